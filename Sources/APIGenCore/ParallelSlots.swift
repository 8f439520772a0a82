/// Results of work done in parallel (`DispatchQueue.concurrentPerform`), one slot
/// per index, so the combined result keeps a fixed order whatever finishes first.
final class ParallelSlots<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// The values in index order.
    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
