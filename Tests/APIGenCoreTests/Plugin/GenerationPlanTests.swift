import Foundation
import Testing
@testable import APIGenCore

/// The build plugin's plan (`Plugins/APIGenPlugin/GenerationPlan.swift`, compiled into this
/// target through a link): which files of a package or Xcode target are specs, and which
/// files apigen will write. The build system compiles the outputs the plan names, so a name
/// apigen does not write fails the build, and a file apigen writes that the plan does not
/// name is left out of it.
@Suite("Plugin plan")
struct GenerationPlanTests {
    let cli = CommandLineTests()

    static let api = "api: { name: Shop, baseURL: \"https://example.com\" }\n"

    static func model(_ name: String) -> String {
        "models:\n  \(name): { properties: { name: string } }\n"
    }

    /// Every file below `folder`, as SwiftPM and Xcode list a target's files: absolute paths.
    func files(in folder: ScratchFolder) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return names.map { folder.path + "/" + $0 }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Runs apigen as the plan says and returns what it wrote, next to what the plan names.
    func generate(_ plan: GenerationPlan, in folder: ScratchFolder) async throws -> (written: [String], named: [String]) {
        let run = try await cli.apigen(plan.arguments, in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 0, "\(run.standardError)")
        let output = folder.path + "/work/Generated"
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
        return (written, plan.outputs.sorted())
    }

