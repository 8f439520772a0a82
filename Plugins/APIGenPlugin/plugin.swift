import Foundation
import PackagePlugin

/// Generates a target's API client at build time, from the `Specs/` folder in the
/// target (or `*.apigen.yaml` files anywhere in it), into the plugin's work folder.
///
/// Output names are worked out from input names before the tool runs, so the build
/// system knows them: `Specs/store/orders.yaml` gives `store.orders.swift`, and the
/// API namespace always goes to `APIGenAPI.swift`. Settings come from an optional
/// `apigen.json` beside the specs: `{ "access": "package", "templates": "../Templates" }`.
/// The same plugin serves targets of Xcode projects (`GenerationPlan.forXcodeTarget`).
@main
struct APIGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let plan = GenerationPlan.forPackageTarget(
            root: target.directoryURL.standardizedFileURL.path,
            files: target.sourceFiles.map { $0.url.standardizedFileURL.path },
            workDirectory: context.pluginWorkDirectoryURL.path)
        return try Self.commands(plan, targetName: target.name, tool: context.tool(named:))
    }

    /// A target whose files make no plan fails its build with this message.
    struct PlanError: Error, CustomStringConvertible {
        var description: String
    }

    /// The build command of a plan; none, with a warning, for a target without specs.
    static func commands(
        _ plan: Result<GenerationPlan, GenerationPlan.Problem>,
        targetName: String,
        tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        switch plan {
        case .failure(.noSpecs):
            Diagnostics.warning("APIGenPlugin: target `\(targetName)` \(GenerationPlan.Problem.noSpecs.message)")
            return []
        case .failure(let problem):
            throw PlanError(description: "APIGenPlugin: target `\(targetName)` \(problem.message)")
        case .success(let plan):
            return [
                .buildCommand(
                    displayName: "apigen: generating the API client for \(targetName)",
                    executable: try tool("apigen").url,
                    arguments: plan.arguments,
                    inputFiles: plan.inputs.map { URL(fileURLWithPath: $0) },
                    outputFiles: plan.outputs.map { URL(fileURLWithPath: $0) })
            ]
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Only Xcode has this module, so CI type-checks this part against a stand-in with the same
// declarations (`Plugins/check-xcode-plugin.sh`); it uses only what swift-openapi-generator's
// plugin uses of the module.
extension APIGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let plan = GenerationPlan.forXcodeTarget(
            files: target.inputFiles.map { $0.url.standardizedFileURL.path },
            workDirectory: context.pluginWorkDirectoryURL.path)
        return try Self.commands(plan, targetName: target.displayName, tool: context.tool(named:))
    }
}
#endif
