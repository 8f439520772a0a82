#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `apigen templates DIR`: the built-in templates written out as files, to copy
/// and edit, then pass back with `--templates DIR`.
public enum TemplateExport {
    /// What an export did.
    public struct Result: Sendable {
        /// Templates written.
        public var written: [String] = []
        /// Templates already there with the built-in text.
        public var unchanged: [String] = []
        /// Why nothing was written, when something stood in the way.
        public var diagnostics = Diagnostics()
    }

    /// Writes every built-in template to `folder/<name>.mustache`, after a first line that
    /// names the built-in template's fingerprint (`TemplateOrigin`). A file that is
    /// already there is left alone when it holds the built-in text; any other file
    /// of that name (an edited copy, a link, a folder) is an error, and then
    /// nothing is written: apigen never overwrites a file it did not write.
    public static func write(to folder: String) -> Result {
        var result = Result()
        if let problem = outputFolderProblem(folder) {
            result.diagnostics.error(problem, at: nil)
            return result
        }
        var missing: [(path: String, text: String)] = []
        for name in TemplateSet.names.sorted() {
            let text = TemplateOrigin.exported(name, text: BuiltinTemplates.texts[name] ?? "")
            let path = TemplateSet.file(name, in: folder)
            switch OutputPlan.readExisting(path) {
            case .missing:
                missing.append((path, text))
            case .file(let contents) where contents == text:
                result.unchanged.append(path)
            case .file:
                result.diagnostics.error("`\(path)` already exists and differs from the built-in template; apigen does not overwrite it (move it away to get the built-in one)", at: nil)
            case .refused(let problem):
                result.diagnostics.error(problem, at: nil)
            }
        }
        guard !result.diagnostics.hasErrors else { return result }
        if let problem = createFolder(folder) {
            result.diagnostics.error(problem, at: nil)
            return result
        }
        for (path, text) in missing {
            if let problem = OutputPlan.writeAtomically(Data(text.utf8), to: path) {
                result.diagnostics.error("cannot write `\(path)`: \(problem)", at: nil)
            } else {
                result.written.append(path)
            }
        }
        return result
    }
}
