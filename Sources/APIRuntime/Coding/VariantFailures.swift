/// Why each variant of a union without a discriminator failed to decode. Generated code
/// tries the variants in order and records each failure here, so that the error for a
/// value no variant takes says why each one refused it, not only that they all did.
public struct VariantFailures: Sendable {
    private var failures: [(variant: String, error: any Error)] = []

    /// No failures yet.
    public init() {}

    /// Records that `variant` (its case name) did not decode, and why. The reason is
    /// formatted only if every variant fails: a union's first variants fail routinely.
    public mutating func record(_ error: any Error, decoding variant: String) {
        failures.append((variant, error))
    }

    /// The error for a value that no variant of `union` decodes: `matches no variant of
    /// Shape (circle: radius: the key is missing; square: side: the key is missing)`,
    /// each reason with its JSON path below the union's value.
    public func error(decoding union: String, at container: any SingleValueDecodingContainer) -> DecodingError {
        let depth = container.codingPath.count
        let reasons = failures.map { failure in
            let reason = (failure.error as? DecodingError).map { ResponseDecodingError($0, below: depth).description }
            return "\(failure.variant): \(reason ?? "\(failure.error)")"
        }
        return .dataCorrupted(DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "matches no variant of \(union) (\(reasons.joined(separator: "; ")))"))
    }
}
