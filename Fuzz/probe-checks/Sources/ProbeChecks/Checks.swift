import Foundation

/// A probe's checks, each reported on a line of its own as it is made.
public final class Checks: @unchecked Sendable {
    /// How many checks failed so far.
    public private(set) var failures = 0

    /// Creates the checks of one run.
    public init() {}

    /// Reports `what` as `ok` when `holds`, else as `FAIL` with `detail`.
    public func expect(_ holds: Bool, _ what: String, _ detail: @autoclosure () -> String = "") {
        if !holds { failures += 1 }
        say(holds ? "ok    \(what)" : "FAIL  \(what): \(detail())")
    }

    /// Reports `what` as failed with `error`.
    public func fail(_ what: String, _ error: any Error) {
        expect(false, what, "\(error)")
    }

    /// Writes `line` to standard output at once, so that a hang shows where it happened.
    public func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Reports the outcome and ends the program: 0 when every check held, else 1.
    public func finish() -> Never {
        say(failures == 0 ? "all checks passed" : "\(failures) checks failed")
        exit(failures == 0 ? 0 : 1)
    }

    /// The base URL a probe is run with (its only argument), or the usage on standard error
    /// and exit status 2.
    public static func baseURL(usage: String) -> URL {
        guard CommandLine.arguments.count == 2, let url = URL(string: CommandLine.arguments[1]) else {
            FileHandle.standardError.write(Data("usage: \(usage) BASE_URL\n".utf8))
            exit(2)
        }
        return url
    }
}
