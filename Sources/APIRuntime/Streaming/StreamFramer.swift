import Foundation

/// How a streamed body is cut into items.
public enum StreamFraming: Sendable, Hashable {
    /// JSON Lines (`application/jsonl`, `application/x-ndjson`): one JSON value per line.
    case jsonLines
    /// JSON text sequences (RFC 7464, `application/json-seq`): each value after a record separator.
    case jsonSequence
    /// Server-Sent Events (`text/event-stream`), as the WHATWG HTML standard reads them.
    case events
    /// The bytes themselves, each chunk an item as it arrives: a download too large to hold.
    case bytes
}

/// One item cut from a streamed body, before decoding: a line, a record, an event, or a chunk of bytes.
struct RawStreamItem: Sendable, Equatable {
    /// The line, record or chunk, or the event's `data` (its `data:` lines joined by line feeds).
    var data: [UInt8]
    /// An event's type (`event:`), when it names one.
    var event: String?
    /// The last event ID the stream set (`id:`), which stays until another replaces it.
    var id: String?
    /// An event's reconnection time in milliseconds (`retry:`), when it sets one.
    var retry: Int?
}

/// Cuts a body arriving in chunks into items, holding at most `limit` bytes of an unfinished
/// one: a line, record or event larger than that is an error, not a buffer that grows.
struct StreamFramer {
    /// An item grew past the limit before it ended.
    struct ItemTooLarge: Error {}

    let framing: StreamFraming
    let limit: Int
    private var lines = LineSplitter()
    private var record: [UInt8] = []
    private var event = EventAssembler()
    /// Only an event stream looks at its start, for a byte order mark.
    private var atStart: Bool
    private var head: [UInt8] = []

    init(framing: StreamFraming, limit: Int) {
        self.framing = framing
        self.limit = limit
        atStart = framing == .events
    }

    /// A framer for the same stream's next connection: an event stream keeps its last event ID
    /// and reconnection time; whatever the last connection left unfinished is dropped.
    func restarted() -> StreamFramer {
        var next = StreamFramer(framing: framing, limit: limit)
        next.event = event.continued()
        return next
    }

    /// An event stream's last event ID, as of the last event it completed: what a reconnection
    /// sends as `Last-Event-ID` (empty once the server reset it); `nil` before any was set.
    var lastEventID: String? { event.lastEventID }

    /// The reconnection time an event stream last asked for (`retry:`), in milliseconds.
    var reconnectionTime: Int? { event.reconnectionTime }

    /// The items `chunk` completes.
    mutating func feed(_ chunk: some Collection<UInt8>) throws(ItemTooLarge) -> [RawStreamItem] {
        guard !atStart else {
            // An event stream may begin with a byte order mark, which is no part of its first
            // line; it may come in more than one chunk.
            head += chunk
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            if head.count < bom.count, bom.starts(with: head) { return [] }
            if head.starts(with: bom) { head.removeFirst(bom.count) }
            return try startFeeding()
        }
        return try frame(chunk[...])
    }

    /// Feeds what was held back at the start.
    private mutating func startFeeding() throws(ItemTooLarge) -> [RawStreamItem] {
        atStart = false
        defer { head = [] }
        return try frame(head[...])
    }

    private mutating func frame<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(ItemTooLarge) -> [RawStreamItem] {
        var items: [RawStreamItem] = []
        switch framing {
        case .jsonLines:
            for line in lines.feed(bytes) {
                if let item = Self.trimmed(line) { items.append(RawStreamItem(data: item)) }
            }
            guard lines.pending <= limit else { throw ItemTooLarge() }
        case .jsonSequence:
            var rest = bytes[...]
            while let separator = rest.firstIndex(of: 0x1E) {
                record += rest[..<separator]
                if let item = Self.trimmed(record) { items.append(RawStreamItem(data: item)) }
                record.removeAll(keepingCapacity: true)
                rest = rest[rest.index(after: separator)...]
            }
            record += rest
            guard record.count <= limit else { throw ItemTooLarge() }
        case .events:
            for line in lines.feed(bytes) {
                if let item = event.take(line) { items.append(item) }
            }
            guard lines.pending + event.pending <= limit else { throw ItemTooLarge() }
        case .bytes:
            // A chunk is as large as the transport made it: the limit is for items that must be whole.
            return bytes.isEmpty ? [] : [RawStreamItem(data: Array(bytes))]
        }
        guard items.allSatisfy({ $0.data.count <= limit }) else { throw ItemTooLarge() }
        return items
    }

