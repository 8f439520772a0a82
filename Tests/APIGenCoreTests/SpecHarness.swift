@testable import APIGenCore

/// Runs the reader and resolver on in-memory spec files, as `apigen lint` would on a folder.
enum SpecHarness {
    /// Every diagnostic for the files (relative path -> YAML text), sorted, as printed.
    static func diagnostics(_ files: [String: String]) -> [String] {
        run(files).diagnostics.sorted.map(\.description)
    }

    /// Every diagnostic for one file named `spec.yaml`.
    static func diagnostics(_ yaml: String) -> [String] {
        diagnostics(["spec.yaml": yaml])
    }

    /// The resolved model for one file, or `nil` when it has errors.
    static func model(_ yaml: String) -> APIModel? {
        run(["spec.yaml": yaml]).model
    }

    static func run(_ files: [String: String]) -> (model: APIModel?, diagnostics: Diagnostics) {
        let inMemory = files.sorted { $0.key < $1.key }.map {
            SpecFolder.File(displayPath: $0.key, relativePath: $0.key, bytes: Array($0.value.utf8))
        }
        return APIGen.resolve(inMemory, diagnostics: Diagnostics(), limits: .default)
    }
}

extension APIModel {
    /// The first model with this Swift name, searching every file.
    func model(_ swiftName: String) -> Model? {
        files.flatMap(\.models).first { $0.swiftName == swiftName }
    }

    /// The first endpoint with this spec name.
    func endpoint(_ specName: String) -> Endpoint? {
        files.flatMap(\.endpoints).first { $0.specName == specName }
    }
}

extension Model {
    /// The properties, when this is an object model.
    var properties: [Property] {
        if case .object(let object) = kind { return object.properties }
        return []
    }

    func property(_ jsonKey: String) -> Property? {
        properties.first { $0.jsonKey == jsonKey }
    }
}

extension SpecHarness {
    /// Generated files for in-memory spec files, or the diagnostics when there are errors.
    static func generate(_ files: [String: String], access: AccessLevel = .public) throws -> [GeneratedFile] {
        let (model, diagnostics) = run(files)
        let (generated, all) = APIGen.emit(model, diagnostics, templates: nil, access: access, apiFileName: nil)
        guard let generated else { throw GenerationFailed(diagnostics: all.sorted.map(\.description)) }
        return generated
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        var diagnostics: [String]
        var description: String { diagnostics.joined(separator: "\n") }
    }
}
