import APIGenCore
import FuzzProperty

/// One fuzz input: any bytes, read as a spec file. The property: apigen never
/// crashes, and when it does not generate, it says why with at least one error
/// that points into the file. (Hangs are caught by libFuzzer's `-timeout`.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (files, diagnostics) = APIGen.generate(specBytes: bytes, path: "fuzz.yaml")
    checkFuzzingProperty(files: files, diagnostics: diagnostics)
    return 0
}
