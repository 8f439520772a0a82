import APIRuntime
import Dispatch

/// One fuzz input: any bytes, read as a server's answer to one Petstore call (see
/// `ResponseInput`), sent through the client with retry, logging and response validation.
/// The property: the client never crashes or hangs, and holds `responseFuzzingViolation`'s.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = ResponseInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        if let violation = await responseFuzzingViolation(input) { fatalError(violation) }
        done.signal()
    }
    done.wait()
    return 0
}
