import Foundation

/// One endpoint call: what apigen generates for each endpoint in a spec.
///
/// A request names its `Response` and its declared errors (`Failure`), says how
/// it goes on the wire (`encode(into:)`) and how to read what comes back. The
/// client does the rest: base URL, headers, auth, middleware, validation,
/// status handling, errors.
///
/// ```swift
/// public struct GetPetRequest: APIRequest {
///     public typealias Response = Pet
///     public static let method = HTTPMethod.get
///     public static let pathTemplate = "/pets/{pet_id}"
///     public var petID: Int64
///
///     public func encode(into request: inout RequestBuilder) {
///         request.path(Self.pathTemplate, ["pet_id": petID])
///     }
///
///     public static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Pet {
///         try decoder.json(Pet.self, from: response)
///     }
///
///     public enum Failure: Error, Sendable { case notFound }
///
///     public static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
///         response.status == 404 ? .notFound : nil
///     }
/// }
/// ```
public protocol APIRequest: Sendable {
    /// What a successful response decodes to.
    associatedtype Response: Sendable
    /// The endpoint's declared error responses; `Never` when it declares none.
    associatedtype Failure: Error & Sendable

    /// The HTTP method.
    static var method: HTTPMethod { get }
    /// The path as the spec writes it: `/pets/{pet_id}` (for logs and stubs).
    static var pathTemplate: String { get }
    /// The credentials the endpoint accepts.
    static var auth: AuthRequirement { get }
    /// Seconds to wait for a response, overriding the client's default.
    static var timeout: TimeInterval? { get }
    /// The spec's name of the server the endpoint is served from when it is not the API's
    /// base URL (`uploads`): the client resolves the path against the URL its `servers` give
    /// that name. `nil` (the default) for the base URL.
    static var server: String? { get }
    /// The media types the endpoint's responses come in, success first, for the `Accept`
    /// header: `"application/json"`, or `"image/png, application/json"` for an image whose
    /// errors are JSON. `nil` sends none. An `Accept` in the client's headers wins.
    static var accept: String? { get }
    /// Header parameters and response headers (lower-case names) the spec marks `secret`.
    /// Like the credential headers of `auth`, logs show their values as `<redacted>`, and a
    /// redirect to another origin drops such a header from the request.
    static var secretHeaders: Set<String> { get }
    /// Query parameters the spec marks `secret`: logs and redirect errors show their values
    /// as `<redacted>`, and a redirect to another origin drops them.
    static var secretQueryItems: Set<String> { get }
    /// Whether the success is a stream of items (`ResponseStream`), which the transport hands
    /// over as it arrives rather than whole.
    static var streamsResponse: Bool { get }

    /// Writes path, query, headers, cookies and body.
    func encode(into request: inout RequestBuilder)

    /// Adds every constraint violation in the parameters and body to `report`.
    func validate(into report: inout ValidationReport)

    /// Decodes a 2xx response.
    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response

    /// Adds every constraint violation in a decoded response to `report`; the client calls
    /// it when it validates responses. The default checks the models the response holds
    /// (a model, or a list or map of them). Generated requests replace it where that misses
    /// something: constraints on the response itself (`maxItems` on a list, `maxLength` on
    /// text), or the models in a list of lists.
    static func validateResponse(_ response: Response, into report: inout ValidationReport)

    /// Decodes a declared error response; `nil` when the status is not declared.
    static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure?

    /// Adds every constraint violation in a declared error's decoded body to `report`; the
    /// client calls it when it validates responses. The default checks the models the
    /// failure holds (a model, or a list or map of them, alone or beside the status).
    /// Generated requests replace it where that misses something: constraints on an error
    /// body itself (`maxLength` on text, `maxItems` on a list), or the models in a list of lists.
    static func validateFailure(_ failure: Failure, into report: inout ValidationReport)
}

extension APIRequest {
    /// What this request breaks of the API's constraints, every violation at its path, as the
    /// client checks it before sending it (`validatesRequests`). A `readOnly` property of what it
    /// sends is not checked: the request leaves it out (`validate(into:)` alone checks it).
    public func validationReport() -> ValidationReport {
        var report = ValidationReport()
        report.isValidatingRequest = true
        validate(into: &report)
        report.isValidatingRequest = false
        return report
    }
}

extension APIRequest {
    public static var auth: AuthRequirement { .none }
    public static var timeout: TimeInterval? { nil }
    public static var server: String? { nil }
    public static var accept: String? { nil }
    public static var secretHeaders: Set<String> { [] }
    public static var secretQueryItems: Set<String> { [] }
    public static var streamsResponse: Bool { false }
    public func validate(into report: inout ValidationReport) {}

    public static func validateResponse(_ response: Response, into report: inout ValidationReport) {
        if let value = response as? any Validatable {
            value.validate(into: &report, at: .root)
        } else if let collection = response as? any ValidatableResponse {
            collection.validateElements(into: &report)
        }
    }

    public static func validateFailure(_ failure: Failure, into report: inout ValidationReport) {
        FailureValidation.validate(failure, into: &report)
    }
}

extension APIRequest where Failure == Never {
    public static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Never? { nil }
}
