import Foundation
import FuzzProperty
@testable import APIGenCore

/// One fuzz input: up to six templates, separated by NUL bytes, in this order.
/// `p` is a partial of the user's own, which the others may include; `api` and `events` come
/// last, so that inputs of the first four keep their meaning.
private let names = ["struct", "file", "request", "p", "api", "events"]

/// `Fuzz/template-api.yaml` (Fuzz/run starts in `Fuzz/`), resolved once: the inputs vary
/// the templates, not the spec.
private let model: APIModel = {
    guard let data = FileManager.default.contents(atPath: "template-api.yaml") else { fatalError("run from Fuzz/: no template-api.yaml") }
    let file = SpecFolder.File(displayPath: "template-api.yaml", relativePath: "template-api.yaml", bytes: [UInt8](data))
    guard let model = APIGen.resolve([file], diagnostics: Diagnostics(), limits: .default).model else {
        fatalError("template-api.yaml does not resolve")
    }
    return model
}()

private let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-template-fuzz-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// The property: apigen never crashes or hangs on a template, and when it does
/// not generate, every error points into a file. The budget is smaller than
/// apigen's own, so that runaway templates stop well inside libFuzzer's timeout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
    for (index, name) in names.enumerated() {
        let path = folder + "/\(name).mustache"
        if index < parts.count {
            guard FileManager.default.createFile(atPath: path, contents: Data(parts[index])) else { fatalError("cannot write \(path)") }
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
    let budget = RenderBudget(maximumOutput: 8 << 20, maximumSteps: 200_000)
    let (files, diagnostics) = APIGen.emit(model, Diagnostics(), templates: folder, access: .public, apiFileName: nil, budget: budget)
    checkFuzzingProperty(files: files, diagnostics: diagnostics)
    return 0
}
