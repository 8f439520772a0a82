#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `apigen import`: a Swagger 2.0 or OpenAPI 3.0, 3.1 or 3.2 document (YAML or JSON) turned into a
/// spec folder, once, for a team that moves to apigen and then edits the specs.
///
/// ```swift
/// let (files, diagnostics) = OpenAPIImport.translate(bytes: bytes, path: "openapi.yaml")
/// let problems = OpenAPIImport.check(files, folder: "Specs")   // what apigen says of the result
/// let written = OpenAPIImport.write(files, to: "Specs")        // never over an existing file
/// ```
public enum OpenAPIImport {
    /// One spec file to write.
    public struct SpecFile: Sendable, Equatable {
        /// The file's name in the spec folder (`pets.yaml`).
        public var name: String
        /// Its YAML text.
        public var text: String
    }

    /// The largest document read, together with the files it refers to: OpenAPI documents of
    /// large APIs run to megabytes.
    public static let maxDocumentSize = 64 << 20

    static let yamlLimits = YAMLLimits(maxFileSize: maxDocumentSize, maxDepth: 256, maxExpandedNodes: 10_000_000)

    /// Reads the document at `path` and translates it, with the files its references name
    /// (`$ref: ./schemas/pet.yaml`), read relative to the file that names them. With `partial`,
    /// an operation the spec cannot say is left out, its errors reported as warnings.
    public static func translate(documentAt path: String, partial: Bool = false) -> (files: [SpecFile], diagnostics: Diagnostics) {
        switch readUserFile(path, what: "the OpenAPI document", plural: "OpenAPI documents", limit: maxDocumentSize) {
        case .success(let bytes):
            return translate(bytes: bytes, path: path, readingOthers: {
                readUserFile($0, what: "the file", plural: "OpenAPI documents", limit: maxDocumentSize)
            }, partial: partial)
        case .failure(let problem):
            var diagnostics = Diagnostics()
            diagnostics.error(problem.message, at: problem.location)
            return ([], diagnostics)
        }
    }

    /// Translates a document. With errors, `files` is empty: a construct with no spec
    /// equivalent is reported where it is written, and nothing half-translated is offered.
    /// Warnings name what was left out (a second media type, a callback). A reference to
    /// another file is an error here: `translate(documentAt:)` reads them.
    public static func translate(bytes: [UInt8], path: String, partial: Bool = false) -> (files: [SpecFile], diagnostics: Diagnostics) {
        translate(bytes: bytes, path: path, readingOthers: nil, partial: partial)
    }

    /// Translates a document, reading the files it refers to with `read`.
    static func translate(
        bytes: [UInt8], path: String, readingOthers read: OpenAPIBundle.Reader?, partial: Bool = false
    ) -> (files: [SpecFile], diagnostics: Diagnostics) {
        let parsed = YAMLParser.parse(bytes, file: path, limits: yamlLimits)
        var diagnostics = parsed.diagnostics
        guard let written = parsed.root, !diagnostics.hasErrors else {
            if parsed.root == nil && !diagnostics.hasErrors {
                diagnostics.error("the document is empty", at: SourceLocation(file: path, line: 1, column: 1))
            }
            return ([], diagnostics)
        }
        // Translated even when a file could not be read, so one run reports every problem.
        let isSwagger = SwaggerConversion.isSwagger(written)
        let bundle = OpenAPIBundle.bundle(written, path: path, read: read, bytes: bytes.count, swagger: isSwagger)
        diagnostics.append(contentsOf: bundle.diagnostics)
        var root = bundle.root
        // Swagger 2.0, with the files it refers to, is read as the OpenAPI 3.0 document it says.
        if isSwagger {
            let conversion = LargeStack.run { SwaggerConversion.convert(bundle.root) }
            root = conversion.root
            diagnostics.append(contentsOf: conversion.diagnostics)
        }
        let spectree = LargeStack.run { SpectreeSchemas.restore(root) }
        root = spectree.root
        diagnostics.append(contentsOf: spectree.diagnostics)
        let restoration = LargeStack.run { DereferencedSchemas.restore(root) }
        root = restoration.root
        diagnostics.append(contentsOf: restoration.diagnostics)
        let partialUpdates = DRFPartialUpdates.restore(root)
        root = partialUpdates.root
        diagnostics.append(contentsOf: partialUpdates.diagnostics)
        var translator = OpenAPITranslator(root: root)
        translator.document.fromSwagger = isSwagger
        translator.leavesOutFailingOperations = partial
        let parts = LargeStack.run { translator.translate() }
        diagnostics.append(contentsOf: translator.document.diagnostics)
        if !diagnostics.hasErrors && parts.isEmpty {
            diagnostics.error("nothing to import: the document has no `info`, operations or schemas", at: root.location)
        }
        guard !diagnostics.hasErrors else { return ([], diagnostics) }
        let version = root.mapping?.first { $0.key == "openapi" }?.value.scalar?.text ?? ""
        let source = path.split(separator: "/").last.map(String.init) ?? path
        let format = isSwagger ? "Swagger 2.0" : "OpenAPI \(version)"
        let header = ["Imported by `apigen import` from \(source) (\(format)): edit it freely, apigen import never writes over it."]
        return (SpecLayout.files(parts, header: header.map(SpecText.commentSafe)), diagnostics)
    }

    /// What apigen reports about the translated files, as though they were in `folder`.
    public static func check(_ files: [SpecFile], folder: String) -> Diagnostics {
        let specs = files.map {
            SpecFolder.File(displayPath: folder + "/" + $0.name, relativePath: $0.name, bytes: Array($0.text.utf8))
        }
        var (model, diagnostics) = APIGen.resolve(specs, diagnostics: Diagnostics(), limits: .default)
        // As `lint` checks: the files `generate` would write.
        if let model { diagnostics.append(contentsOf: Emitter.fileNameProblems(model, apiFileName: nil)) }
        return diagnostics
    }

    /// Writes the files into `folder`, creating it. Nothing is written when any of them is
    /// there already: the import is a starting point, and a spec someone has edited is theirs.
    public static func write(_ files: [SpecFile], to folder: String) -> (written: [String], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        if let problem = outputFolderProblem(folder) {
            diagnostics.error(problem, at: nil)
            return ([], diagnostics)
        }
        for file in files {
            let path = folder + "/" + file.name
            var status = stat()
            if lstat(path, &status) == 0 {
                diagnostics.error("`\(path)` already exists; apigen import writes new spec files only (import into an empty folder)", at: nil)
            }
        }
        guard !diagnostics.hasErrors else { return ([], diagnostics) }
        if let problem = createFolder(folder) {
            diagnostics.error(problem, at: nil)
            return ([], diagnostics)
        }
        var written: [String] = []
        for file in files {
            let path = folder + "/" + file.name
            if let problem = writeNew(Array(file.text.utf8), to: path) {
                diagnostics.error("cannot write `\(path)`: \(problem)", at: nil)
            } else {
                written.append(path)
            }
        }
        return (written, diagnostics)
    }

    /// Creates `path` with `bytes`, failing if anything is there, even a file made since
    /// the check above; a file left half written is removed.
    private static func writeNew(_ bytes: [UInt8], to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)
                return reason
            }
            remaining = remaining.dropFirst(count)
        }
        guard close(descriptor) == 0 else {
            unlink(path)
            return String(cString: strerror(errno))
        }
        return nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, which `OpenAPIImport.write(_:to:)` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
