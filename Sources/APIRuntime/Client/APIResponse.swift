/// A decoded success with the status and header fields it came with: for what the spec
/// does not declare, such as a request ID to quote to the API's support, a `Date`, or a
/// rate limit header.
///
/// ```swift
/// let answer = try await client.response(to: CreatePetRequest(body: newPet))
/// print(answer.status, answer.headers["X-Request-ID"] ?? "-", answer.value.id)
/// ```
public struct APIResponse<Value> {
    /// The decoded response, as `APIClient.send(_:)` returns it.
    public var value: Value
    /// The status code (2xx).
    public var status: Int
    /// The header fields, as the transport handed them to the client (after middleware).
    public var headers: HTTPHeaders

    /// Creates a response.
    public init(value: Value, status: Int, headers: HTTPHeaders) {
        self.value = value
        self.status = status
        self.headers = headers
    }
}

extension APIResponse: Sendable where Value: Sendable {}
