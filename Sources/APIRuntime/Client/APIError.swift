import Foundation

/// Everything that can go wrong with one call, typed by the endpoint's declared errors.
///
/// ```swift
/// do {
///     let pet = try await client.send(GetPetRequest(petID: 42))
/// } catch .endpoint(.notFound) {
///     // the endpoint's declared 404
/// } catch {
///     print(error.localizedDescription)   // transport, status, decoding, validation
/// }
/// ```
///
/// Swift 6.3's compiler can crash ("Found outside of lifetime use") on a `do` whose `catch`
/// clauses match some cases and leave the rest to an enclosing function that throws another
/// type, when the `do` also calls something that rethrows, such as `??`
/// (swiftlang/swift#89787, fixed after 6.3 by swiftlang/swift#90330): end such a `do` with a
/// plain `catch`, as above.
public enum APIError<Failure: Error & Sendable>: Error, Sendable {
    /// The request broke its constraints, or could not be encoded; nothing was sent.
    case invalidRequest(ValidationReport)
    /// The request did not complete: offline, timed out, cancelled, refused redirect, body too large.
    case transport(TransportError)
    /// A status the endpoint declares, with its decoded body.
    case endpoint(Failure)
    /// A status the endpoint does not declare, or a declared one whose body did not decode.
    case unexpectedStatus(UnexpectedResponse)
    /// A success whose body did not decode.
    case decoding(DecodingFailure)
    /// A success whose body broke the spec's constraints, or a declared error whose body's
    /// models did (only with response validation on).
    case invalidResponse(InvalidResponse)
}

extension APIError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .invalidRequest(let report):
            return "The request is invalid and was not sent:\n\(report)"
        case .transport(let error):
            return error.description
        case .endpoint(let failure):
            return "The server answered with a declared error: \(failure)".loggable()
        case .unexpectedStatus(let response):
            return response.description
        case .decoding(let failure):
            return failure.description
        case .invalidResponse(let response):
            return response.description
        }
    }
}

/// A response whose status the endpoint does not declare (or whose error body did not decode).
public struct UnexpectedResponse: Sendable, CustomStringConvertible {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The start of the body (at most `UnexpectedResponse.bodyLimit` bytes), as received: a
    /// credential the server echoed is still in it, though `description` leaves it out.
    public var body: Data
    /// Why a declared error body did not decode, if that is what happened.
    public var decodingProblem: String?

    /// How much of the body is kept.
    public static let bodyLimit = 64 * 1024

    /// What the request carried that `description` must not quote back.
    let sentSecrets: SentSecrets

    init(_ response: HTTPResponse, decodingProblem: String? = nil, sentSecrets: SentSecrets = .none) {
        status = response.status
        headers = response.headers
        body = response.body.prefix(Self.bodyLimit)
        bodyWasCut = response.body.count > Self.bodyLimit
        self.decodingProblem = decodingProblem
        self.sentSecrets = sentSecrets
    }

    /// The kept body as text, in the charset its `Content-Type` names (UTF-8 when it names
    /// none); `nil` when it is not text in that charset. A character the size limit cut in two
    /// is left out.
    public var bodyText: String? {
        guard case .success(let charset) = TextCharset.of(contentType: headers["Content-Type"]) else { return nil }
        if let text = charset.decode(body) { return text }
        guard bodyWasCut else { return nil }
        // A UTF-8 character is at most 4 bytes, and a UTF-16 surrogate pair 4.
        return (1...3).lazy.compactMap { charset.decode(body.dropLast($0)) }.first
    }

    /// Whether the body was longer than `bodyLimit`.
    let bodyWasCut: Bool

    /// The status and the start of the body as text. The request's credentials (also those a
    /// middleware added) and its `secret` headers, query items and body values are
    /// `<redacted>` where the server echoes them: as sent, escaped in a JSON string, or
    /// percent-encoded. A body too costly to search to its end (a secret of many backslashes,
    /// echoed in a body of them) is `<redacted>` from where the search stopped.
    public var description: String {
        var text = "The server answered with status \(status)"
        if let decodingProblem { text += ", and its body did not decode (\(sentSecrets.redacting(decodingProblem)))" }
        if let snippet = bodyText.map(sentSecrets.redacting)?.prefix(200), !snippet.isEmpty { text += ": \(snippet)" }
        return text.loggable()
    }
}

/// A success response whose body did not decode.
public struct DecodingFailure: Sendable, CustomStringConvertible {
    /// The status code.
    public var status: Int
    /// Where in the body decoding failed (`pets[2].name`; empty for the whole body).
    public var path: String
    /// What went wrong.
    public var message: String
    /// The start of the body (at most `UnexpectedResponse.bodyLimit` bytes).
    public var body: Data

    public var description: String {
        ("The response (status \(status)) did not decode" + (path.isEmpty ? "" : " at `\(path)`") + ": \(message)").loggable()
    }
}

/// A response whose decoded body breaks the API's constraints: a success, or a declared
/// error (the status tells which).
public struct InvalidResponse: Sendable, Hashable, CustomStringConvertible {
    /// The status code.
    public var status: Int
    /// Every constraint the body breaks.
    public var report: ValidationReport

    /// Creates the error for a body with this status that breaks what `report` holds.
    public init(status: Int, report: ValidationReport) {
        self.status = status
        self.report = report
    }

    /// The broken constraints, in the order found: `report.violations`.
    public var violations: [Violation] { report.violations }

    public var description: String {
        "The response (status \(status)) breaks the API's constraints:\n\(report)"
    }
}
