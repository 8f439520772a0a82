import Foundation

/// The items of a streamed response (JSON Lines, JSON text sequences, Server-Sent Events),
/// decoded one by one as they arrive.
///
/// ```swift
/// let changes = try await client.send(WatchPetsRequest())
/// do {
///     for try await change in changes { print(change.data.kind) }   // throws APIError<Never>
/// } catch .decoding(let failure) {
///     print(failure.path)
/// } catch {
///     print(error)
/// }
/// ```
///
/// The client returns the stream as soon as the response's status and headers arrive; the
/// body is read while the loop runs. The connection closes when the loop ends: at the end of
/// the body, at the end marker, at an error, on `break`, or when its task is cancelled. An item that does not decode ends the stream with
/// `APIError.decoding`, whose path starts at the item's index (`[3].name`); with response
/// validation on, one that breaks the API's constraints ends it with `.invalidResponse`. A
/// stream is read once: a second loop over it finds no items. Chunks the reader has not
/// reached yet wait in memory. An event stream or a download may go on over new connections,
/// when the client's configuration asks for it (`StreamReconnection`).
///
/// The `do` ends with a plain `catch` because of a Swift 6.3 compiler crash that `APIError`
/// describes.
public struct ResponseStream<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = APIError<Never>

    /// The body, until a loop takes it: the loop's iterator is then its only holder, so that
    /// dropping the iterator ends the transport's stream and closes the connection.
    private let unread: LockedState<AsyncThrowingStream<Data, any Error>?>
    private let framing: StreamFraming
    private let settings: StreamSettings
    private let decodeItem: @Sendable (RawStreamItem, Int) throws(APIError<Never>) -> Element
    private let reconnector: StreamReconnector?

    init(
        chunks: AsyncThrowingStream<Data, any Error>, framing: StreamFraming, settings: StreamSettings,
        reconnector: StreamReconnector? = nil,
        decodeItem: @escaping @Sendable (RawStreamItem, Int) throws(APIError<Never>) -> Element
    ) {
        unread = LockedState(chunks)
        self.framing = framing
        self.settings = settings
        self.reconnector = reconnector
        self.decodeItem = decodeItem
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let chunks = unread.withLock { unread in
            defer { unread = nil }
            return unread
        }
        return AsyncIterator(
            chunks: chunks?.makeAsyncIterator(), framer: StreamFramer(framing: framing, limit: settings.itemLimit),
            settings: settings, reconnector: reconnector, decodeItem: decodeItem)
    }

    /// Reads the body chunk by chunk and hands out its items.
    public struct AsyncIterator: AsyncIteratorProtocol {
        public typealias Failure = APIError<Never>

        /// `nil` once the loop is over (or for a second loop over the stream).
        private var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator?
        private var framer: StreamFramer
        private let settings: StreamSettings
        private let decodeItem: @Sendable (RawStreamItem, Int) throws(APIError<Never>) -> Element
        private let reconnector: StreamReconnector?
        private var position: StreamPosition
        private var ready: [RawStreamItem] = []
        private var readyIndex = 0
        private var itemCount = 0
        private var bodyEnded = false
        /// Reconnections since the last item.
        private var reconnections = 0

        init(
            chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator?, framer: StreamFramer, settings: StreamSettings,
            reconnector: StreamReconnector?, decodeItem: @escaping @Sendable (RawStreamItem, Int) throws(APIError<Never>) -> Element
        ) {
            self.chunks = chunks
            self.framer = framer
            self.settings = settings
            self.reconnector = reconnector
            self.decodeItem = decodeItem
            position = StreamPosition(framing: framer.framing, validator: settings.validator)
        }

        public mutating func next() async throws(APIError<Never>) -> Element? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError<Never>) -> Element? {
            do {
                if let item = try await nextItem(isolation: actor), settings.end.map({ item.data.elementsEqual($0.utf8) }) != true {
                    itemCount += 1
                    reconnections = 0
                    return try decodeItem(item, itemCount - 1)
                }
            } catch {
                finish()
                throw error
            }
            finish()
            return nil
        }

        /// The loop is over: the transport's stream is let go, which closes the connection.
        private mutating func finish() {
            chunks = nil
            ready = []
            readyIndex = 0
        }

        /// The next item the body holds, reading chunks until one completes; `nil` at its end.
        private mutating func nextItem(isolation actor: isolated (any Actor)?) async throws(APIError<Never>) -> RawStreamItem? {
            while readyIndex == ready.count {
                guard chunks != nil else { return nil }
                if bodyEnded {
                    // The body ended and its last items are out: an event stream may go on.
                    guard position.framing == .events, reconnector?.policy.reconnectsAfterEnd == true,
                          try await reconnect(isolation: actor) == .reconnected else {
                        return nil
                    }
                    bodyEnded = false
                }
                let chunk: Data?
                do {
                    chunk = try await chunks?.next(isolation: actor)
                } catch {
                    let failure = Self.transportError(error)
                    guard failure != .cancelled else { throw .transport(failure) }
                    switch try await reconnect(isolation: actor) {
                    case .reconnected: continue
                    case .stopped: return nil
                    case .notAllowed: throw .transport(failure)
                    }
                }
                // The transport's stream stops handing out chunks once the task is cancelled.
                if chunk == nil, Task.isCancelled { throw .transport(.cancelled) }
                do {
                    if let chunk {
                        ready = try framer.feed(position.unread(chunk))
                    } else {
                        bodyEnded = true
                        ready = try framer.finish()
                    }
                    readyIndex = 0
                } catch {
                    throw .transport(.responseTooLarge(limit: settings.itemLimit))
                }
            }
            defer { readyIndex += 1 }
            return ready[readyIndex]
        }

        private enum Reconnection { case reconnected, stopped, notAllowed }

        /// Opens the stream again after its connection ended, when a reconnector allows it and
        /// the stream knows where to go on from: waits, sends the request again asking for the
        /// rest, and goes on reading its response's body. (It runs in the loop's isolation, as
        /// it changes the iterator.)
        private mutating func reconnect(isolation actor: isolated (any Actor)?) async throws(APIError<Never>) -> Reconnection {
            guard let reconnector, let changes = position.headerChanges(lastEventID: framer.lastEventID) else { return .notAllowed }
            let policy = reconnector.policy
            while reconnections < policy.maxAttempts {
                reconnections += 1
                do {
                    try await policy.sleep(policy.wait(before: reconnections, serverTime: framer.reconnectionTime))
                } catch {
                    throw .transport(.cancelled)
                }
                guard !Task.isCancelled else { throw .transport(.cancelled) }
                let response: HTTPResponse
                do throws(APIError<Never>) {
                    response = try await reconnector.reopen(changes)
                } catch .transport(let failure) where failure != .cancelled && reconnections < policy.maxAttempts {
                    continue
                }
                guard try position.goesOn(with: response) else { return .stopped }
                chunks = ResponseDecoder.chunks(of: response).makeAsyncIterator()
                framer = framer.restarted()
                ready = []
                readyIndex = 0
                return .reconnected
            }
            return .notAllowed
        }

        private static func transportError(_ error: any Error) -> TransportError {
            switch error {
            case let error as TransportError: return error
            case is CancellationError: return .cancelled
            default: return .other(String(describing: error))
            }
        }
    }
}

/// What a stream's reading needs to know besides its bytes.
struct StreamSettings: Sendable {
    /// The response's status, for errors.
    var status: Int
    /// The most bytes one item may hold (the client's `maxResponseBodySize`).
    var itemLimit: Int
    /// An item whose bytes are exactly this ends the stream (`[DONE]`).
    var end: String?
    /// A download's validator, for going on from a byte over a new connection.
    var validator: String? = nil
}
