import APIGenCore

/// What every fuzz target holds apigen to, once it has run on an input: when it
/// generates nothing, it says why, and every error points into a file. (Crashes
/// and hangs are libFuzzer's to catch.)
public func checkFuzzingProperty(files: [GeneratedFile]?, diagnostics: Diagnostics) {
    guard files == nil else { return }
    let errors = diagnostics.errors
    guard !errors.isEmpty else { fatalError("generation failed without an error") }
    for error in errors where error.location == nil {
        fatalError("an error without a position: \(error)")
    }
}
