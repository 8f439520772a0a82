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

/// Reads a regular file, up to `limit` bytes and one more, so that a file that
/// grew after it was measured is still caught as too large. `nil` when it
/// cannot be opened or read, or is not a regular file.
///
/// Callers check first, with `stat`, what the path is, to word their errors.
/// The file is opened without blocking and checked again once open, so a FIFO
/// swapped in after that check is refused instead of blocking the run.
/// With `followingLinks: false`, a link is refused too (the output folder's
/// rule). (`FileManager.contents(atPath:)` is not used: on Linux it leaks a
/// 4 KiB buffer for every empty file it reads.)
func readBounded(_ path: String, limit: Int, followingLinks: Bool = true) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let wanted = limit + 1
    var bytes = [UInt8](repeating: 0, count: min(wanted, max(Int(status.st_size), 0) + 1))
    var count = 0
    while count < wanted {
        if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, wanted - count))) }
        let got = bytes.withUnsafeMutableBytes { buffer in
            buffer.baseAddress.map { read(descriptor, $0 + count, buffer.count - count) } ?? 0
        }
        if got < 0 && errno == EINTR { continue }
        guard got >= 0 else { return nil }
        if got == 0 { break }
        count += got
    }
    bytes.removeLast(bytes.count - count)
    return bytes
}

/// Why a file a user pointed apigen at could not be read, at the file's first line
/// (or at the bad byte, for invalid UTF-8).
struct UserFileError: Error {
    var message: String
    var location: SourceLocation
}

/// Reads a template or a settings file whole: a regular file (links followed), at most
/// `limit` bytes even if it grows while read, and UTF-8. `what` names the file in
/// errors ("the template"), `plural` the kind ("templates").
func readUserFile(_ path: String, what: String, plural: String, limit: Int) -> Result<[UInt8], UserFileError> {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var status = stat()
    guard stat(path, &status) == 0 else {
        return .failure(UserFileError(message: "cannot read \(what): \(String(cString: strerror(errno)))", location: start))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
        return .failure(UserFileError(message: "\(what) is not a regular file (a folder, FIFO, socket or device); not read", location: start))
    }
    guard Int(status.st_size) <= limit else {
        return .failure(UserFileError(message: "\(what) is \(status.st_size) bytes; \(plural) are limited to \(limit) bytes", location: start))
    }
    guard let data = readBounded(path, limit: limit) else {
        return .failure(UserFileError(message: "cannot read \(what)", location: start))
    }
    guard data.count <= limit else {
        return .failure(UserFileError(
            message: "\(what) grew past \(limit) bytes while it was read; \(plural) are limited to \(limit) bytes", location: start))
    }
    let bytes = data
    if let (message, location) = UTF8Validation.error(in: bytes, file: path, kind: plural) {
        return .failure(UserFileError(message: message, location: location))
    }
    return .success(bytes)
}
