/// The strongly connected components of a directed graph (Tarjan's algorithm), without
/// recursion: a spec may chain a hundred thousand models, deeper than a thread's stack.
/// Returns each node's component number; successors outside `nodes` are ignored.
func stronglyConnectedComponents(_ nodes: [String], successors: (String) -> [String]) -> [String: Int] {
    let known = Set(nodes)
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var component: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var nextIndex = 0
    var components = 0
    // The nodes being explored, each with its successors and how many of them are done.
    var work: [(node: String, successors: [String], done: Int)] = []

    func open(_ node: String) {
        index[node] = nextIndex
        lowLink[node] = nextIndex
        nextIndex += 1
        stack.append(node)
        onStack.insert(node)
        work.append((node, successors(node).filter(known.contains), 0))
    }

    for root in nodes where index[root] == nil {
        open(root)
        while let top = work.last {
            if top.done < top.successors.count {
                let next = top.successors[top.done]
                work[work.count - 1].done += 1
                if index[next] == nil {
                    open(next)
                } else if onStack.contains(next) {
                    lowLink[top.node] = min(lowLink[top.node, default: 0], index[next, default: 0])
                }
                continue
            }
            work.removeLast()
            if let parent = work.last {
                lowLink[parent.node] = min(lowLink[parent.node, default: 0], lowLink[top.node, default: 0])
            }
            if lowLink[top.node] == index[top.node] {
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = components
                    if member == top.node { break }
                }
                components += 1
            }
        }
    }
    return component
}
