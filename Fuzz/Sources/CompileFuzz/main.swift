@testable import APIGenCore
import Foundation

// Generates random specs (RandomSpec), runs apigen on each in memory, and compiles
// what it generates with swiftc (SIL diagnostics included, warnings as errors),
// against the APIRuntime module in --modules. A spec apigen refuses must be refused
// with located errors; a spec it accepts must compile. With --round-trip, JSON
// samples of every model must also survive decoding, encoding and decoding again,
// and validate with the violations the samples foresee, and so must requests of every
// endpoint made from decoded arguments; each endpoint's success and declared errors, answered
// with sample bodies (and headers), must come back through a validating `APIClient` as themselves or as
// `invalidResponse` with the violations foreseen (`roundTrip`). Each failure is saved as a spec file and what went wrong under
// --findings. `--split` spreads each spec over several files (`RandomSpec.makeFiles`).
// `--print SEED` prints one seed's spec; `--keep` keeps the generated code. Usage: see
// Fuzz/compile-check.

struct Options {
    var modules = ""
    var firstSeed: UInt64 = 1
    var count = 100
    var findings = "findings"
    var jobs = 2
    var access = "mixed"
    var printOnly: UInt64?
    var roundTrip = false
    /// Spread each spec over several files.
    var split = false
    /// Keep the generated code and programs (in the temporary folder printed at the end).
    var keep = false

    init(_ arguments: [String]) {
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            switch flag {
            case "--round-trip": roundTrip = true; continue
            case "--keep": keep = true; continue
            case "--split": split = true; continue
            default: break
            }
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--modules": modules = value
            case "--seed": firstSeed = UInt64(value) ?? firstSeed
            case "--count": count = Int(value) ?? count
            case "--findings": findings = value
            case "--jobs": jobs = Int(value) ?? jobs
            case "--access": access = value  // public, package, internal; by default, each in turn
            case "--print": printOnly = UInt64(value)
            default:
                FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
                exit(2)
            }
        }
    }
}

enum Outcome: Sendable {
    case compiled
    case refused(reason: String)
    case failed(seed: UInt64, problem: String)
}

/// Results of the workers, gathered under a lock.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Outcome] = []

    func add(_ outcome: Outcome) {
        lock.lock()
        outcomes.append(outcome)
        lock.unlock()
    }

    var all: [Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}

/// The spec files of `seed`, by path relative to the spec folder.
func specs(seed: UInt64, split: Bool) -> [String: String] {
    split ? RandomSpec.makeFiles(seed: seed) : ["random.yaml": RandomSpec.make(seed: seed)]
}

func check(seed: UInt64, options: Options, scratch: URL) -> Outcome {
    let access = AccessLevel(rawValue: options.access) ?? AccessLevel.allCases[Int(seed % 3)]
    let inputs = specs(seed: seed, split: options.split).sorted { $0.key < $1.key }.map {
        SpecFolder.File(displayPath: $0.key, relativePath: $0.key, bytes: Array($0.value.utf8))
    }
    let (api, resolved) = APIGen.resolve(inputs, diagnostics: Diagnostics(), limits: .default)
    let (files, diagnostics) = APIGen.emit(api, resolved, templates: nil, access: access, apiFileName: nil)
    guard let files, let api else {
        let errors = diagnostics.errors
        if errors.isEmpty { return .failed(seed: seed, problem: "refused without an error") }
        if let unlocated = errors.first(where: { $0.location == nil }) {
            return .failed(seed: seed, problem: "an error without a position: \(unlocated)")
        }
        return .refused(reason: shape(of: errors[0].message))
    }
    let folder = scratch.appendingPathComponent("\(seed)")
    do {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        var problems = try compile(paths, modules: options.modules)
        if problems.isEmpty, options.roundTrip {
            problems = try roundTrip(api: api, seed: seed, sources: paths, folder: folder, modules: options.modules)
        }
        if !problems.isEmpty { problems = "generated with access \(access.rawValue)\n" + problems }
        if !options.keep { try? FileManager.default.removeItem(at: folder) }
        return problems.isEmpty ? .compiled : .failed(seed: seed, problem: problems)
    } catch {
        return .failed(seed: seed, problem: "could not compile: \(error)")
    }
}

/// A message with its names and numbers left out, so that refusals group by kind.
func shape(of message: String) -> String {
    var result = ""
    var inName = false
    for character in message {
        if character == "`" {
            inName.toggle()
            if inName { result += "`…`" }
        } else if !inName {
            result.append(character.isNumber ? "#" : character)
        }
    }
    return result
}

/// swiftc's complaints about the files, or an empty string.
func compile(_ paths: [String], modules: String) throws -> String {
    try SwiftCompiler.check(paths, module: "RandomClient", modules: modules)
}

