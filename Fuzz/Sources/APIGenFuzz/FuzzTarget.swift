import APIGenCore

/// One fuzz input: any bytes, read as a spec file. The property: apigen never
/// crashes, and when it does not generate, it says why with at least one error
/// that points into the file. (Hangs are caught by libFuzzer's `-timeout`.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (files, diagnostics) = APIGen.generate(specBytes: bytes, path: "fuzz.yaml")
    if files == nil {
        let errors = diagnostics.errors
        guard !errors.isEmpty else { fatalError("generation failed without an error") }
        for error in errors where error.location == nil {
            fatalError("an error without a position: \(error)")
        }
    }
    return 0
}
