import APIGenCore

/// One fuzz input: any bytes, read as an OpenAPI document by `apigen import`. The property:
/// the import never crashes; when it offers no spec files, it says why with errors that point
/// into the document; every file it offers is YAML that apigen parses, and checking those
/// files (as the command does after writing them) does not crash either. (Hangs are caught by
/// libFuzzer's `-timeout`.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (files, diagnostics) = OpenAPIImport.translate(bytes: bytes, path: "openapi.yaml")
    if files.isEmpty {
        let errors = diagnostics.errors
        guard !errors.isEmpty else { fatalError("the import offered nothing without an error") }
        for error in errors where error.location == nil {
            fatalError("an error without a position: \(error)")
        }
        return 0
    }
    for file in files {
        let parsed = YAMLParser.parse(Array(file.text.utf8), file: file.name)
        guard !parsed.diagnostics.hasErrors else {
            fatalError("the import wrote YAML apigen cannot parse: \(parsed.diagnostics.errors)\n\(file.text)")
        }
    }
    _ = OpenAPIImport.check(files, folder: "Specs")
    return 0
}
