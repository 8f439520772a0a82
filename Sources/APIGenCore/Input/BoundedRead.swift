import Foundation

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
func readBounded(_ path: String, limit: Int, followingLinks: Bool = true) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return try? handle.read(upToCount: limit + 1) ?? Data()
}
