#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the spec folder: every `.yaml`/`.yml` file below it, in a stable
/// order, refusing what could hang or exhaust the run.
///
/// Only regular files are read (a FIFO would block forever); symbolic links are
/// followed, but a link loop or a folder reached twice is reported, not walked
/// again; hidden files and folders (`.git`) are skipped; file size and count are capped.
enum SpecFolder {
    struct File {
        /// The path to print: the folder as the user gave it, joined with `relativePath`.
        var displayPath: String
        /// The path below the folder, with `/` separators.
        var relativePath: String
        var bytes: [UInt8]
    }

    static let defaultMaxFiles = 10_000

    static func read(_ folder: String, limits: YAMLLimits, maxFiles: Int = defaultMaxFiles) -> (files: [File], diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        var status = stat()
        guard stat(folder, &status) == 0 else {
            diagnostics.error("cannot read `\(folder)`: \(String(cString: strerror(errno)))", at: nil)
            return ([], diagnostics)
        }
        if status.st_mode & S_IFMT == S_IFREG {
            let name = PathText.lastComponent(of: folder)
            let file = readFile(at: folder, display: folder, relative: name, limits: limits, diagnostics: &diagnostics)
            return (file.map { [$0] } ?? [], diagnostics)
        }
        var walker = Walker(root: folder, limits: limits, maxFiles: maxFiles)
        walker.walk(directory: folder, relative: "")
        diagnostics.append(contentsOf: walker.diagnostics)
        if walker.files.isEmpty && !diagnostics.hasErrors {
            diagnostics.error("`\(folder)` holds no `.yaml` or `.yml` files", at: nil)
        }
        return (walker.files, diagnostics)
    }

    private struct Walker {
        let root: String
        let limits: YAMLLimits
        let maxFiles: Int
        var files: [File] = []
        var diagnostics = Diagnostics()
        var visitedDirectories: Set<String> = []
        var candidates = 0

        init(root: String, limits: YAMLLimits, maxFiles: Int) {
            self.root = root
            self.limits = limits
            self.maxFiles = maxFiles
        }

        mutating func walk(directory: String, relative: String) {
            guard let real = realPath(directory) else {
                diagnostics.error("cannot read folder `\(display(relative))`: \(String(cString: strerror(errno)))", at: nil)
                return
            }
            guard visitedDirectories.insert(real).inserted else {
                diagnostics.error("`\(display(relative))` leads to a folder already read (a symbolic link loop?); skipped", at: nil)
                return
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                diagnostics.error("cannot list folder `\(display(relative))`", at: nil)
                return
            }
            // Byte order, not locale order: the same on every machine.
            for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where !name.hasPrefix(".") {
                let path = directory + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard stat(path, &status) == 0 else {
                    let reason = errno == ELOOP ? "a symbolic link loop" : String(cString: strerror(errno))
                    if isSpecName(name) || errno == ELOOP {
                        diagnostics.error("cannot read `\(display(childRelative))`: \(reason)", at: nil)
                    }
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    walk(directory: path, relative: childRelative)
                    continue
                }
                guard isSpecName(name) else { continue }
                candidates += 1
                guard candidates <= maxFiles else {
                    if candidates == maxFiles + 1 {
                        diagnostics.error("more than \(maxFiles) spec files below `\(root)`; stopped reading", at: nil)
                    }
                    return
                }
                guard status.st_mode & S_IFMT == S_IFREG else {
                    diagnostics.error("`\(display(childRelative))` is not a regular file (a FIFO, socket or device); not read", at: nil)
                    continue
                }
                guard Int(status.st_size) <= limits.maxFileSize else {
                    diagnostics.error(
                        "`\(display(childRelative))` is \(status.st_size) bytes; spec files are limited to \(limits.maxFileSize) bytes",
                        at: nil)
                    continue
                }
                if let file = readFile(at: path, display: display(childRelative), relative: childRelative, limits: limits,
                                       diagnostics: &diagnostics) {
                    files.append(file)
                }
            }
        }

        func display(_ relative: String) -> String {
            let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
            return relative.isEmpty ? base : base + "/" + relative
        }
    }

    static func isSpecName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    private static func readFile(
        at path: String, display: String, relative: String, limits: YAMLLimits, diagnostics: inout Diagnostics
    ) -> File? {
        guard let data = readBounded(path, limit: limits.maxFileSize) else {
            diagnostics.error("cannot read `\(display)`", at: nil)
            return nil
        }
        guard data.count <= limits.maxFileSize else {
            diagnostics.error("`\(display)` is larger than \(limits.maxFileSize) bytes", at: nil)
            return nil
        }
        return File(displayPath: display, relativePath: relative, bytes: data)
    }
}

private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
