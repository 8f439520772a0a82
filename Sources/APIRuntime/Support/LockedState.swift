import Foundation

/// A value guarded by a lock, for the few places where state is shared across
/// threads outside Swift concurrency (URLSession delegate callbacks, stub records).
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