/// Builds the generated code with a program that decodes JSON samples of every model
/// (`SampleJSON`), encodes what it decoded and decodes that again, and runs it: what it
/// reports, or an empty string. The two values must be equal, or else encode the same. A model
/// that validates must report exactly the violations the sample foresees, and so must requests
/// made from decoded arguments (`SampleJSON.request`), as the client validates them
/// (`validationReport()`, which leaves `readOnly` properties unchecked), which must also encode
/// without trapping.
/// Each of `answers(of:)`, sent to such a request by a transport, must come back through a client
/// that validates responses as the success or error it is, or as `invalidResponse` with the
/// violations its sample body foresees (`validateResponse` and `validateFailure`).
func roundTrip(api: APIModel, seed: UInt64, sources: [String], folder: URL, modules: String) throws -> String {
    var samples = SampleJSON(api: api, seed: seed)
    let table = TypeTable(api)
    var program = #"""
        import Foundation
        import APIRuntime

        /// Whether `value` validates with the violations foreseen, leaving out those under `unforeseen`.
        func validates(_ name: Swift.String, _ expected: Swift.Set<Swift.String>,
                       _ unforeseen: [(Swift.String, Swift.String?)], _ validate: () -> APIRuntime.ValidationReport) -> Swift.Bool {
            func foreseen(_ line: Swift.String) -> Swift.Bool {
                let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
                let path = Swift.String(parts[0]), constraint = Swift.String(parts[1])
                return !unforeseen.contains { prefix, only in
                    (only == nil || only == constraint)
                        && (prefix == "(root)" || path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "["))
                }
            }
            let reported = Swift.Set(validate().violations.map { "\($0.path)\t\($0.constraint)" }).filter(foreseen)
            let wanted = expected.filter(foreseen)
            if reported == wanted { return true }
            Swift.print("\(name): validates with \(reported.sorted()), not \(wanted.sorted())")
            return false
        }

        func check<T: Swift.Codable & Swift.Equatable>(
            _ type: T.Type, _ json: Swift.String, _ name: Swift.String,
            untagged: Swift.Bool, violations expected: Swift.Set<Swift.String>? = nil, unforeseen: [(Swift.String, Swift.String?)] = []
        ) -> Swift.Bool {
            let coding = APIRuntime.JSONCoding()
            do {
                let value = try coding.makeDecoder().decode(T.self, from: Foundation.Data(json.utf8))
                let encoded = try coding.makeEncoder().encode(value)
                let again = try coding.makeDecoder().decode(T.self, from: encoded)
                // An untagged union decodes to its first variant that fits, so `{}` read as an object with
                // nothing required may come back as an empty map listed before it: the JSON is the same.
                // Or as an earlier object whose properties all have defaults, which it then writes: under
                // an untagged union, the value read the second time must come back from a third trip.
                guard try value == again || coding.makeEncoder().encode(again) == encoded
                    || (untagged && coding.makeDecoder().decode(T.self, from: coding.makeEncoder().encode(again)) == again)
                else {
                    Swift.print("\(name): \(json) encodes as \(Swift.String(decoding: encoded, as: Swift.UTF8.self)), which decodes to another value")
                    return false
                }
                guard let expected, let validatable = value as? any APIRuntime.Validatable else { return true }
                return validates("\(name): \(json)", expected, unforeseen) { validatable.validationReport() }
            } catch {
                Swift.print("\(name): \(json): \(error)")
            }
            return false
        }

        /// A request made from decoded arguments must validate as foreseen, and encode without trapping:
        /// sent through a client (which does not validate it), what reaches the transport must read back,
        /// as a server reads it, as the request's own values: `wrong` names what does not.
        /// On the main actor, as the top-level code that passes `wrong` is.
        @MainActor func checkRequest<R: APIRuntime.APIRequest>(
            _ name: Swift.String, violations expected: Swift.Set<Swift.String>, unforeseen: [(Swift.String, Swift.String?)],
            wrong: (R, APIRuntime.HTTPRequest, Swift.Bool) -> [Swift.String], _ make: () throws -> R
        ) async -> Swift.Bool {
            let request: R
            do {
                request = try make()
            } catch {
                Swift.print("\(name): its arguments do not decode: \(error)")
                return false
            }
            let validated = validates(name, expected, unforeseen) { request.validationReport() }
            guard validated, let baseURL = Foundation.URL(string: "http://127.0.0.1") else { return false }
            let capture = __Capture()
            let client = APIRuntime.APIClient(
                baseURL: baseURL, transport: capture, configuration: .init(validatesRequests: false, validatesResponses: false))
            do {
                _ = try await client.send(request)
            } catch {
                // A value the wire cannot carry (a line break in a header) is refused unsent.
                if case .invalidRequest = error { return true }
            }
            guard let sent = capture.request else {
                Swift.print("\(name): nothing was sent")
                return false
            }
            // Under an untagged union, JSON may read back as another variant that fits (as in `check`).
            let mistaken = wrong(request, sent, unforeseen.contains { $0.1 == nil })
            guard mistaken.isEmpty else {
                let body = sent.body.map { Swift.String(decoding: $0, as: Swift.UTF8.self) } ?? ""
                Swift.print("\(name): read back as other values: \(mistaken.joined(separator: ", ")), from \(sent.method) "
                    + "\(sent.url.absoluteString.prefix(800)) \(sent.headers) \(body.prefix(800))")
                return false
            }
            return true
        }

        /// Keeps the request a client sends, and answers none.
        final class __Capture: APIRuntime.HTTPTransport, @unchecked Swift.Sendable {
            private let lock = Foundation.NSLock()
            private var sent: APIRuntime.HTTPRequest?

            var request: APIRuntime.HTTPRequest? { lock.withLock { sent } }

            func send(_ request: APIRuntime.HTTPRequest, context: APIRuntime.TransportContext) async throws -> APIRuntime.HTTPResponse {
                lock.withLock { sent = request }
                throw Swift.CancellationError()
            }
        }

        /// A request as a server reads it, written apart from the runtime: path segments split at `/` and
        /// percent-decoded, query and form items split at `&` and `=` with `+` read as a space, cookies split at `;`.
        struct __Received {
            let segments: [Swift.String]
            let query: [(name: Swift.String, value: Swift.String)]
            let form: [(name: Swift.String, value: Swift.String)]
            let headers: APIRuntime.HTTPHeaders
            let cookies: [(name: Swift.String, value: Swift.String)]

            init(_ request: APIRuntime.HTTPRequest) {
                let components = Foundation.URLComponents(url: request.url, resolvingAgainstBaseURL: false)
                segments = (components?.percentEncodedPath ?? "").split(separator: "/", omittingEmptySubsequences: false).map(Swift.String.init)
                query = Self.items(components?.percentEncodedQuery ?? "")
                form = Self.items(request.body.map { Swift.String(decoding: $0, as: Swift.UTF8.self) } ?? "")
                headers = request.headers
                cookies = (request.headers["Cookie"] ?? "").split(separator: ";").map { pair in
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let name = parts[0].trimmingCharacters(in: .whitespaces)
                    return (name, parts.count > 1 ? Swift.String(parts[1]) : "")
                }
            }

            private static func items(_ text: Swift.String) -> [(name: Swift.String, value: Swift.String)] {
                text.split(separator: "&").map { item in
                    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    return (decoded(parts[0], plusIsSpace: true) ?? "\u{FFFD}", parts.count > 1 ? Swift.String(parts[1]) : "")
                }
            }

            static func decoded(_ text: some Swift.StringProtocol, plusIsSpace: Swift.Bool) -> Swift.String? {
                (plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : Swift.String(text)).removingPercentEncoding
            }

            /// What fills `{name}` in `template` (a list's items split at its commas, as a comma in an
            /// item is sent as `%2C`); `nil` when its segment holds literal text that needs encoding or
            /// another placeholder, or a list fills it with nothing, so that the value cannot be told apart.
            func path(_ template: Swift.String, _ name: Swift.String, list: Swift.Bool = false) -> [Swift.String]? {
                let parts = (template.hasPrefix("/") ? template : "/" + template).split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == segments.count else { return [] }
                guard let index = parts.firstIndex(where: { $0.contains("{\(name)}") }),
                      let range = parts[index].range(of: "{\(name)}") else { return [] }
                let part = parts[index], segment = segments[index]
                let prefix = Swift.String(part[..<range.lowerBound]), suffix = Swift.String(part[range.upperBound...])
                let plain = { (text: Swift.String) in text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-._~".unicodeScalars.contains($0)) } }
                guard plain(prefix), plain(suffix) else { return nil }
                guard segment.count >= prefix.count + suffix.count, segment.hasPrefix(prefix), segment.hasSuffix(suffix) else { return [] }
                let filled = segment.dropFirst(prefix.count).dropLast(suffix.count)
                if list {
                    // No items and one empty item are both sent as nothing.
                    guard !filled.isEmpty else { return nil }
                    return filled.split(separator: ",", omittingEmptySubsequences: false).map { Self.decoded($0, plusIsSpace: false) ?? "\u{FFFD}" }
                }
                return Self.decoded(filled, plusIsSpace: false).map { [$0] } ?? []
            }

            /// The values of the query (or form) items named `name`: each, or the one item's parts
            /// between `separator`s. `nil` when a value's own text holds a separator that is sent
            /// percent-encoded (`%20`, `%7C`), as the value's own character is: a comma is sent as
            /// itself, and a comma in a value as `%2C`.
            func items(_ name: Swift.String, in form: Swift.Bool = false, separator: Swift.String? = nil, texts: [Swift.String]) -> [Swift.String]? {
                let values = (form ? self.form : query).filter { $0.name == name }.map(\.value)
                guard let separator, values.count == 1 else { return values.map { Self.decoded($0, plusIsSpace: true) ?? "\u{FFFD}" } }
                guard let plain = Self.decoded(separator, plusIsSpace: false),
                      plain == separator || !texts.contains(where: { $0.contains(plain) }) else { return nil }
                return values[0].components(separatedBy: separator).map { Self.decoded($0, plusIsSpace: true) ?? "\u{FFFD}" }
            }

            /// The values of `key` in the one query item `name` that joins an object's keys and values
            /// by commas (`near=lat,52.5,lon,13.4`, a form object with `explode: false`).
            func joined(_ name: Swift.String, key: Swift.String) -> [Swift.String] {
                guard let pairs = pairs(name) else { return ["\u{FFFD}"] }
                return pairs.filter { $0.key == key }.map(\.text)
            }

            /// A map's entries sent as items named `name[key]`, an array's elements each as `name[key][]`
            /// (`style: deepObject`).
            func prefixed(_ name: Swift.String) -> [(key: Swift.String, text: Swift.String)] {
                query.compactMap { item in
                    let itemName = item.name.hasSuffix("[]") ? Swift.String(item.name.dropLast(2)) : item.name
                    guard itemName.count > name.count + 1, itemName.hasPrefix(name + "["), itemName.hasSuffix("]") else { return nil }
                    return (Swift.String(itemName.dropFirst(name.count + 1).dropLast()), Self.decoded(item.value, plusIsSpace: true) ?? "\u{FFFD}")
                }
            }

            /// The keys and values joined into the one item `name=key,value,…` (`explode: false`);
            /// `nil` when the item is sent twice or its parts do not pair up.
            func pairs(_ name: Swift.String) -> [(key: Swift.String, text: Swift.String)]? {
                let values = query.filter { $0.name == name }.map(\.value)
                guard values.count == 1 else { return values.isEmpty ? [] : nil }
                let parts = values[0].components(separatedBy: ",").map { Self.decoded($0, plusIsSpace: true) ?? "\u{FFFD}" }
                guard parts.count % 2 == 0 else { return nil }
                return Swift.stride(from: 0, to: parts.count, by: 2).map { (parts[$0], parts[$0 + 1]) }
            }

            /// The query items no other parameter sends (`taken`): a `form` map's entries, each named by its key.
            func others(_ taken: (Swift.String) -> Swift.Bool) -> [(key: Swift.String, text: Swift.String)] {
                query.filter { !taken($0.name) }.map { ($0.name, Self.decoded($0.value, plusIsSpace: true) ?? "\u{FFFD}") }
            }

            /// The header's value, or its parts between commas (none in an empty value, as in an empty
            /// list); `nil` when a value's own text holds a comma or is empty.
            func header(_ name: Swift.String, split: Swift.Bool = false, texts: [Swift.String]) -> [Swift.String]? {
                guard let value = headers[name] else { return [] }
                guard split else { return [value] }
                guard !texts.contains(where: { $0.isEmpty || $0.contains(",") }) else { return nil }
                return value.isEmpty ? [] : value.components(separatedBy: ",")
            }

            func cookie(_ name: Swift.String) -> [Swift.String] {
                cookies.filter { $0.name == name }.map { Self.decoded($0.value, plusIsSpace: false) ?? "\u{FFFD}" }
            }

            /// The bytes of each multipart part named `name` (its `Content-Disposition` name, with `%22`,
            /// `%0D` and `%0A` read back as browsers write them), split at the boundary `Content-Type` names.
            func parts(_ name: Swift.String, of body: Foundation.Data?) -> [Foundation.Data] {
                guard let body, let type = headers["Content-Type"], let range = type.range(of: "boundary=") else { return [] }
                let delimiter = Foundation.Data(("\r\n--" + type[range.upperBound...]).utf8)
                var found: [Foundation.Data] = []
                // The body starts with the delimiter less its line break; each part ends at the next one.
                var rest = Foundation.Data("\r\n".utf8) + body
                while let start = rest.range(of: delimiter) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.range(of: delimiter), let split = rest.range(of: Foundation.Data("\r\n\r\n".utf8), in: rest.startIndex..<end.lowerBound)
                    else { break }
                    let head = Swift.String(decoding: rest[rest.startIndex..<split.lowerBound], as: Swift.UTF8.self)
                    let partName = head.components(separatedBy: "name=\"").dropFirst().first?.components(separatedBy: "\"").first
                    let unquoted = partName?.replacingOccurrences(of: "%22", with: "\"").replacingOccurrences(of: "%0D", with: "\r")
                        .replacingOccurrences(of: "%0A", with: "\n")
                    if unquoted == name { found.append(Foundation.Data(rest[split.upperBound..<end.lowerBound])) }
                }
                return found
            }
        }

        func __one<T>(_ value: T?) -> [T] { value.map { [$0] } ?? [] }
        func __many<T>(_ values: [T]?) -> [T] { values ?? [] }

        /// Equal, or for dates within the millisecond that RFC 3339 text here keeps.
        func __equal<T: Swift.Equatable>(_ value: T, _ other: T?) -> Swift.Bool {
            guard let other else { return false }
            if let date = value as? Foundation.Date, let otherDate = other as? Foundation.Date {
                return Swift.abs(date.timeIntervalSince(otherDate)) < 0.001
            }
            return value == other
        }

        /// Whether `texts`, read as `T`, are `values`; `nil` texts could not be told apart.
        func __sameTexts<T: APIRuntime.HTTPTextValue & Swift.Equatable>(_ values: [T], _ texts: [Swift.String]?) -> Swift.Bool {
            guard let texts else { return true }
            return values.count == texts.count && Swift.zip(values, texts).allSatisfy { __equal($0, T(httpText: $1)) }
        }

        /// Whether a map's `entries` as sent, each key once, are `map`'s, but for the keys `skipping` names
        /// (those another parameter's items could have taken); `nil` entries were sent malformed.
        func __sameMap<T: APIRuntime.HTTPTextValue & Swift.Equatable>(
            _ map: [Swift.String: T]?, _ entries: [(key: Swift.String, text: Swift.String)]?, skipping: (Swift.String) -> Swift.Bool = { _ in false }
        ) -> Swift.Bool {
            guard let entries else { return false }
            let expected = (map ?? [:]).filter { !skipping($0.key) }
            let sent = entries.filter { !skipping($0.key) }
            return sent.count == expected.count && Swift.Set(sent.map(\.key)).count == sent.count
                && sent.allSatisfy { entry in expected[entry.key].map { __equal($0, T(httpText: entry.text)) } ?? false }
        }

        /// Whether JSON `data` decodes to `value`, or to a value that encodes as `value` does; `untagged`,
        /// or to a variant that reads back as itself. Else, where a request left `readOnly` properties
        /// out (so that `data` may not decode at all), whether `data` is what an encoder of a request
        /// (the runtime's user-info key, set by hand) writes of `value`.
        func __sameJSON<T: Swift.Codable & Swift.Equatable>(_ value: T, _ data: Foundation.Data?, untagged: Swift.Bool) -> Swift.Bool {
            let coding = APIRuntime.JSONCoding()
            guard let data else { return false }
            if let decoded = try? coding.makeDecoder().decode(T.self, from: data) {
                let encoded = try? coding.makeEncoder().encode(decoded)
                if decoded == value || encoded == (try? coding.makeEncoder().encode(value))
                    || (untagged && encoded.flatMap { try? coding.makeDecoder().decode(T.self, from: $0) } == decoded) {
                    return true
                }
            }
            let requestEncoder = coding.makeEncoder()
            if let key = Swift.CodingUserInfoKey(rawValue: "APIRuntime.encodesRequest") { requestEncoder.userInfo[key] = true }
            return data == (try? requestEncoder.encode(value))
        }

        /// `__sameJSON` for a parameter sent as JSON text: one item, or none for `nil`.
        func __sameJSONText<T: Swift.Codable & Swift.Equatable>(_ value: T?, _ texts: [Swift.String]?, untagged: Swift.Bool) -> Swift.Bool {
            guard let texts else { return true }
            guard let value else { return texts.isEmpty }
            return texts.count == 1 && __sameJSON(value, Foundation.Data(texts[0].utf8), untagged: untagged)
        }

        /// Answers every request with one response.
        struct __Answer: APIRuntime.HTTPTransport {
            let response: APIRuntime.HTTPResponse

            func send(_ request: APIRuntime.HTTPRequest, context: APIRuntime.TransportContext) async throws -> APIRuntime.HTTPResponse {
                response
            }
        }

        /// A request answered with `status`, `headers` and `body` must come back, through a client that validates
        /// responses, as the success or declared error it is, or as `invalidResponse` with the violations foreseen.
        /// Read again without validation, it must hold what was sent: `wrong` names what a success does not,
        /// `failed` what a declared error does not.
        @MainActor func checkAnswer<R: APIRuntime.APIRequest>(
            _ name: Swift.String, status: Swift.Int, headers: [(Swift.String, Swift.String)], body: Swift.String,
            violations expected: Swift.Set<Swift.String>, unforeseen: [(Swift.String, Swift.String?)],
            wrong: (R.Response) -> [Swift.String], failed: (R.Failure) -> [Swift.String], _ make: () throws -> R
        ) async -> Swift.Bool {
            let request: R
            do {
                request = try make()
            } catch {
                Swift.print("\(name): its arguments do not decode: \(error)")
                return false
            }
            guard let baseURL = Foundation.URL(string: "http://127.0.0.1") else { return false }
            let response = APIRuntime.HTTPResponse(status: status, headers: APIRuntime.HTTPHeaders(headers), body: Foundation.Data(body.utf8))
            let client = APIRuntime.APIClient(
                baseURL: baseURL, transport: __Answer(response: response),
                configuration: .init(validatesRequests: false, validatesResponses: true))
            let succeeds = (200...299).contains(status)
            var report = APIRuntime.ValidationReport()
            do {
                _ = try await client.send(request)
                guard succeeds else { Swift.print("\(name): \(body) is a success"); return false }
            } catch {
                switch error {
                case .invalidResponse(let invalid): report = invalid.report
                case .endpoint where !succeeds: break
                // Arguments that make no request to send (an empty path parameter) say nothing about answers.
                case .invalidRequest: return true
                default:
                    Swift.print("\(name): \(headers) \(body): \(error)")
                    return false
                }
            }
            guard validates("\(name): \(headers) \(body)", expected, unforeseen, { report }) else { return false }
            // What validation reports is foreseen; what the answer decodes to is read without it.
            let reading = APIRuntime.APIClient(
                baseURL: baseURL, transport: __Answer(response: response),
                configuration: .init(validatesRequests: false, validatesResponses: false))
            let mistaken: [Swift.String]
            do {
                mistaken = wrong(try await reading.send(request))
            } catch {
                guard case .endpoint(let failure) = error, !succeeds else {
                    Swift.print("\(name): \(headers) \(body): \(error) without validation")
                    return false
                }
                mistaken = failed(failure)
            }
            guard mistaken.isEmpty else {
                Swift.print("\(name): \(headers) \(body): decoded to other values than were sent: \(mistaken.joined(separator: ", "))")
                return false
            }
            return true
        }

        /// Whether a decoded value equals what its JSON sample decodes to.
        func __same<T: Swift.Decodable & Swift.Equatable>(_ value: T, _ json: Swift.String) -> Swift.Bool {
            (try? __argument(json) as T) == value
        }

        func __argument<T: Swift.Decodable>(_ json: Swift.String) throws -> T {
            try APIRuntime.JSONCoding().makeDecoder().decode(T.self, from: Foundation.Data(json.utf8))
        }

        var passed = true

        """#
    func literal(_ expectation: SampleJSON.Expectation) -> String {
        let violations = expectation.violations.sorted().map(SwiftText.stringLiteral).joined(separator: ", ")
        let unforeseen = expectation.unforeseen.map { "(\(SwiftText.stringLiteral($0.path)), \($0.constraint.map(SwiftText.stringLiteral) ?? "nil"))" }
        return "violations: [\(violations)], unforeseen: [\(unforeseen.joined(separator: ", "))]"
    }
    for file in api.files {
        for model in file.models {
            let validates: Bool
            if case .alias = model.kind { validates = false } else { validates = true }
            for _ in 0..<3 {
                guard let (json, expectation) = samples.sample(of: .named(model.qualifiedName)) else { continue }
                let untagged = expectation.unforeseen.contains { $0.constraint == nil }
                program += "passed = check(\(SwiftText.identifier(model.swiftName)).self, \(SwiftText.stringLiteral(json)), "
                    + "\(SwiftText.stringLiteral(model.specName)), untagged: \(untagged)"
                    + "\(validates ? ", " + literal(expectation) : "")) && passed\n"
            }
        }
        for endpoint in file.endpoints {
            /// A closure that makes a request of `endpoint` from `arguments`.
            func making(_ arguments: [(label: String, json: String)]) -> String {
                let list = arguments.map { "\(SwiftText.identifier($0.label)): try __argument(\(SwiftText.stringLiteral($0.json)))" }
                return "{\n    try \(SwiftText.identifier(endpoint.swiftName))(\(list.joined(separator: ", ")))\n}"
            }
            let wire = wireMistakes(endpoint, table: table)
            for _ in 0..<2 {
                guard let (arguments, expectation) = samples.request(endpoint) else { continue }
                program += "passed = await checkRequest(\(SwiftText.stringLiteral(endpoint.specName)), \(literal(expectation)), "
                    + "wrong: \(wire)) " + making(arguments) + " && passed\n"
            }
            for answer in answers(of: endpoint) {
                guard let (arguments, _) = samples.request(endpoint),
                      let sent = samples.answer(answer.content, headers: answer.headers)
                else { continue }
                let pairs = sent.headers.map { "(\(SwiftText.stringLiteral($0.name)), \(SwiftText.stringLiteral($0.value)))" }
                let nothing = "{ _ in [] }"
                program += "passed = await checkAnswer(\(SwiftText.stringLiteral("\(endpoint.specName) \(answer.status)")), "
                    + "status: \(answer.status), headers: [\(pairs.joined(separator: ", "))], body: \(SwiftText.stringLiteral(sent.body)), "
                    + "\(literal(sent.expectation)), wrong: \(answer.error == nil ? mistakes(endpoint, sent) : nothing), "
                    + "failed: \(answer.error.map { failureMistakes(endpoint, $0, status: answer.status, sent) } ?? nothing)) "
                    + making(arguments) + " && passed\n"
            }
        }
    }
    program += "Foundation.exit(passed ? 0 : 1)\n"
    let main = folder.appendingPathComponent("main.swift")
    try Data(program.utf8).write(to: main)
    let runtimeObjects = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("APIRuntime.build")
    let objects = try FileManager.default.contentsOfDirectory(atPath: runtimeObjects.path)
        .filter { $0.hasSuffix(".o") }.map { runtimeObjects.appendingPathComponent($0).path }
    let executable = folder.appendingPathComponent("round-trip").path
    let built = try SwiftCompiler.run(["swiftc", "-Onone", "-emit-executable", "-o", executable, "-swift-version", "6", "-module-name", "RoundTrip",
                         "-package-name", "CompileFuzz", "-I", modules] + sources + [main.path] + objects)
    guard built.isEmpty else { return "the round-trip program does not build:\n" + built }
    let ran = try SwiftCompiler.run(["timeout", "20", executable])
    return ran.isEmpty ? "" : "round trip:\n" + ran
}


/// One answer to check: the status sent, what the body and headers hold, and the declared error
/// it stands for (`nil` for the success).
typealias Answered = (status: Int, content: ResponseContent, headers: [ResponseHeader], error: ErrorResponse?)

/// The answers to check for `endpoint`, each with a status the client sorts into it: its success
/// with its typed headers, when it has a body or headers (a HEAD request's has headers only) and
/// is not a stream (whose items decode in a loop after `send`), and each declared error with a
/// JSON or text body or typed headers (`error` names it).
func answers(of endpoint: Endpoint) -> [Answered] {
    var answers: [Answered] = []
    let hasBody: Bool
    if case .none = endpoint.response.content { hasBody = false } else { hasBody = true }
    if hasBody && !endpoint.response.content.isStream || !endpoint.response.headers.isEmpty && !hasBody {
        answers.append((endpoint.response.status, endpoint.response.content, endpoint.response.headers, nil))
    }
    let codes = Set(endpoint.errors.compactMap { error -> Int? in if case .code(let code) = error.status { code } else { nil } })
    let classes = Set(endpoint.errors.compactMap { error -> Int? in if case .range(let digit) = error.status { digit } else { nil } })
    for error in endpoint.errors {
        let status: Int?
        switch error.status {
        case .code(let code): status = code
        case .range(let digit): status = (digit * 100..<digit * 100 + 100).first { !codes.contains($0) }
        case .default: status = [418, 503, 302, 199].first { !codes.contains($0) && !classes.contains($0 / 100) }
        }
        let bodiless: Bool
        if case .none = error.content { bodiless = true } else { bodiless = false }
        if let status, error.content.field != nil || bodiless && !error.headers.isEmpty {
            answers.append((status, error.content, error.headers, error))
        }
    }
    return answers
}

/// Whether `type` is a map (a query parameter of one sends its entries as fields).
func isMap(_ type: TypeRef, _ table: TypeTable) -> Bool {
    if case .map = table.kind(type) { return true }
    return false
}

/// A closure literal that tells whether a query item's name is one that a parameter of `endpoint` other
/// than `map` (a map in `form` style) sends; `nil` when another such map sends items of any name.
func itemsOfOthers(_ map: Parameter, _ endpoint: Endpoint, _ table: TypeTable) -> String? {
    var names: [String] = []
    var prefixes: [String] = []
    for other in endpoint.parameters where other.placement == .query && other.name != map.name {
        if other.jsonEncoded {
            names.append(other.name)
        } else if other.style == .deepObject {
            // Its items in brackets, or the one item of a single value (a union's).
            prefixes.append(other.name + "[")
            names.append(other.name)
        } else if other.style == .form, other.explode, case .object(let object) = table.kind(other.field.type) {
            names += object.properties.map(\.jsonKey)
        } else if other.style == .form, other.explode, isMap(other.field.type, table) {
            return nil
        } else {
            names.append(other.name)
        }
    }
    let literal = { (texts: [String]) in "[" + texts.map(SwiftText.stringLiteral).joined(separator: ", ") + "]" }
    return "{ (name: Swift.String) in \(literal(names)).contains(name) || \(literal(prefixes)).contains { name.hasPrefix($0) } }"
}

/// Whether `type` is an object model (a `form` query parameter of one sends its fields).
func isObject(_ type: TypeRef, _ table: TypeTable) -> Bool {
    if case .object = table.kind(type) { return true }
    return false
}

/// A closure that names which of a request's values of `endpoint` the wire carries as other values:
/// each path, query (a `deepObject` or `form` object field by field), header and cookie parameter and the body
/// (a form or multipart one field by field), as `__Received` reads them.
func wireMistakes(_ endpoint: Endpoint, table: TypeTable) -> String {
    var checks: [(name: String, differs: String)] = []
    for parameter in endpoint.parameters {
        let value = "request.\(SwiftText.identifier(parameter.swiftName))"
        let name = SwiftText.stringLiteral(parameter.name)
        let isArray = holdsList(parameter.field.type, table)
        let values = valueList(value, parameter.field.type, table)
        let texts = "\(values).map(\\.httpText)"
        let read: String
        switch parameter.placement {
        case .path:
            read = "__sameTexts(\(values), received.path(\(SwiftText.stringLiteral(endpoint.path)), \(name), list: \(isArray)))"
        case .query where parameter.jsonEncoded:
            read = "__sameJSONText(\(value), received.items(\(name), texts: []), untagged: untagged)"
        case .query where isMap(parameter.field.type, table):
            // A map's entries: `name[key]=value` (deepObject), the one item `name=key,value,…` (form, `explode:
            // false`), or items named by their keys (form), which are every item no other parameter sends.
            if parameter.style == .deepObject {
                // Values that nest are read back by `DeepObjectRoundTripTests`, not here.
                guard case .map(let values) = table.kind(parameter.field.type), isTextOrTexts(values, table) else { continue }
                read = "__sameMap(\(value), received.prefixed(\(name)))"
            } else if !parameter.explode {
                read = "__sameMap(\(value), received.pairs(\(name)))"
            } else {
                guard let taken = itemsOfOthers(parameter, endpoint, table) else { continue }  // two such maps: their items mix
                read = "__sameMap(\(value), received.others(\(taken)), skipping: \(taken))"
            }
        case .query where parameter.style == .deepObject && holdsList(parameter.field.type, table):
            // A list in brackets: each element as `name[]`; a list of values that nest is left to
            // `DeepObjectRoundTripTests`.
            guard isTextOrTexts(parameter.field.type, table) else { continue }
            read = "__sameTexts(\(values), received.items(\(SwiftText.stringLiteral(parameter.name + "[]")), texts: []))"
        case .query where parameter.style == .deepObject || parameter.style == .form && isObject(parameter.field.type, table):
            // `name[key]=value` (deepObject) or `key=value` (form) for each field: the field's value, or each of its items;
            // or, for a form object with `explode: false`, its key and value in the one item `name`.
            guard case .object(let object) = table.kind(parameter.field.type) else { continue }
            let holder = parameter.field.type.isOptional ? "\(value)?" : value
            // A `readOnly` field is left out, as the request's encoder leaves it.
            for property in object.properties where isTextOrTexts(property.field.type, table) && !property.readOnly {
                let fieldValues = valueList("\(holder).\(property.valueMember)", property.field.type, table)
                if parameter.style == .form && !parameter.explode {
                    // One item: `name=key,value,key,value`.
                    let key = SwiftText.stringLiteral(property.jsonKey)
                    checks.append(("query \(parameter.name).\(property.jsonKey)", "!__sameTexts(\(fieldValues), received.joined(\(name), key: \(key)))"))
                    continue
                }
                // deepObject sends an array's elements each under `[]`: `name[key][]=a`.
                let listed = holdsList(property.field.type, table) ? "[]" : ""
                let itemName = parameter.style == .deepObject ? "\(parameter.name)[\(property.jsonKey)]\(listed)" : property.jsonKey
                checks.append(("query \(itemName)", "!__sameTexts(\(fieldValues), received.items(\(SwiftText.stringLiteral(itemName)), texts: []))"))
            }
            continue
        case .query:
            var separator = "nil"
            if isArray, !(parameter.explode && parameter.style == .form) {
                separator = SwiftText.stringLiteral(parameter.style == .spaceDelimited ? "%20" : parameter.style == .pipeDelimited ? "%7C" : ",")
            }
            read = "__sameTexts(\(values), received.items(\(name), separator: \(separator), texts: \(texts)))"
        case .header where parameter.jsonEncoded:
            read = "__sameJSONText(\(value), received.header(\(name), texts: []), untagged: untagged)"
        case .header:
            read = "__sameTexts(\(values), received.header(\(name), split: \(isArray), texts: \(texts)))"
        case .cookie:
            read = "__sameTexts(\(values), received.cookie(\(name)))"
        }
        checks.append(("\(parameter.placement) \(parameter.name)", "!" + read))
    }
    if let body = endpoint.body {
        let optional = body.field.type.isOptional
        let value = optional ? "body" : "request.body"
        var reads: [(name: String, read: String)] = []
        switch body.encoding {
        case .json:
            reads = [("body", "__sameJSON(\(value), sent.body, untagged: untagged)")]
        case .raw:
            if case .primitive(.data) = table.kind(body.field.type) {
                reads = [("body", "sent.body == \(value)")]
            } else if case .primitive(.file) = table.kind(body.field.type) {
                // A file made from bytes in memory is sent as those bytes.
                reads = [("body", "sent.body == \(value).data")]
            } else if !body.contentType.lowercased().contains("charset") {
                reads = [("body", "sent.body.map { Swift.String(decoding: $0, as: Swift.UTF8.self) } == \(value)")]
            }
        case .form:
            guard case .object(let object) = table.kind(body.field.type) else { break }
            // In brackets, a list's elements are each `key[]`; what nests is left to `DeepObjectRoundTripTests`.
            for property in object.properties where isTextOrTexts(property.field.type, table) {
                let item = property.jsonKey + (body.deepObject && holdsList(property.field.type, table) ? "[]" : "")
                if property.readOnly {
                    // The server's to send: the form leaves it out.
                    reads.append(("body \(property.jsonKey)", "received.items(\(SwiftText.stringLiteral(item)), in: true, texts: []) == []"))
                    continue
                }
                let values = valueList("\(value).\(property.valueMember)", property.field.type, table)
                // `explode: false`: a list is one field, its items joined by commas.
                let joined = body.joinsArrays && holdsList(property.field.type, table) ? #", separator: ",""# : ""
                reads.append(("body \(property.jsonKey)",
                              "__sameTexts(\(values), received.items(\(SwiftText.stringLiteral(item)), in: true\(joined), texts: \(values).map(\\.httpText)))"))
            }
        case .multipart:
            guard case .object(let object) = table.kind(body.field.type) else { break }
            for property in object.properties {
                let field = "\(value).\(property.valueMember)"
                var partName = property.jsonKey
                if property.readOnly {
                    // The server's to send: the body has no part for it.
                    reads.append(("body \(property.jsonKey)", "received.parts(\(SwiftText.stringLiteral(partName)), of: sent.body).isEmpty"))
                    continue
                }
                if body.deepObject && !isFileOrFiles(property.field.type, table) {
                    // In brackets: text parts, a list's elements each `key[]`; what nests is left to `DeepObjectRoundTripTests`.
                    guard isTextOrTexts(property.field.type, table) else { continue }
                    if holdsList(property.field.type, table) { partName += "[]" }
                }
                // `explode: false` joins a list's items in one part, where a comma in an item cannot be told apart.
                if body.joinsArrays && holdsList(property.field.type, table) && !isFileOrFiles(property.field.type, table) { continue }
                let parts = "received.parts(\(SwiftText.stringLiteral(partName)), of: sent.body)"
                reads.append(("body \(property.jsonKey)", multipartRead(field, property.field.type, parts: parts, table: table)))
            }
        }
        for (name, read) in reads {
            checks.append((name, optional ? "!(request.body.map { body in \(read) } ?? (sent.body?.isEmpty ?? true))" : "!(\(read))"))
        }
    }
    guard !checks.isEmpty else { return "{ _, _, _ in [] }" }
    return closure("(request: \(SwiftText.identifier(endpoint.swiftName)), sent: APIRuntime.HTTPRequest, untagged: Swift.Bool)",
                   first: ["let received = __Received(sent)", "_ = (received, untagged)"], checks)
}

/// Whether the multipart `parts` hold `field`, sent as `RequestEmitter` sends a field of its
/// kind: one part per file (a `file` with its own bytes), a scalar or each item of a list of
/// scalars as text, anything else as JSON.
func multipartRead(_ field: String, _ type: TypeRef, parts: String, table: TypeTable) -> String {
    // A list is sent as its items' kind says (a list of lists, as JSON).
    var kind = table.kind(type)
    if case .array(let element) = kind { kind = table.kind(element) }
    let values = valueList(field, type, table)
    let texts = "\(parts).map { Swift.String(decoding: $0, as: Swift.UTF8.self) }"
    switch kind {
    case .primitive(.data): return "\(parts) == \(values)"
    case .primitive(.file): return "\(parts) == \(values).map(\\.data)"
    case .primitive(.any), .object, .union, .map, .array: return "__sameJSONText(\(field), \(texts), untagged: untagged)"
    case .primitive, .enumeration: return "__sameTexts(\(values), \(texts))"
    }
}

/// Whether `type` is one value sent as text (a string, number, boolean, date, UUID, URL or
/// enum), or a list of such values.
func isTextOrTexts(_ type: TypeRef, _ table: TypeTable) -> Bool {
    var kind = table.kind(type)
    if case .array(let element) = kind { kind = table.kind(element) }
    return kind.isSingleText
}

/// Whether `type` is bytes or a file, or a list of them: file parts in a multipart body.
func isFileOrFiles(_ type: TypeRef, _ table: TypeTable) -> Bool {
    var kind = table.kind(type)
    if case .array(let element) = kind { kind = table.kind(element) }
    if case .primitive(let primitive) = kind { return primitive == .data || primitive == .file }
    return false
}

/// Whether values of `type` are lists (sent as several items, or one joined).
func holdsList(_ type: TypeRef, _ table: TypeTable) -> Bool {
    if case .array = table.kind(type) { return true }
    return false
}

/// `expression`'s values as the list the read-back compares: its items, or none or one.
func valueList(_ expression: String, _ type: TypeRef, _ table: TypeTable) -> String {
    holdsList(type, table) ? "__many(\(expression))" : "__one(\(expression))"
}

/// A closure literal taking `parameters` that returns the names of the `checks` whose condition
/// holds, after the statements `first`.
func closure(_ parameters: String, first: [String] = [], _ checks: [(name: String, differs: String)]) -> String {
    let lines = first + ["var mistaken: [Swift.String] = []"]
        + checks.map { "if \($0.differs) { mistaken.append(\(SwiftText.stringLiteral($0.name))) }" } + ["return mistaken"]
    return "{ \(parameters) in\n" + lines.map { "    " + $0 + "\n" }.joined() + "}"
}

/// A closure that names what a success of `endpoint` decoded to a value other than `sent` holds:
/// its body, which must be what its JSON sample decodes to (the bytes sent, for bytes), and each
/// typed header, which must hold what its sample decodes to as JSON, or nothing when it was left out.
func mistakes(_ endpoint: Endpoint, _ sent: SampleJSON.Answer) -> String {
    let wrapped = !endpoint.response.headers.isEmpty
    var checks: [(name: String, differs: String)] = []
    let body = wrapped ? "response.body" : "response"
    switch endpoint.response.content {
    case .json, .text: checks.append(("the body", "!__same(\(body), \(SwiftText.stringLiteral(sent.bodySample)))"))
    case .binary: checks.append(("the body", "\(body) != Foundation.Data(\(SwiftText.stringLiteral(sent.body)).utf8)"))
    case .none, .stream: break
    }
    for header in endpoint.response.headers {
        let value = "response.\(SwiftText.identifier(header.swiftName))"
        if let json = sent.headerSamples[header.name] {
            checks.append((header.name, "!__same(\(value), \(SwiftText.stringLiteral(json)))"))
        } else if !header.isRequired {
            checks.append((header.name, "\(value) != nil"))
        }
    }
    guard !checks.isEmpty else { return "{ _ in [] }" }
    return closure("(response: \(SwiftText.identifier(endpoint.swiftName)).Response)", checks)
}

/// A closure that names what a declared `error` of `endpoint`, answered with `status` and `sent`,
/// decoded to other than was sent: its `Failure` case, the status it holds (for a class or
/// `default`), its body and its typed headers, each of which must be what its JSON sample
/// decodes to.
func failureMistakes(_ endpoint: Endpoint, _ error: ErrorResponse, status: Int, _ sent: SampleJSON.Answer) -> String {
    var checks: [(name: String, differs: String)] = []
    var bindings: [String] = []
    if case .code = error.status {} else {
        bindings.append("status: let status")
        checks.append(("the status", "status != \(status)"))
    }
    if case .none = error.content {} else {
        bindings.append("let body")
        checks.append(("the body", "!__same(body, \(SwiftText.stringLiteral(sent.bodySample)))"))
    }
    for (index, header) in error.headers.enumerated() {
        let value = "header\(index)"
        bindings.append("\(SwiftText.argumentLabel(header.swiftName)): let \(value)")
        if let json = sent.headerSamples[header.name] {
            checks.append((header.name, "!__same(\(value), \(SwiftText.stringLiteral(json)))"))
        } else if !header.isRequired {
            checks.append((header.name, "\(value) != nil"))
        }
    }
    let match = "guard case .\(SwiftText.identifier(error.caseName))(\(bindings.joined(separator: ", "))) = failure "
        + "else { return [\"the case\"] }"
    return closure("(failure: \(SwiftText.identifier(endpoint.swiftName)).Failure)", first: [match], checks)
}

/// Writes a line at once (`print` holds its output back when it goes to a file).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Saves the spec files of a failing seed under `findings/compile-SEED/specs/`, beside what went wrong.
func save(seed: UInt64, split: Bool, problem: String, findings: String) {
    let folder = URL(fileURLWithPath: findings).appendingPathComponent("compile-\(seed)")
    for (path, text) in specs(seed: seed, split: split) {
        let url = folder.appendingPathComponent("specs").appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
    try? Data(problem.utf8).write(to: folder.appendingPathComponent("problem.txt"))
}

let options = Options(CommandLine.arguments)
if let seed = options.printOnly {
    if options.split {
        for (path, text) in specs(seed: seed, split: true).sorted(by: { $0.key < $1.key }) { print("# \(path)\n\(text)") }
    } else {
        print(RandomSpec.make(seed: seed), terminator: "")
    }
    exit(0)
}
guard !options.modules.isEmpty else {
    FileHandle.standardError.write(Data("usage: CompileFuzz --modules DIR [--seed S] [--count N] [--findings DIR] [--jobs J] [--access A] [--split] [--round-trip] [--keep]\n".utf8))
    exit(2)
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-compile-fuzz-\(getpid())")
let tally = Tally()
let start = Date()
DispatchQueue.concurrentPerform(iterations: options.jobs) { job in
    for offset in stride(from: job, to: options.count, by: options.jobs) {
        let seed = options.firstSeed + UInt64(offset)
        let outcome = check(seed: seed, options: options, scratch: scratch)
        if case .failed(let seed, let problem) = outcome {
            save(seed: seed, split: options.split, problem: problem, findings: options.findings)
            say("seed \(seed): FAILED\n\(problem.split(separator: "\n").prefix(6).joined(separator: "\n"))")
        }
        tally.add(outcome)
    }
}
if options.keep { print("generated code kept in \(scratch.path)") } else { try? FileManager.default.removeItem(at: scratch) }

var compiled = 0
var failed = 0
var reasons: [String: Int] = [:]
for outcome in tally.all {
    switch outcome {
    case .compiled: compiled += 1
    case .failed: failed += 1
    case .refused(let reason): reasons[reason, default: 0] += 1
    }
}
let refused = reasons.values.reduce(0, +)
let seconds = Int(Date().timeIntervalSince(start))
let how = (options.split ? ", spread over files" : "") + (options.roundTrip ? ", round trip" : "")
print("seeds \(options.firstSeed)..<\(options.firstSeed + UInt64(options.count))\(how): \(compiled) compiled, \(refused) refused, \(failed) failed, in \(seconds) s")
for (reason, count) in reasons.sorted(by: { $0.value > $1.value }).prefix(12) {
    print("  refused \(count)x: \(reason)")
}
exit(failed == 0 ? 0 : 1)
