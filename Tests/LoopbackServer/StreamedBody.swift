import FlyingFox
import FlyingSocks
import Foundation

/// A response body the test writes piece by piece while the response is under way, sent
/// with chunked transfer encoding: each `write` goes out as it is made.
public final class StreamedBody: Sendable {
    private let continuation: AsyncStream<[UInt8]>.Continuation
    private let unclaimed: Locked<AsyncStream<[UInt8]>?>
    private let ending = Locked<AsyncStream<[UInt8]>.Continuation.Termination?>(nil)
    private let limit: Duration

    /// Creates a body that ends by itself `limit` after the server starts sending it, so that a
    /// client that waits for the whole body gets it late instead of never. (Counted from the
    /// response, not from here: on a loaded machine a test server may take seconds to start.)
    public init(endingAfter limit: Duration = .seconds(20)) {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        self.continuation = continuation
        self.limit = limit
        unclaimed = Locked(stream)
        continuation.onTermination = { [ending] termination in ending.update { $0 = termination } }
    }

    /// Sends `text` now (nothing for empty text, which would end a chunked body).
    public func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// Sends `bytes` now (nothing for none, which would end a chunked body).
    public func write(_ bytes: Data) {
        guard !bytes.isEmpty else { return }
        continuation.yield(Array(bytes))
    }

    /// Ends the body.
    public func end() { continuation.finish() }

    /// Drops the connection where the body stands, as a network that fails does: the client
    /// gets no end of the body.
    public func drop() {
        continuation.yield([])
        continuation.finish()
    }

    /// Whether the server has stopped sending: the body ended, or the client went away.
    public var isStopped: Bool { ending.value != nil }

    /// Whether the server stopped sending before the body ended: the client went away, and
    /// the server dropped the connection.
    public var clientLeft: Bool {
        if case .cancelled? = ending.value { return true }
        return false
    }

    /// Whether the client leaves within `patience`: the body goes on with Server-Sent Events'
    /// comments (`:`) until the server finds it gone.
    public func clientLeaves(within patience: Duration = .seconds(15)) async throws -> Bool {
        let deadline = ContinuousClock.now + patience
        while !clientLeft, ContinuousClock.now < deadline {
            write(": still here\n")
            try await Task.sleep(for: .milliseconds(20))
        }
        return clientLeft
    }

    /// The response carrying this body; the body can be sent once.
    public func response(_ status: Int, headers: [String: String] = [:]) -> FlyingFox.HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers { fields[HTTPHeader(name)] = value }
        let stream = unclaimed.take() ?? AsyncStream { $0.finish() }
        Task { [continuation, limit] in
            try? await Task.sleep(for: limit)
            continuation.finish()
        }
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: "Status"), headers: fields, body: HTTPBodySequence(from: Chunks(stream: stream)))
    }
}

/// The written pieces as FlyingFox reads a body: buffers of bytes. An empty piece (`drop()`)
/// fails the body, and FlyingFox closes the connection.
private struct Chunks: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(pieces: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var pieces: AsyncStream<[UInt8]>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty { pending = try await nextPiece() ?? [] }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard pending.isEmpty else {
                defer { pending = [] }
                return pending
            }
            return try await nextPiece()
        }

        private mutating func nextPiece() async throws -> [UInt8]? {
            let piece = await pieces.next()
            if piece?.isEmpty == true { throw Dropped() }
            return piece
        }
    }
}

/// What fails a body that `drop()` cut.
private struct Dropped: Error {}
