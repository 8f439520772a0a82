/// A unified diff (`diff -u` style, 3 lines of context) between two texts, by
/// Myers' shortest-edit-script algorithm.
enum UnifiedDiff {
    private enum Edit: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { if case .keep = $0 { return false } else { return true } }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard let start = edits[index...].firstIndex(where: { if case .keep = $0 { return false } else { return true } }) else { break }
            var end = start
            var lastChange = start
            while end < edits.count {
                if case .keep = edits[end] {
                    if end - lastChange > 2 * context { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let hunkStart = max(index, start - context)
            let hunkEnd = min(edits.count, lastChange + context + 1)
            let hunk = Array(edits[hunkStart..<hunkEnd])
            let oldStart = firstLine(hunk, old: true), newStart = firstLine(hunk, old: false)
            let oldCount = hunk.filter { if case .insert = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .delete = $0 { return false } else { return true } }.count
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .keep(let i, _): output += " \(a[i])\n"
                case .delete(let i): output += "-\(a[i])\n"
                case .insert(let j): output += "+\(b[j])\n"
                }
            }
            index = hunkEnd
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The 0-based line in the old (or new) text where a hunk starts.
    private static func firstLine(_ hunk: [Edit], old: Bool) -> Int {
        for edit in hunk {
            switch edit {
            case .keep(let i, let j): return old ? i : j
            case .delete(let i): if old { return i }
            case .insert(let j): if !old { return j }
            }
        }
        // The hunk only inserts (or only deletes): it starts where the first edit's neighbour would be.
        for edit in hunk {
            switch edit {
            case .delete(let i): return i
            case .insert(let j): return j
            case .keep: continue
            }
        }
        return 0
    }

    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        outer: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { break outer }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(x, y))
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(previousY)) } else { edits.append(.delete(previousX)) }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
