#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the generator's stages on a thread with a large stack.
///
/// A spec may chain models thousands deep, each referring to the next, and resolving or
/// emitting such a chain follows it recursively. The main thread's 8 MiB overflowed at about
/// 6,000 models. 1 GiB of address space holds a chain as long as a whole 4 MiB spec file can
/// write (90,000 models were tried in every order); only the pages a run touches are committed.
enum LargeStack {
    static let size = 1 << 30

    /// Runs `work` on a new thread with `size` bytes of stack and returns its result. Runs it
    /// on the calling thread instead when no such thread can be made.
    static func run<Result>(_ work: () -> Result) -> Result {
        withoutActuallyEscaping(work) { work in
            #if canImport(Glibc) || canImport(Darwin)
            var result: Result?
            let job = Job { result = work() }
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return work() }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, size) == 0 else { return work() }
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let created = pthread_create(&thread, &attributes, { context in
                guard let context = LargeStack.pointer(context) else { return nil }
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            guard created == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return work()
            }
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
            return result ?? work()
            #else
            return work()
            #endif
        }
    }

    /// The thread's argument, optional or not as the platform declares it.
    private static func pointer(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { context }

    /// The work, shared with the thread. Unchecked: the caller touches it, and the result the
    /// work writes, only before `pthread_create` and after `pthread_join`, which order the accesses.
    private final class Job: @unchecked Sendable {
        let run: () -> Void

        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
