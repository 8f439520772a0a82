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

/// Why an output folder cannot be one: `nil` when `path` is a folder (links followed) or
/// nothing yet, else the error to report once, instead of one error for each file apigen
/// would have written inside it.
func outputFolderProblem(_ path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
        return status.st_mode & S_IFMT == S_IFDIR ? nil : "`\(path)` is not a folder; apigen writes its files into a folder"
    }
    guard errno == ENOENT else { return "cannot use `\(path)` as the output folder: \(String(cString: strerror(errno)))" }
    // Creating the folder would fail with "File exists", which does not say what is wrong.
    return lstat(path, &status) == 0 ? "`\(path)` is a symbolic link to nothing; apigen does not create its target" : nil
}

/// Creates `folder` and the folders above it; the error to report when it cannot.
func createFolder(_ folder: String) -> String? {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return nil
    } catch {
        // Foundation on Linux names the folder it could not create, which may lie above `folder`.
        let failed = (error as? CocoaError)?.filePath ?? folder
        return "cannot create `\(failed)`: \(systemReason(error))"
    }
}

/// The operating system's words for a failed file operation ("Not a directory"). File
/// operations throw a `CocoaError` ("NSCocoaErrorDomain error 512" when described); the
/// POSIX error it wraps says what went wrong.
func systemReason(_ error: any Error) -> String {
    for candidate in [error, (error as? CocoaError)?.underlying] {
        if let posix = candidate as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
    }
    // FoundationEssentials has no localized descriptions; a code is what there is to say.
    if let cocoa = error as? CocoaError { return "the operation failed (Foundation's CocoaError \(cocoa.code.rawValue))" }
    return "\(error)"
}
