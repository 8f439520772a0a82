import APIRuntime
import Foundation

/// Hand-written code beside the generated client: it uses the generated types like any other.
extension NotesAPI {
    /// A client with a token from the app's session.
    public static func signedInClient(token: @escaping @Sendable () async throws -> String,
                                      transport: any HTTPTransport = APIClient.defaultTransport) -> APIClient {
        client(transport: transport, credentials: .bearer(token))
    }
}
