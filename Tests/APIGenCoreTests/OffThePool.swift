import Foundation

// Swift Testing runs every test on the cooperative pool, which has one thread per core. A test
// that blocks one of those threads for seconds, waiting for swiftc or computing, stalls every
// other test's tasks meanwhile: on a two-core machine the pool went without a thread for 16 to
// 24 s, and loopback servers that other tests were starting could not get to `listen` in time.
// Such work goes through `offThePool` instead. (Fuzz/CompileFuzz links this file with
// SwiftCompiler.swift.)

/// Runs blocking work (a child process, or seconds of computation) on a thread of its own, and
/// waits for it without holding a thread of the pool. At most one such job per core runs at a
/// time, as when the jobs held pool threads, so that the pool's threads keep a fair share.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    await BlockingWorkPlaces.shared.take()
    let result: Result<Value, any Error> = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: Result(catching: work)) }.start()
    }
    await BlockingWorkPlaces.shared.give()
    return try result.get()
}

/// The places for blocking work, one per core, and the jobs waiting for one.
private actor BlockingWorkPlaces {
    static let shared = BlockingWorkPlaces(count: ProcessInfo.processInfo.activeProcessorCount)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(count: Int) { free = max(count, 1) }

    func take() async {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Hands the place to the job that has waited longest, or frees it.
    func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
