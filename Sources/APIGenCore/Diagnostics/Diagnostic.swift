/// One problem found in the specs, printed in swiftc's form so editors and CI
/// annotate the right line: `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A secondary location that explains the diagnostic, printed on its own line after it.
    public struct Note: Hashable, Sendable {
        /// Where the note points.
        public var location: SourceLocation
        /// What it says.
        public var message: String

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// The human-readable explanation, without location or severity.
    public var message: String
    /// Where the problem is; `nil` only for problems with no place in a file (an unreadable folder).
    public var location: SourceLocation?
    /// Related places, such as the first of two duplicate keys.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic and its notes, one line each, in swiftc's form.
    public var description: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes {
            lines.append(Self.line(.note, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        let prefix = location.map { "\($0): " } ?? "apigen: "
        return visible("\(prefix)\(severity.rawValue): \(message)")
    }

    /// Messages quote spec text and paths. Line breaks, control and bidirectional characters
    /// in them are spelled `\u{1B}`, so a spec cannot recolour or rewrite a terminal or a CI
    /// log, and every diagnostic stays on the one line editors and CI parse.
    static func visible(_ line: String) -> String {
        func hidden(_ scalar: Unicode.Scalar) -> Bool {
            SwiftText.isLineBreak(scalar) || SwiftText.needsEscapeInText(scalar)
        }
        guard line.unicodeScalars.contains(where: hidden) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if hidden(scalar) {
                result += SwiftText.spelledOut(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
