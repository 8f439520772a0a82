@testable import APIGenCore

/// The files of one input, split at NUL bytes: the document, then the files its references may
/// name. Kept in memory, so inputs never read the disk.
private let names = ["openapi.yaml", "a.yaml", "b.json", "schemas/c.yaml"]

/// One fuzz input: any bytes, read as an OpenAPI document by `apigen import`, and as the files
/// it refers to, split at NUL bytes (`names`). The property: the import never crashes; when it
/// offers no spec files, it says why with errors that point into a file; every file it offers
/// is YAML that apigen parses, and checking those files (as the command does after writing
/// them) does not crash either. (Hangs are caught by libFuzzer's `-timeout`.) Inputs of an odd
/// length are imported with `--partial`, which leaves out the operations with errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
    var others: [String: [UInt8]] = [:]
    for (name, part) in zip(names, parts).dropFirst() { others[name] = Array(part) }
    let read: OpenAPIBundle.Reader = { path in
        guard let bytes = others[path] else {
            return .failure(UserFileError(message: "cannot read the file: No such file or directory",
                                          location: SourceLocation(file: path, line: 1, column: 1)))
        }
        return .success(bytes)
    }
    let (files, diagnostics) = OpenAPIImport.translate(bytes: parts.first.map(Array.init) ?? [], path: names[0], readingOthers: read,
                                                       partial: size % 2 == 1)
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
