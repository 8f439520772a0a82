import Foundation

/// Reads a file the user pointed apigen at (a spec or a template), up to `limit`
/// bytes and one more, so that a file that grew after it was measured is still
/// caught as too large. `nil` when it cannot be opened or read.
///
/// Callers check first that the path is a regular file: opening a FIFO blocks.
/// (`FileManager.contents(atPath:)` is not used: on Linux it leaks a 4 KiB
/// buffer for every empty file it reads.)
func readBounded(_ path: String, limit: Int) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: limit + 1) ?? Data()
}