    @Test func aPackageTargetsPlanNamesExactlyWhatApigenWrites() async throws {
        let folder = try ScratchFolder()
        try folder.write("Target/Specs/api.yaml", Self.api)
        try folder.write("Target/Specs/store/orders.YML", Self.model("Order"))
        try folder.write("Target/Specs/pets.Yaml", Self.model("Pet"))
        try folder.write("Target/Specs/.drafts/old.yaml", "not: [a spec")
        try folder.write("Target/Specs/README.md", "")
        try folder.write("Target/Specs/apigen.json", #"{ "access": "package" }"#)
        try folder.write("Target/Models/extra.apigen.yaml", Self.model("Extra"))
        try folder.write("Target/Models/other.yaml", "not: [a spec")
        try folder.write("Target/Client.swift", "")
        let root = folder.path + "/Target"
        let plan = try GenerationPlan.forPackageTarget(
            root: root, files: files(in: folder), workDirectory: folder.path + "/work").get()
        #expect(plan.inputs == [
            root + "/Specs/api.yaml", root + "/Specs/pets.Yaml", root + "/Specs/store/orders.YML",
            root + "/Models/extra.apigen.yaml", root + "/Specs/apigen.json",
        ])
        let result = try await generate(plan, in: folder)
        #expect(result.written == result.named)
        let pets = try String(contentsOfFile: folder.path + "/work/Generated/store.orders.swift", encoding: .utf8)
        #expect(pets.contains("package nonisolated struct Order"))
    }

    @Test func anXcodeTargetsSpecsFolderIsFoundFromItsFiles() async throws {
        let folder = try ScratchFolder()
        try folder.write("App/Sources/API/Specs/api.yaml", Self.api)
        try folder.write("App/Sources/API/Specs/store/orders.yaml", Self.model("Order"))
        // A folder named Specs inside the specs folder is part of it, as in a package.
        try folder.write("App/Sources/API/Specs/Specs/inner.yml", Self.model("Inner"))
        try folder.write("App/Sources/API/Specs/apigen.json", #"{ "access": "internal" }"#)
        try folder.write("App/Sources/ContentView.swift", "")
        try folder.write("App/Resources/config.yaml", "not: [a spec")
        try folder.write("App/Other/extra.apigen.yaml", Self.model("Extra"))
        let specs = folder.path + "/App/Sources/API/Specs"
        // On disk, but not a member of the target: apigen reads the whole folder all the same.
        try folder.write("App/Sources/API/Specs/extra/notes.yaml", Self.model("Note"))
        let members = try files(in: folder).filter { !$0.hasSuffix("notes.yaml") }
        let plan = try GenerationPlan.forXcodeTarget(files: members, workDirectory: folder.path + "/work").get()
        #expect(plan.arguments.prefix(2) == ["generate", specs])
        #expect(plan.arguments.suffix(2) == ["--settings", specs + "/apigen.json"])
        #expect(plan.inputs == [
            specs + "/Specs/inner.yml", specs + "/api.yaml", specs + "/extra/notes.yaml", specs + "/store/orders.yaml",
            folder.path + "/App/Other/extra.apigen.yaml", specs + "/apigen.json",
        ])
        let result = try await generate(plan, in: folder)
        #expect(result.written == result.named)
        #expect(result.named.map { ($0 as NSString).lastPathComponent } == [
            "APIGenAPI.swift", "Specs.inner.swift", "extra.apigen.swift", "store.orders.swift", "api.swift", "extra.notes.swift",
        ].sorted())
    }

    @Test func anXcodeTargetWithOnlyLooseSpecsTakesTheSettingsFileAmongItsFiles() async throws {
        let folder = try ScratchFolder()
        try folder.write("App/API/shop.apigen.yaml", Self.api + Self.model("Item"))
        try folder.write("App/API/apigen.json", #"{ "access": "package" }"#)
        let plan = try GenerationPlan.forXcodeTarget(files: files(in: folder), workDirectory: folder.path + "/work").get()
        #expect(plan.arguments.suffix(2) == ["--settings", folder.path + "/App/API/apigen.json"])
        let result = try await generate(plan, in: folder)
        #expect(result.written == result.named)

        try folder.write("App/Other/apigen.json", "{}")
        let two = GenerationPlan.forXcodeTarget(files: try files(in: folder), workDirectory: folder.path + "/work")
        #expect(two == .failure(.severalSettingsFiles([folder.path + "/App/API/apigen.json", folder.path + "/App/Other/apigen.json"])))
    }

    @Test func targetsWithoutOneSetOfSpecsAreToldWhy() throws {
        let split = GenerationPlan.forXcodeTarget(
            files: ["/p/App/Specs/a.yaml", "/p/Widget/Specs/b.yaml", "/p/App/Specs/apigen.json"], workDirectory: "/w")
        #expect(split == .failure(.severalSpecsFolders(["/p/App/Specs", "/p/Widget/Specs"])))
        #expect(GenerationPlan.Problem.severalSpecsFolders(["/p/App/Specs", "/p/Widget/Specs"]).message
            == "has spec files in more than one Specs folder (/p/App/Specs, /p/Widget/Specs); "
            + "one target generates one API: keep its specs in one Specs folder")
        let none = ["/p/App/config.yaml", "/p/App/Specs", "/p/App/Specs/.hidden.yaml", "/p/App/View.swift"]
        #expect(GenerationPlan.forXcodeTarget(files: none, workDirectory: "/w") == .failure(.noSpecs))
        #expect(GenerationPlan.forPackageTarget(root: "/p/App", files: none, workDirectory: "/w") == .failure(.noSpecs))
    }

    @Test func everyTemplateInTheSettingsFolderIsAnInputOfTheBuild() throws {
        let folder = try ScratchFolder()
        try folder.write("Target/Specs/api.yaml", Self.api)
        try folder.write("Target/Specs/apigen.json", #"{ "templates": "../../Templates" }"#)
        try folder.write("Templates/file.mustache", "")
        try folder.write("Templates/header.mustache", "")
        try folder.write("Templates/README.md", "")
        let plan = try GenerationPlan.forPackageTarget(
            root: folder.path + "/Target", files: files(in: folder), workDirectory: "/w").get()
        #expect(plan.inputs.suffix(2) == [folder.path + "/Templates/file.mustache", folder.path + "/Templates/header.mustache"])
    }

    @Test func outputNamesFollowTheToolsRule() {
        let paths = [
            "pets.yaml", "store/orders.yml", "Pets.YAML", "a/b/c.YML", "v1.2/pets.yaml", "pets.yaml.yaml",
            "odd.Yaml", "no-extension", "deep/Specs/x.yaml", "ünïcode/ß.yaml",
        ]
        for path in paths {
            #expect(GenerationPlan.outputName(path) == Emitter.outputName(for: path), "\(path)")
        }
    }
}
