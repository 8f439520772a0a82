@_exported import FlyingFox
import Foundation

/// A real HTTP server on a loopback address, started by a test and stopped when it ends.
/// It records every request exactly as received: the raw target (still percent-encoded),
/// the headers and the body.
public final class TestServer: Sendable {
    public struct Received: Sendable {
        public var method: String
        /// The request target as sent: `/pets/a%2Fb?q=1`.
        public var target: String
        /// Header values by lower-cased name.
        public var headers: [String: String]
        public var body: Data
    }

    public typealias Handler = @Sendable (Received) async throws -> FlyingFox.HTTPResponse

    private let server: HTTPServer
    private let task: Task<Void, Never>
    private let log: Locked<[Received]>
    public let baseURL: URL

    /// Runs `body` with a server on `host` (any 127.x.y.z address) and a free port,
    /// and stops the server afterwards, even when `body` throws.
    public static func with<T>(host: String = "127.0.0.1", _ handler: @escaping Handler, _ body: (TestServer) async throws -> T) async throws -> T {
        let server = try await TestServer(host: host, handler: handler)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    private init(host: String, handler respond: @escaping Handler) async throws {
        let log = Locked<[Received]>([])
        let handler = ClosureHTTPHandler { request in
            var headers: [String: String] = [:]
            for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
            let received = Received(method: request.method.rawValue, target: request.target.rawValue, headers: headers,
                                    body: try await request.bodyData)
            log.update { $0.append(received) }
            return try await respond(received)
        }
        let server = HTTPServer(address: try .inet(ip4: host, port: 0), timeout: TimeInterval(Self.patience), logger: .disabled)
        // A route for `*` alone takes the methods FlyingFox knows; a client may send others (`QUERY`).
        await server.appendRoute(HTTPRoute(methods: Self.methods, path: "*"), to: handler)
        let failure = Locked<(any Error)?>(nil)
        let task = Task {
            do { try await server.run() } catch { failure.update { $0 = error } }
        }
        let url: URL
        do {
            try await Self.waitUntilListening(server, unless: failure)
            guard case .ip4(_, let port)? = await server.listeningAddress, let address = URL(string: "http://\(host):\(port)") else {
                throw TestServerError.noAddress
            }
            url = address
        } catch {
            task.cancel()
            throw error
        }
        self.task = task
        self.server = server
        self.log = log
        baseURL = url
    }

    /// Every method a test sends.
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "QUERY", "TRACE", "CONNECT", "PURGE"].map { HTTPMethod($0) }

    /// How long a server may take to start listening, and a handler to answer. Generous: tests
    /// running alongside may keep a small machine's threads busy for a while, and a late server
    /// is still a server. One that fails to start says why at once.
    static let patience = 60

    /// Returns once `server` listens; throws the reason when its `run` fails first, or after `patience`.
    private static func waitUntilListening(_ server: HTTPServer, unless failure: Locked<(any Error)?>) async throws {
        let deadline = ContinuousClock.now + .seconds(patience)
        while await !server.isListening {
            if let error = failure.value { throw TestServerError.notStarted(error) }
            guard ContinuousClock.now < deadline else { throw TestServerError.notListening(afterSeconds: patience) }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Every request received so far.
    public var requests: [Received] { log.value }

    private func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }
}

/// A value that the server's tasks and the test share, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var held: Value

    init(_ value: Value) { held = value }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&held)
        lock.unlock()
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return held
    }

    /// The value, leaving `nil` in its place.
    func take<Wrapped>() -> Value where Value == Wrapped? {
        lock.lock()
        defer { lock.unlock() }
        let value = held
        held = nil
        return value
    }
}

public enum TestServerError: Error {
    case noAddress
    /// The server stopped before it listened, for this reason.
    case notStarted(any Error)
    case notListening(afterSeconds: Int)
}

extension FlyingFox.HTTPResponse {
    /// A JSON response.
    public static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> FlyingFox.HTTPResponse {
        .raw(status, Data(text.utf8), headers: headers.merging(["Content-Type": "application/json"]) { own, _ in own })
    }

    /// A response with any body and headers.
    public static func raw(_ status: Int, _ body: Data = Data(), headers: [String: String] = [:]) -> FlyingFox.HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers { fields[HTTPHeader(name)] = value }
        return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Status"), headers: fields, body: body)
    }
}
