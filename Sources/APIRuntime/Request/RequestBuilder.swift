import Foundation

/// Collects what a request puts on the wire. Generated `encode(into:)` functions
/// call it once per parameter and once for the body, in spec order.
///
/// Problems (a header value with a line break, a path segment of `..`, a body
/// that does not encode) are collected rather than thrown; the client turns them
/// into `APIError.invalidRequest` before anything is sent.
public struct RequestBuilder: Sendable {
    private(set) var encodedPath = ""
    private(set) var query: [(name: String, value: String)] = []
    private(set) var headers = HTTPHeaders()
    private(set) var cookies: [(name: String, value: String)] = []
    private(set) var body: Data?
    /// The body, when it holds files on the disk (and `body` is `nil`).
    private(set) var fileBackedBody: FileBackedBody?
    /// Problems found while encoding, with the parameter they concern.
    public private(set) var problems = ValidationReport()
    private let coding: JSONCoding

    /// Creates an empty builder.
    public init(coding: JSONCoding = JSONCoding()) {
        var coding = coding
        coding.encodesRequests = true
        self.coding = coding
    }

    // MARK: Path

    /// Fills a path template: each `{name}` becomes the value's text, percent-encoded
    /// as one segment (a `/` in a value is `%2F`, never a new segment), or a list's items
    /// (`lists`), each encoded so and joined by commas (`/pets/1,2,3`, OpenAPI's `simple`
    /// style). A value that would make a whole segment empty, `.` or `..` is a problem.
    public mutating func path(
        _ template: String, _ values: [String: any HTTPTextValue] = [:], lists: [String: [any HTTPTextValue]] = [:]
    ) {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += Self.encodePathLiteral(rest[..<open])
            let name = String(rest[rest.index(after: open)..<close])
            let after = rest[rest.index(after: close)...]
            let text: String, encoded: String
            if let value = values[name] {
                text = problems.text(of: value, at: ValidationPath.root[name])
                encoded = PercentEncoding.encode(text)
            } else if let items = lists[name] {
                let texts = items.enumerated().map { index, item in problems.text(of: item, at: ValidationPath.root[name][index]) }
                text = texts.joined(separator: ",")
                encoded = texts.map(PercentEncoding.encode).joined(separator: ",")
            } else {
                problems.add(ValidationPath.root[name], "path", "has no value for `{\(name)}`")
                rest = after
                continue
            }
            let wholeSegment = (result.hasSuffix("/") || result.isEmpty) && (after.isEmpty || after.hasPrefix("/"))
            if wholeSegment && (text.isEmpty || text == "." || text == "..") {
                problems.add(ValidationPath.root[name], "path", "cannot be empty, `.` or `..` (it fills a whole path segment)")
            }
            result += encoded
            rest = after
        }
        encodedPath = result + Self.encodePathLiteral(rest)
    }

    /// Literal template text keeps `/` and the other characters RFC 3986 allows in a path.
    private static func encodePathLiteral(_ text: Substring) -> String {
        var result = ""
        for character in text.unicodeScalars {
            if character.isASCII, PercentEncoding.isUnreserved(UInt8(character.value)) || "/:@!$&'()*+,;=".unicodeScalars.contains(character) {
                result.unicodeScalars.append(character)
            } else {
                result += PercentEncoding.encode(String(character))
            }
        }
        return result
    }

    // MARK: Query

    /// Adds `name=value`; `nil` adds nothing.
    public mutating func query(_ name: String, _ value: (some HTTPTextValue)?) {
        guard let value else { return }
        query.append((PercentEncoding.encode(name), PercentEncoding.encode(problems.text(of: value, at: ValidationPath.root[name]))))
    }

    /// Adds an array: `ids=1&ids=2` (`explode: true`, the default), or one item joined
    /// by the style's separator: `ids=1,2` (form), `ids=1%202` (spaceDelimited),
    /// `ids=1%7C2` (pipeDelimited). Commas inside values stay `%2C`. `nil` adds nothing.
    public mutating func query<Value: HTTPTextValue>(_ name: String, _ values: [Value]?, style: QueryStyle = .form, explode: Bool = true) {
        guard let values else { return }
        let encodedName = PercentEncoding.encode(name)
        let texts = problems.texts(of: values, at: ValidationPath.root[name]).map(PercentEncoding.encode)
        if explode && style == .form {
            for text in texts { query.append((encodedName, text)) }
        } else if !texts.isEmpty {
            query.append((encodedName, texts.joined(separator: style.separator)))
        }
    }

    /// Adds a value in brackets (`style: deepObject`): an object's (or a map's) fields as
    /// `name[key]=value` in sorted key order, nested to any depth (`filter[range][gte]=1`); an
    /// array of single values as `name[]=a&name[]=b`, any other array by index
    /// (`items[0][price]=p_1`); a null field is left out. A single value (a union's) is
    /// `name=value`. This is how jQuery's `$.param` writes a query, and Rails, PHP, qs and
    /// Stripe read it.
    public mutating func deepObjectQuery(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value else { return }
        for item in problems.deepObjectItems(of: value, named: name, at: ValidationPath.root[name], coding: coding) {
            query.append((PercentEncoding.encode(item.name), PercentEncoding.encode(item.text)))
        }
    }

    /// Adds each field of an object (or entry of a map) as a query item of its own,
    /// `page=0&size=20` (`style: form`, OpenAPI's default for an object in the query), keys
    /// in sorted order; an array
    /// field repeats its key, a null field is left out. A field holding an object, or an
    /// array holding anything but single values, is a problem: the form has one level.
    ///
    /// With `explode: false`, the object is one query item instead, its keys and values
    /// joined by commas: `near=lat,52.5,lon,13.4`. Commas inside keys and values stay `%2C`.
    /// A field holding an array or an object is then a problem: the list is flat.
    public mutating func formObjectQuery(_ name: String, _ value: (some Encodable & Sendable)?, explode: Bool = true) {
        guard explode else { return joinedObjectQuery(name, value) }
        objectQuery(name, value, style: "form") { $0 }
    }

    /// The fields of an object parameter as query items, each named by `itemName(key)`.
    private mutating func objectQuery(
        _ name: String, _ value: (some Encodable & Sendable)?, style: String, itemName: (String) -> String
    ) {
        guard let value, let fields = objectFields(name, value, style: style) else { return }
        for key in fields.keys.sorted() {
            let fieldName = PercentEncoding.encode(itemName(key))
            let path = ValidationPath.root[name][key]
            switch fields[key] {
            case .null?, nil:
                continue
            case .array(let items)?:
                for (index, item) in items.enumerated() {
                    guard let text = item.text else {
                        problems.add(path[index], "style", "is not a single value; a \(style) array holds strings, numbers or booleans")
                        continue
                    }
                    query.append((fieldName, PercentEncoding.encode(text)))
                }
            case .object?:
                problems.add(path, "style", "is an object; a \(style) parameter sends one level of fields (`style: deepObject` sends more)")
            case let field?:
                if let text = field.text { query.append((fieldName, PercentEncoding.encode(text))) }
            }
        }
    }

    /// An object parameter as one query item: `name=key,value,key,value`, keys in sorted order.
    private mutating func joinedObjectQuery(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value, let fields = objectFields(name, value, style: "form") else { return }
        var texts: [String] = []
        for key in fields.keys.sorted() {
            switch fields[key] {
            case .null?, nil:
                continue
            case .single(let text)?:
                texts += [PercentEncoding.encode(key), PercentEncoding.encode(text)]
            case .array?, .object?:
                problems.add(ValidationPath.root[name][key], "style",
                             "is not a single value; a form object with explode: false holds strings, numbers or booleans")
            }
        }
        if !texts.isEmpty { query.append((PercentEncoding.encode(name), texts.joined(separator: ","))) }
    }

    /// An object parameter's fields, read back from its JSON; `nil`, with a problem added,
    /// when it does not encode as an object.
    private mutating func objectFields(_ name: String, _ value: some Encodable & Sendable, style: String) -> [String: DeepObjectField]? {
        do {
            return try coding.makeDecoder().decode([String: DeepObjectField].self, from: coding.makeEncoder().encode(value))
        } catch is DecodingError {
            problems.add(ValidationPath.root[name], "style", "a \(style) parameter must encode as a JSON object")
        } catch {
            problems.addJSONFailure(error, at: ValidationPath.root[name])
        }
        return nil
    }

    /// Adds `name=<the value as JSON text>` (`encoding: json`).
    public mutating func jsonQuery(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value, let text = jsonText(value, for: name) else { return }
        query.append((PercentEncoding.encode(name), PercentEncoding.encode(text)))
    }

    // MARK: Headers and cookies

    /// Sets a header; `nil` sets nothing. A value with CR, LF or NUL is a problem
    /// (URLSession on Linux would silently drop the header), and so is a name that is not
    /// an HTTP token (a space, a colon).
    public mutating func header(_ name: String, _ value: (some HTTPTextValue)?) {
        guard let value else { return }
        setHeader(name, problems.text(of: value, at: ValidationPath.root[name]))
    }

    /// Sets a header to comma-separated values; `nil` sets nothing.
    public mutating func header<Value: HTTPTextValue>(_ name: String, _ values: [Value]?) {
        guard let values else { return }
        setHeader(name, problems.texts(of: values, at: ValidationPath.root[name]).joined(separator: ","))
    }

    /// Sets a header to the value as JSON text (`encoding: json`).
    public mutating func jsonHeader(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value, let text = jsonText(value, for: name) else { return }
        setHeader(name, text)
    }

    /// Sets a header the client or generated code chose (Content-Type, Accept).
    mutating func setHeader(_ name: String, _ text: String) {
        if let problem = HTTPHeaders.problem(name: name, value: text) {
            problems.add(ValidationPath.root[name], "header", problem)
            return
        }
        headers[name] = text
    }

    /// Sets `Authorization` to basic credentials (RFC 7617). A user name with `:` is a
    /// problem, as the server would split the pair at its first colon; the name itself is
    /// not quoted.
    mutating func setBasicAuthorization(username: String, password: String) {
        guard !username.contains(":") else {
            problems.add(ValidationPath.root["Authorization"], "credential", "the basic user name holds `:`, where the server would end it")
            return
        }
        setHeader("Authorization", "Basic " + Data("\(username):\(password)".utf8).base64EncodedString())
    }

    /// Reports each of `headers`, the ones the client sends with every request, that cannot
    /// be sent as it is.
    mutating func checkConfigured(_ headers: HTTPHeaders) {
        for (name, problem) in headers.problems {
            problems.add(ValidationPath.root[name], "header", problem + ", in the client's configuration")
        }
    }

    /// Reports a timeout that is not a number of seconds more than 0 (`0`, a negative
    /// number, `nan`): transports disagree on what those mean, and some stop the program.
    mutating func checkTimeout(_ seconds: TimeInterval) {
        if !(seconds > 0) {
            problems.add(.root, "timeout", "is \(seconds) seconds; a timeout is more than 0 seconds, or `.infinity` for none")
        }
    }

    /// Adds a cookie; `nil` adds nothing. The value is percent-encoded; a name that is not an
    /// HTTP token (RFC 6265: no `=`, `;` or space) is a problem.
    public mutating func cookie(_ name: String, _ value: (some HTTPTextValue)?) {
        guard let value, acceptsCookieName(name) else { return }
        cookies.append((name, PercentEncoding.encode(problems.text(of: value, at: ValidationPath.root[name]))))
    }

    /// Adds a cookie whose value is the value as JSON text, percent-encoded as any cookie
    /// value is (`encoding: json`); `nil` adds nothing.
    public mutating func jsonCookie(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value, acceptsCookieName(name), let text = jsonText(value, for: name) else { return }
        cookies.append((name, PercentEncoding.encode(text)))
    }

    /// Whether `name` is an HTTP token, as a cookie's name must be; a problem when it is not.
    private mutating func acceptsCookieName(_ name: String) -> Bool {
        guard HTTPHeaders.isValidName(name) else {
            problems.add(ValidationPath.root[name], "cookie", HTTPHeaders.invalidName("cookie"))
            return false
        }
        return true
    }

    // MARK: Body

    /// A JSON body.
    public mutating func jsonBody(_ value: some Encodable & Sendable) {
        do {
            body = try coding.makeEncoder().encode(value)
            headers["Content-Type"] = "application/json"
        } catch {
            problems.addJSONFailure(error, at: ValidationPath.root["body"])
        }
    }

    /// An `application/x-www-form-urlencoded` body.
    public mutating func formBody(_ build: (inout FormBody) -> Void) {
        var form = FormBody(coding: coding)
        build(&form)
        problems.add(contentsOf: form.problems)
        body = Data(form.encoded.utf8)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    }

    /// A `multipart/form-data` body.
    public mutating func multipartBody(_ build: (inout MultipartBody) -> Void) {
        var form = MultipartBody(coding: coding)
        build(&form)
        problems.add(contentsOf: form.problems)
        if form.holdsFiles {
            fileBackedBody = FileBackedBody(form.pieces)
        } else {
            body = form.encoded
        }
        headers["Content-Type"] = form.contentType
    }

    /// Raw bytes with their content type.
    public mutating func rawBody(_ data: Data, contentType: String) {
        body = data
        setHeader("Content-Type", contentType)
    }

    /// A file's bytes as the body, with the file's own content type or else `contentType`. A
    /// file on the disk is sent from there, never read whole; one that is not there, or not a
    /// regular file, is a problem.
    public mutating func rawBody(_ file: FileUpload, contentType: String) {
        let contentType = file.contentType ?? contentType
        guard let url = file.fileURL else {
            rawBody(file.data, contentType: contentType)
            return
        }
        if let problem = FileBackedBody.problem(with: url) {
            problems.add(ValidationPath.root["body"], "file", problem)
            return
        }
        fileBackedBody = FileBackedBody([.file(url)])
        setHeader("Content-Type", contentType)
    }

    /// Text with its content type, in the charset the content type names (UTF-8 when it
    /// names none). Text the charset cannot write (`€` in ISO-8859-1) is a problem.
    public mutating func textBody(_ text: String, contentType: String) {
        switch TextCharset.of(contentType: contentType) {
        case .success(let charset):
            guard let data = charset.encode(text) else {
                let unwritable = text.first { charset.encode(String($0)) == nil }.map(Self.named) ?? "a character"
                problems.add(ValidationPath.root["body"], "charset", "holds \(unwritable), which \(charset.name) cannot write")
                return
            }
            rawBody(data, contentType: contentType)
        case .failure(let unknown):
            problems.add(ValidationPath.root["body"], "charset", unknown.message)
        }
    }

    /// `` `€` (U+20AC) ``; an invisible or control character by its code points alone.
    private static func named(_ character: Character) -> String {
        let codePoints = character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
        let isVisible = character.unicodeScalars.allSatisfy { ![.control, .format].contains($0.properties.generalCategory) }
        return isVisible ? "`\(character)` (\(codePoints))" : codePoints
    }

    // MARK: Assembly

    /// The query string, without `?`.
    var queryString: String {
        query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The `Cookie` header value, if any cookie was added.
    var cookieHeader: String? {
        cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Adds the query items of `link` whose names the request does not send (nor `except`,
    /// those of the base URL), as the link writes them: a next page's link may carry items the
    /// spec does not declare (Azure's `$skiptoken`). An item whose name or value is not valid
    /// percent-encoded query text is left out.
    mutating func adopt(_ link: PageLink, except: Set<String> = []) {
        func decoded(_ name: String) -> String { PageLink.decoded(name) ?? name }
        let sent = Set(query.map { decoded($0.name) }).union(except)
        for item in link.encodedQueryItems where !item.name.isEmpty && !sent.contains(decoded(item.name)) {
            guard Self.isQueryText(item.name), Self.isQueryText(item.value) else { continue }
            query.append(item)
        }
    }

    /// Whether `text` may stand in a query item as it is: percent-encoded, without `&`, `=`,
    /// `#` or spaces.
    private static func isQueryText(_ text: String) -> Bool {
        text.removingPercentEncoding != nil && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F && !"&=#".unicodeScalars.contains(scalar)
        }
    }

    /// What a request puts on the wire before credentials, comparable: two requests with the
    /// same fingerprint ask for the same thing.
    struct Fingerprint: Equatable {
        var path: String
        var query: [String]
        var headers: HTTPHeaders
        var cookies: [String]
        var body: Data?
    }

    var fingerprint: Fingerprint {
        Fingerprint(
            path: encodedPath, query: query.map { $0.name + "=" + $0.value }, headers: headers,
            cookies: cookies.map { $0.name + "=" + $0.value }, body: body)
    }

    /// Joins the base URL and the path, keeping the base's own path and query:
    /// `https://h/api?v=2` + `/users?limit=5` is `https://h/api/users?v=2&limit=5`. The
    /// base's fragment is dropped: a server never sees one. The scheme is written in lower
    /// case: schemes ignore case, but URLSession on Linux refuses `HTTPS://` as unsupported.
    func url(relativeTo baseURL: URL) -> URL? {
        var text = baseURL.absoluteString
        if let scheme = baseURL.scheme, text.hasPrefix(scheme) {
            text = scheme.lowercased() + text.dropFirst(scheme.count)
        }
        // Neither `?` nor `#` can stand unescaped before the query, so the first of them ends
        // the base's path, whatever its user information or host hold.
        let beforeFragment = text.prefix { $0 != "#" }
        var base = beforeFragment.prefix { $0 != "?" }
        let baseQuery = beforeFragment.dropFirst(base.count + 1)
        while base.hasSuffix("/") { base.removeLast() }
        let path = encodedPath.hasPrefix("/") ? encodedPath : "/" + encodedPath
        let queryText = [String(baseQuery), queryString].filter { !$0.isEmpty }.joined(separator: "&")
        return URL(string: base + path + (queryText.isEmpty ? "" : "?" + queryText))
    }

    private mutating func jsonText(_ value: some Encodable & Sendable, for name: String) -> String? {
        do {
            let encoder = coding.makeEncoder()
            encoder.outputFormatting.insert(.sortedKeys)
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            problems.addJSONFailure(error, at: ValidationPath.root[name])
            return nil
        }
    }
}

/// How an array query parameter is joined when it is not exploded.
public enum QueryStyle: Sendable {
    /// `ids=1,2`.
    case form
    /// `ids=1%202`.
    case spaceDelimited
    /// `ids=1%7C2`.
    case pipeDelimited

    var separator: String {
        switch self {
        case .form: return ","
        case .spaceDelimited: return "%20"
        case .pipeDelimited: return "%7C"
        }
    }
}
