/// Which spec file each part of an imported document goes to: the `api` block to
/// `api.yaml` (`api-info.yaml` when the API itself is named `API`), each tag's endpoints
/// to a file named after the tag, with the models only that file's endpoints name, and
/// the other models to `models.yaml`. apigen writes one Swift file per spec file, so a
/// large API compiles in parallel, file by file: a tag with more than `maxEndpoints`
/// endpoints, or more than `maxModels` shared models, is split (`pets.yaml`, `pets-2.yaml`).
enum SpecLayout {
    static let maxEndpoints = 50
    static let maxModels = 100

    static func files(_ parts: OpenAPITranslator.Parts, header: [String]) -> [OpenAPIImport.SpecFile] {
        // The API file, `<namespace>.swift`, is one file with a spec file of its name in any case
        // on macOS (`API.swift` and `api.swift`, from a document without a title).
        var taken: Set<String> = [parts.namespace.lowercased()]
        func claim(_ stem: String) -> String {
            let unique = SpecLayout.unique(stem, separator: "-", in: taken)
            taken.insert(unique)
            return unique
        }
        let apiStem = claim(taken.contains("api") ? "api-info" : "api")
        taken.insert("models")
        // Tags in the order they first appear; each tag's endpoints in document order.
        var groups: [(tag: String?, endpoints: [OpenAPITranslator.Endpoint])] = []
        var groupIndex: [String?: Int] = [:]
        for endpoint in parts.endpoints {
            if let index = groupIndex[endpoint.tag] {
                groups[index].endpoints.append(endpoint)
            } else {
                groupIndex[endpoint.tag] = groups.count
                groups.append((endpoint.tag, [endpoint]))
            }
        }
        var files: [PlannedFile] = []
        var owners: [String: Set<Int>] = [:]
        for group in groups {
            var stem = fileStem(group.tag ?? "endpoints")
            // `main.swift` would be a program's top-level code.
            if ["api", "models", "main"].contains(stem) { stem += "-endpoints" }
            for start in stride(from: 0, to: group.endpoints.count, by: maxEndpoints) {
                var file = PlannedFile(stem: claim(stem))
                for endpoint in group.endpoints[start..<min(start + maxEndpoints, group.endpoints.count)] {
                    file.endpoints.append((endpoint.name, endpoint.value))
                    for model in endpoint.models { owners[model, default: []].insert(files.count) }
                }
                files.append(file)
            }
        }
        var shared: [(key: String, value: SpecValue)] = []
        for model in parts.models {
            if let users = owners[model.name], users.count == 1, let file = users.first {
                files[file].models.append((model.name, model.value))
            } else {
                shared.append((model.name, model.value))
            }
        }
        for start in stride(from: 0, to: shared.count, by: maxModels) {
            var file = PlannedFile(stem: start == 0 ? "models" : claim("models"))
            file.models = Array(shared[start..<min(start + maxModels, shared.count)])
            files.append(file)
        }
        var out: [OpenAPIImport.SpecFile] = []
        if !parts.api.isEmpty {
            out.append(OpenAPIImport.SpecFile(name: apiStem + ".yaml", text: SpecText.file(header: header, [("api", .map(parts.api))])))
        }
        for file in files.sorted(by: { $0.stem < $1.stem }) {
            var top: [(key: String, value: SpecValue)] = []
            if !file.models.isEmpty { top.append(("models", .map(file.models))) }
            if !file.endpoints.isEmpty { top.append(("endpoints", .map(file.endpoints))) }
            out.append(OpenAPIImport.SpecFile(name: file.stem + ".yaml", text: SpecText.file(header: header, top)))
        }
        return out
    }

    /// One spec file's models and endpoints, before they are written.
    private struct PlannedFile {
        var stem: String
        var models: [(key: String, value: SpecValue)] = []
        var endpoints: [(key: String, value: SpecValue)] = []
    }

    /// `stem`, or else `stem` and the first number from 2 that makes a name not in `taken`.
    static func unique(_ stem: String, separator: String = "", in taken: Set<String>) -> String {
        var candidate = stem
        var number = 2
        while taken.contains(candidate) {
            candidate = stem + separator + String(number)
            number += 1
        }
        return candidate
    }

    /// A tag as a file name: its words in lower case, joined by `-` (`Pet Store` -> `pet-store`).
    static func fileStem(_ tag: String) -> String {
        let words = Naming().words(Naming.asciiFolded(tag)).map { $0.lowercased() }
        return words.isEmpty ? "endpoints" : words.joined(separator: "-")
    }
}
