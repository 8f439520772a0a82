import APIGenCore
import Foundation

/// Compiles generated Swift (to SIL, with its diagnostics) against the `APIRuntime` module
/// of this build, with warnings as errors, the way a user's build would see it. (Fuzz/CompileFuzz links
/// this file for `check` and `run`.)
enum SwiftCompiler {
    /// Where the build keeps its modules: beside the test bundle.
    static var modulesFolder: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules").path
    }

    /// swiftc's complaints, or an empty string when the files compile cleanly. Waits for swiftc
    /// off the pool (see `offThePool`).
    static func compile(_ files: [GeneratedFile]) async throws -> String {
        try await offThePool { try compileBlocking(files) }
    }

    private static func compileBlocking(_ files: [GeneratedFile]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return try check(paths, module: "Checked", modules: modulesFolder)
    }

    /// swiftc's complaints about `paths` as module `module`, or an empty string. Each file is
    /// checked twice, with `appDefaults` and without: each setting refuses different mistakes.
    static func check(_ paths: [String], module: String, modules: String) throws -> String {
        // swiftc leaves a `TemporaryDirectory.*` of its own in `TMPDIR` each run: here it goes
        // with this folder, not into the machine's temporary folder by the thousand.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["TMPDIR": scratch.path]
        return try run(arguments(paths, module: module, modules: modules, appDefaults: true), environment: environment)
            + run(arguments(paths, module: module, modules: modules, appDefaults: false), environment: environment)
    }

    /// swiftc's arguments for checking `paths`: SIL, not just types, as a literal that overflows
    /// its type (`Int32 = 9999999999`) is diagnosed only there; warnings as errors, which also
    /// refuse an access-level import that nothing needs. With `appDefaults`, as an app target builds the
    /// client the plugin puts there when it uses Swift 6.2's main-actor default isolation (new
    /// Xcode 26 projects do): a generated type that does not say `nonisolated` then cannot serve
    /// `APIClient`. Imports are internal by default too (as in later language modes), so a public
    /// declaration needs the `public import` of each module it names. Without them, a
    /// `package import` beside a plain one is an error.
    private static func arguments(_ paths: [String], module: String, modules: String, appDefaults: Bool) -> [String] {
        ["swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-warnings-as-errors"]
            + (appDefaults ? ["-default-isolation", "MainActor", "-enable-upcoming-feature", "InternalImportsByDefault"] : [])
            + ["-module-name", module, "-package-name", module, "-I", modules] + paths
    }

    /// Runs a command (found on the `PATH`), with `environment` added to this process's: its
    /// output when it fails, or an empty string. Blocks until the command ends.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 ? "" : (text.isEmpty ? "\(arguments[0]) exited with \(process.terminationStatus)" : text)
    }
}