    /// The items the end of the body completes: a last line or record without its ending.
    /// An event without the blank line that ends it is dropped, as the standard says.
    mutating func finish() throws(ItemTooLarge) -> [RawStreamItem] {
        var items = atStart ? try startFeeding() : []
        switch framing {
        case .jsonLines:
            if let item = lines.finish().flatMap(Self.trimmed) { items.append(RawStreamItem(data: item)) }
        case .jsonSequence:
            if let item = Self.trimmed(record) { items.append(RawStreamItem(data: item)) }
            record.removeAll()
        case .events:
            if let line = lines.finish() { _ = event.take(line) }
        case .bytes:
            break
        }
        guard items.allSatisfy({ $0.data.count <= limit }) else { throw ItemTooLarge() }
        return items
    }

    /// `bytes` without the JSON whitespace around them; `nil` when nothing else is left.
    private static func trimmed(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return nil }
        var result = Array(bytes[first...])
        while let last = result.last, isSpace(last) { result.removeLast() }
        return result
    }
}

/// Cuts bytes into lines ended by CR LF, LF or CR, across chunk boundaries.
struct LineSplitter {
    private var line: [UInt8] = []
    /// The last chunk ended in CR: a LF that starts the next belongs to the same line end.
    private var afterCR = false

    /// The bytes of the unfinished line.
    var pending: Int { line.count }

    mutating func feed(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var rest = bytes[...]
        if afterCR, rest.first == 0x0A { rest = rest.dropFirst() }
        afterCR = false
        while let end = rest.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            line += rest[..<end]
            lines.append(line)
            line.removeAll(keepingCapacity: true)
            let next = rest.index(after: end)
            if rest[end] == 0x0D {
                if next == rest.endIndex {
                    afterCR = true
                    rest = rest[next...]
                    break
                }
                rest = rest[next...]
                if rest.first == 0x0A { rest = rest.dropFirst() }
            } else {
                rest = rest[next...]
            }
        }
        line += rest
        return lines
    }

    /// The last line, when the bytes ended without a line end after it.
    mutating func finish() -> [UInt8]? {
        defer { line.removeAll() }
        return line.isEmpty ? nil : line
    }
}

/// Puts Server-Sent Events together from their lines, as the WHATWG HTML standard's
/// "interpret an event stream" says.
struct EventAssembler {
    private var data: [UInt8] = []
    private var hasData = false
    private var type: String?
    /// The standard's "last event ID buffer": set by `id:`, taken at each dispatch.
    private var lastID: String?
    private var retry: Int?
    /// The standard's "last event ID string": the buffer as of the last blank line, so that an
    /// `id:` in an event the connection cut off does not count.
    private(set) var lastEventID: String?
    /// Set by `retry:` as soon as it is read, dispatched or not, as the standard says.
    private(set) var reconnectionTime: Int?

    /// An assembler for the stream's next connection, which keeps the last event ID and the
    /// reconnection time.
    func continued() -> EventAssembler {
        var next = EventAssembler()
        next.lastID = lastEventID
        next.lastEventID = lastEventID
        next.reconnectionTime = reconnectionTime
        return next
    }

    /// The bytes of the unfinished event.
    var pending: Int { data.count }

    /// Reads one line; returns the event a blank line completes.
    mutating func take(_ line: [UInt8]) -> RawStreamItem? {
        guard !line.isEmpty else { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }  // a comment: a keep-alive, often
        let name: ArraySlice<UInt8>
        var value: ArraySlice<UInt8>
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            name = line[..<colon]
            value = line[(colon + 1)...]
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            name = line[...]
            value = []
        }
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            type = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(0x0A) }
            data += value
            hasData = true
        case "id" where !value.contains(0):
            lastID = String(decoding: value, as: UTF8.self)
        case "retry" where !value.isEmpty && value.allSatisfy({ (0x30...0x39).contains($0) }):
            retry = Int(String(decoding: value, as: UTF8.self))
            reconnectionTime = retry ?? reconnectionTime
        default:
            break  // unknown fields are ignored
        }
        return nil
    }

    /// The event so far, if it has data; either way the next one starts afresh (the last
    /// event ID stays).
    private mutating func dispatch() -> RawStreamItem? {
        lastEventID = lastID
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            type = nil
            retry = nil
        }
        guard hasData else { return nil }
        return RawStreamItem(data: data, event: type.flatMap { $0.isEmpty ? nil : $0 }, id: lastID.flatMap { $0.isEmpty ? nil : $0 }, retry: retry)
    }
}
