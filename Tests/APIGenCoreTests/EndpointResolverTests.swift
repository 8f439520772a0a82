import Testing
@testable import APIGenCore
@testable import APIRuntime

@Suite("Endpoints")
struct EndpointResolverTests {
    func endpoint(_ body: String) -> String {
        "endpoints:\n  e:\n" + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        ("pets", "spec.yaml:4:11: error: a path starts with `/`"),
        ("/pets//x", "spec.yaml:4:17: error: a path cannot contain an empty segment (`//`)"),
        ("/pets/../x", "spec.yaml:4:17: error: a path cannot contain a `..` segment"),
        ("/pets/./x", "spec.yaml:4:17: error: a path cannot contain a `.` segment"),
        ("/pets?x=1", "spec.yaml:4:16: error: a path cannot contain `?`; declare query parameters under `params`"),
        ("/pets#top", "spec.yaml:4:16: error: a path cannot contain `#`; declare query parameters under `params`"),
        ("/pets/{id", "spec.yaml:4:17: error: `{` without a matching `}`"),
        ("/pets/id}", "spec.yaml:4:19: error: `}` without a matching `{`"),
        ("/pets/{}", "spec.yaml:4:17: error: `{}` is not a parameter placeholder"),
    ])
    func pathRules(_ path: String, _ expected: String) {
        let found = SpecHarness.diagnostics(endpoint("method: GET\npath: \(path)\nresponse: none"))
        #expect(found == [expected])
    }

    @Test func placeholderTwiceIsAnError() {
        let found = SpecHarness.diagnostics(endpoint("method: GET\npath: /a/{x}/b/{x}\nparams: { x: string }\nresponse: none"))
        #expect(found == ["spec.yaml:4:20: error: `{x}` appears twice in the path"])
    }

    @Test func pathAndParametersAgreeExactly() {
        let found = SpecHarness.diagnostics(endpoint("""
            method: GET
            path: /pets/{pet_id}/photos/{photo_id}
            params:
              pet_id: int
              owner: { in: path, type: string }
            response: none
            """))
        #expect(found == [
            "spec.yaml:4:33: error: `{photo_id}` in the path has no parameter; declare `photo_id` under `params`",
            "spec.yaml:7:7: error: path parameter `owner` does not appear in the path `/pets/{pet_id}/photos/{photo_id}`; add `{owner}` to it",
        ])
    }

    @Test func pathParametersAreRequiredScalarsOrLists() async throws {
        let found = SpecHarness.diagnostics(endpoint("""
            method: GET
            path: /a/{x}/{y}
            params:
              x: string?
              y: "int[][]"
            response: none
            """))
        #expect(found == [
            "spec.yaml:6:7: error: path parameter `x` cannot be optional or have a default",
            "spec.yaml:7:10: error: parameter `y` must be a string, number, boolean, date, UUID, URL or enum (or an array of them)",
        ])
        // A list fills its segment with its items joined by commas (`/pets/1,2`).
        let files = try SpecHarness.generate(["spec.yaml": endpoint("""
            method: GET
            path: /owners/{owner}/pets/{ids}
            params:
              owner: string
              ids: { type: "int64[]", minItems: 1 }
            response: none
            """)])
        #expect(files.map(\.contents).joined().contains(#"request.path(Self.pathTemplate, ["owner": self.owner], lists: ["ids": self.ids])"#))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    @Test func parametersResolveWithPlacementStyleAndNames() throws {
        let model = try #require(SpecHarness.model(endpoint("""
            method: GET
            path: /pets/{pet_id}
            params:
              pet_id: int64
              tags: { type: "string[]", explode: false }
              X-Request-ID: { in: header, type: uuid, optional: true }
              fields: { type: "string[]", style: pipeDelimited, optional: true }
              session: { in: cookie, type: string, optional: true }
            response: none
            """)))
        let e = try #require(model.endpoint("e"))
        #expect(e.swiftName == "ERequest")
        #expect(e.parameters.map(\.swiftName) == ["petID", "tags", "xRequestID", "fields", "session"])
        #expect(e.parameters.map(\.placement) == [.path, .query, .header, .query, .cookie])
        #expect(e.parameters.map(\.explode) == [true, false, true, true, true])
        #expect(e.parameters[3].style == .pipeDelimited)
        #expect(e.pathParts == [.literal("/pets/"), .parameter(name: "pet_id", swiftName: "petID")])
    }

    @Test func headerParametersAreTokensAndNotReserved() {
        let found = SpecHarness.diagnostics(endpoint("""
            method: GET
            path: /a
            params:
              Authorization: { in: header, type: string }
              Accept: { in: header, type: string }
              content-type: { in: header, type: string }
              Bad Name: { in: header, type: string }
              x-id: { in: header, type: string }
              X-ID: { in: header, type: string, name: otherID }
            response: none
            """))
        #expect(found == [
            "spec.yaml:6:7: error: `Authorization` is set by the client itself and cannot be a parameter",
            "spec.yaml:7:7: error: `Accept` is set by the client itself and cannot be a parameter",
            "spec.yaml:8:7: error: `content-type` is set by the client itself and cannot be a parameter",
            "spec.yaml:9:7: error: `Bad Name` is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:11:7: error: header `X-ID` is declared twice (header names ignore case)\nspec.yaml:10:7: note: first declared here",
        ])
    }

    /// `wireName` sends a parameter by another name than its key, so that two parameters of one
    /// name in different places can be said; the name it is sent by is held to its place's rules,
    /// and no two parameters are sent as one path placeholder, cookie, query item or header.
    @Test func aParameterIsSentByItsWireName() throws {
        let endpoint = try #require(SpecHarness.model("""
            endpoints:
              proxy:
                method: GET
                path: /proxy/{path}
                params:
                  path: string
                  path_query: { in: query, wireName: path, type: string, optional: true }
                response: none
            """)?.endpoint("proxy"))
        #expect(endpoint.parameters.map { "\($0.key) \($0.placement) \($0.name) \($0.swiftName)" } == [
            "path path path path", "path_query query path pathQuery",
        ])
        let found = SpecHarness.diagnostics("""
            endpoints:
              e:
                method: GET
                path: /e/{id}
                params:
                  id: int
                  other: { in: path, wireName: id, type: int }
                  c1: { in: cookie, type: string, wireName: sess }
                  c2: { in: cookie, type: string, wireName: sess }
                  q1: { in: query, type: string, wireName: q }
                  q: { in: query, type: string }
                  h: { in: header, type: string, wireName: Bad Name }
                  h2: { in: header, type: string, wireName: x-a }
                  X-A: { in: header, type: string }
                response: none
            """)
        #expect(found == [
            "spec.yaml:7:36: error: parameters `id` and `other` are both `{id}` in the path\nspec.yaml:6:7: note: `id` is here",
            "spec.yaml:9:49: error: parameters `c1` and `c2` are both the cookie `sess`\nspec.yaml:8:49: note: `c1` is here",
            "spec.yaml:11:7: error: parameters `q1` and `q` would both send the query item `q`, and a server reads one value for both; rename one",
            "spec.yaml:12:48: error: `Bad Name` is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:14:7: error: header `X-A` is declared twice (header names ignore case)\nspec.yaml:13:49: note: first declared here",
        ])
    }

    /// A cookie's name goes into the `Cookie` header as it is: a space, `=` or `;` in it
    /// would break the header, so it is a token, as a header's name is.
    @Test func cookieNamesAreTokens() {
        let found = SpecHarness.diagnostics("""
            api:
              auth: { apiKey: "sess id", in: cookie }
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  my session: { in: cookie, type: string }
                  a=b: { in: cookie, type: string }
                  c;d: { in: cookie, type: string }
                  ok_1.2-x!: { in: cookie, type: string }
                response: none
            """)
        #expect(found == [
            "spec.yaml:2:19: error: `sess id` is not a valid HTTP cookie name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:8:7: error: `my session` is not a valid HTTP cookie name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:9:7: error: `a=b` is not a valid HTTP cookie name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:10:7: error: `c;d` is not a valid HTTP cookie name (letters, digits and !#$%&'*+-.^_`|~ only)",
        ])
    }

    @Test func stylesMustFitTheirType() {
        let found = SpecHarness.diagnostics("""
            models:
              Filter: { properties: { name: string } }
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  a: { type: string, style: pipeDelimited }
                  b: { type: string, style: deepObject }
                  c: { in: header, type: string, style: form }
                  d: { type: Filter }
                  f: { type: Filter, style: deepObject }
                  g: { type: Filter, encoding: json }
                  h: { in: header, type: string, explode: true }
                  i: { in: cookie, type: Filter, encoding: json }
                  j: { in: cookie, type: Filter }
                response: none
              f:
                method: GET
                path: /b/{k}
                params: { k: { type: Filter, encoding: json } }
                response: none
            """)
        #expect(found == [
            "spec.yaml:8:33: error: `style: pipeDelimited` applies to array parameters",
            "spec.yaml:9:33: error: `style: deepObject` applies to objects, maps, arrays, unions and `any`: a single value is "
                + "`name=value` in any style",
            "spec.yaml:10:45: error: `style` applies to query parameters",
            "spec.yaml:11:10: error: parameter `d` must be a string, number, boolean, date, UUID, URL or enum (or an array of them; objects and maps need `style: form`, `style: deepObject` or `encoding: json`)",
            "spec.yaml:14:47: error: `explode` applies to query parameters",
            "spec.yaml:16:10: error: parameter `j` must be a string, number, boolean, date, UUID, URL or enum",
            "spec.yaml:21:18: error: parameter `k` must be a string, number, boolean, date, UUID, URL or enum (or an array of them)",
            "spec.yaml:21:44: error: `encoding: json` applies to query, header and cookie parameters",
        ])
    }

    /// `style: form` spreads an object's fields over the query (`page=0&size=20`, OpenAPI's
    /// default for an object there): one level of fields, one item each, no name sent twice,
    /// and each secret field's item is redacted in logs like a secret parameter's.
    @Test func aFormObjectSendsEachFieldAsAQueryItem() throws {
        let found = SpecHarness.diagnostics("""
            models:
              Page: { properties: { page: int, size: int?, sort: "string[]?" } }
              Deep: { properties: { inner: Page } }
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  paging: { type: Page, style: form }
                  size: int?
                  deep: { type: Deep?, style: form }
                  joined: { type: Page?, style: form, explode: false }
                  nested: { type: Page?, style: deepObject, explode: false }
                response: none
            """)
        // `joined` is one query item of its own name, so it shares no name with `paging`.
        #expect(found == [
            "spec.yaml:2:48: error: field `sort` of parameter `joined` is an array, which `explode: false` cannot join into its one "
                + "list of keys and values; leave `explode` out to repeat its key",
            "spec.yaml:3:25: error: field `inner` of parameter `deep` must be a string, number, boolean, date, UUID, URL or enum "
                + "(or an array of them; `style: form` sends one level of fields, `style: deepObject` any value in brackets, "
                + "`encoding: json` any value)",
            "spec.yaml:10:7: error: parameters `paging` and `size` would both send the query item `size`, and a server reads one value for both; rename one",
            "spec.yaml:13:58: error: `style: deepObject` takes no `explode: false`: it sends every value in brackets",
        ])
        let swift = try SpecHarness.generate(["spec.yaml": """
            models:
              Login: { properties: { user: string, token: { type: string, secret: true } } }
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  login: { type: Login, style: form, secret: true }
                  filter: { type: Login, style: deepObject }
                  again: { type: Login?, style: deepObject, secret: true }
                  joined: { type: Login?, style: form, explode: false }
                response: none
            """]).map(\.contents).joined()
        #expect(swift.contains(#"request.formObjectQuery("login", self.login)"#))
        #expect(swift.contains(#"request.formObjectQuery("joined", self.joined, explode: false)"#))
        #expect(swift.contains("/// The fields of `login` in the query, each an item of its own: `user`, `token`."))
        #expect(swift.contains("/// `joined` in the query, its keys and values in one list: `key,value,key,value`."))
        // The form object's items by their own names; a deepObject's secret field by `name[key]`;
        // an object joined into one item by that item's name, when a field of it is secret.
        #expect(swift.contains(#"secretQueryItems: Set<String> { ["login", "again", "user", "token", "filter[token]", "joined"] }"#), "\(swift)")
    }

    /// A map in the query takes the object styles: `deepObject` (`labels[color]=brown`), `form`
    /// (each entry an item named by its key) and `form` with `explode: false` (one item, keys and
    /// values joined). Its values are scalars (or arrays, where a key can repeat); a secret map
    /// in exploded form is refused, as logs could not know which items to redact.
    @Test func aMapInTheQuerySendsItsEntriesAsFields() throws {
        let found = SpecHarness.diagnostics("""
            models:
              Obj: { properties: { a: int } }
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  nested: { type: "map<Obj>", style: deepObject }
                  lists: { type: "map<string[]>", style: form, explode: false }
                  hidden: { type: "map<string>", style: form, secret: true }
                  bare: "map<string>"
                  loose: "map<Obj>"
                response: none
            """)
        // deepObject nests a map's object values in brackets: `nested[key][a]=1`. A map with no
        // style is one error, which asks for one, not a second about its values.
        #expect(found == [
            "spec.yaml:9:14: error: the values of parameter `lists` are arrays, which `explode: false` cannot join into its one list of "
                + "keys and values; leave `explode` out to repeat each key",
            "spec.yaml:10:15: error: parameter `hidden` cannot be `secret` as a map in `style: form`: its query items are named by keys "
                + "known only when it is sent, so logs could not redact them; use `style: deepObject` or `explode: false`",
            "spec.yaml:11:13: error: parameter `bare` must be a string, number, boolean, date, UUID, URL or enum (or an array of them; "
                + "objects and maps need `style: form`, `style: deepObject` or `encoding: json`)",
            "spec.yaml:12:14: error: parameter `loose` must be a string, number, boolean, date, UUID, URL or enum (or an array of them; "
                + "objects and maps need `style: form`, `style: deepObject` or `encoding: json`)",
        ])
        let swift = try SpecHarness.generate(["spec.yaml": """
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  labels: { type: "map<string>", style: deepObject }
                  extra: { type: "map<int[]>?", style: form }
                  joined: { type: "map<string>?", style: form, explode: false, secret: true }
                response: none
            """]).map(\.contents).joined()
        #expect(swift.contains(#"request.deepObjectQuery("labels", self.labels)"#))
        #expect(swift.contains(#"request.formObjectQuery("extra", self.extra)"#))
        #expect(swift.contains(#"request.formObjectQuery("joined", self.joined, explode: false)"#))
        #expect(swift.contains("/// The entries of `extra` in the query, each an item named by its key."))
        #expect(swift.contains(#"secretQueryItems: Set<String> { ["joined"] }"#), "\(swift)")
    }

    /// A method apigen knows is read in any case; any other is an extension method (`PURGE`),
    /// written as sent: a token in capitals, not a typo of a known one, and not CONNECT.
    @Test func methodIsCheckedAndNormalized() async throws {
        for (method, error) in [
            ("GTE", "`GTE` is not an HTTP method; did you mean `GET`?"),
            ("purge", "`purge` is not a method apigen knows; an extension method is written as it is sent, in capitals: `PURGE`"),
            ("\"PUR GE\"", "`PUR GE` is not an HTTP method: a method is a token of letters, digits and `!#$%&'*+-.^_`|~` (RFC 9110), "
                + "such as GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, QUERY"),
            ("CONNECT", "CONNECT opens a tunnel through a proxy; it is not a request an API client sends"),
        ] {
            #expect(SpecHarness.diagnostics(endpoint("method: \(method)\npath: /a\nresponse: none")) == ["spec.yaml:3:13: error: \(error)"])
        }
        let model = try #require(SpecHarness.model(endpoint("method: patch\npath: /a\nresponse: none")))
        #expect(model.endpoint("e")?.method == "PATCH")
        let files = try SpecHarness.generate(["spec.yaml": endpoint("method: PROPFIND\npath: /a\nresponse: none")])
        #expect(files.map(\.contents).joined().contains(#"static var method: HTTPMethod { .init(rawValue: "PROPFIND") }"#))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    @Test func bodiesGetTheirEncodingAndContentType() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Form: { properties: { a: string, b: "int[]" } }
            endpoints:
              json: { method: POST, path: /j, body: Form, response: none }
              form: { method: POST, path: /f, body: { type: Form, encoding: form }, response: none }
              multi: { method: POST, path: /m, body: { type: Form, encoding: multipart, optional: true }, response: none }
              raw: { method: PUT, path: /r, body: { type: data, contentType: application/pdf }, response: none }
              text: { method: PUT, path: /t, body: { type: string, contentType: text/csv }, response: none }
            """))
        let bodies = ["json", "form", "multi", "raw", "text"].compactMap { model.endpoint($0)?.body }
        #expect(bodies.map(\.encoding) == [.json, .form, .multipart, .raw, .raw])
        #expect(bodies.map(\.contentType) == [
            "application/json", "application/x-www-form-urlencoded", "multipart/form-data", "application/pdf", "text/csv",
        ])
        #expect(bodies.map(\.isRequired) == [true, true, false, true, true])
    }

    @Test func formBodiesAreFlatObjects() {
        let found = SpecHarness.diagnostics("""
            models:
              Inner: { properties: { x: int } }
              Form: { properties: { inner: Inner } }
            endpoints:
              f: { method: POST, path: /f, body: { type: Form, encoding: form }, response: none }
              g: { method: POST, path: /g, body: { type: string, encoding: form }, response: none }
            """)
        #expect(found == [
            "spec.yaml:3:25: error: form field `inner` must be a string, number, boolean, date, UUID, URL or enum (or an array of "
                + "them; `style: deepObject` sends any value in brackets, and a `multipart` body objects as JSON parts)",
            "spec.yaml:6:38: error: a `form` body must be an object",
        ])
    }

    /// A form with `style: deepObject` sends each field that is not a single value in brackets
    /// (`inner[x]=1`, `tags[]=a`), and so does a multipart body, a text part per item; `style` is
    /// said of those bodies only, and is `deepObject`.
    @Test func aFormInBracketsTakesAnyField() throws {
        let spec = """
            models:
              Inner: { properties: { x: int } }
              Form: { properties: { inner: Inner, tags: "string[]", name: string, when: date?, pick: { oneOf: [Inner, int] } } }
              Upload: { properties: { scan: file, inner: Inner?, tags: "string[]?", note: string? } }
            endpoints:
              f: { method: POST, path: /f, body: { type: Form, encoding: form, style: deepObject }, response: none }
              m: { method: POST, path: /m, body: { type: Upload, encoding: multipart, style: deepObject }, response: none }
            """
        #expect(SpecHarness.diagnostics(spec) == [])
        let swift = try SpecHarness.generate(["spec.yaml": spec]).map(\.contents).joined()
        #expect(swift.contains(#"form.addDeepObject("inner", self.body.inner)"#), "\(swift)")
        #expect(swift.contains(#"form.addDeepObject("tags", self.body.tags)"#))
        #expect(swift.contains(#"form.addDeepObject("pick", self.body.pick)"#))
        #expect(swift.contains(#"form.add("name", self.body.name)"#))
        #expect(swift.contains(#"form.add("when", self.body.when)"#))
        // Multipart: files as files, single values as text parts, the rest in brackets.
        #expect(swift.contains(#"form.addFile("scan", self.body.scan)"#), "\(swift)")
        #expect(swift.contains(#"form.addDeepObject("inner", self.body.inner)"#))
        #expect(swift.contains(#"form.add("note", self.body.note)"#))
        #expect(SpecHarness.diagnostics("""
            models:
              Form: { properties: { x: int } }
            endpoints:
              j: { method: POST, path: /j, body: { type: Form, style: deepObject }, response: none }
              f: { method: POST, path: /f, body: { type: Form, encoding: form, style: form }, response: none }
            """) == [
            "spec.yaml:4:59: error: a body's `style` is `deepObject`, on a `form` or `multipart` body",
            "spec.yaml:5:75: error: a body's `style` is `deepObject`, on a `form` or `multipart` body",
        ])
    }

    /// `explode: false` on a form (or multipart) body sends each array of text as one field of
    /// its items joined by commas (Swagger 2.0's `csv`); a JSON body has no such field, and a
    /// body in brackets sends its arrays there.
    @Test func aFormThatDoesNotExplodeJoinsItsArrays() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Form: { properties: { ids: "int64[]", tags: "string[]?", name: string } }
            endpoints:
              f: { method: POST, path: /f, body: { type: Form, encoding: form, explode: false }, response: none }
              m: { method: POST, path: /m, body: { type: Form, encoding: multipart, explode: false }, response: none }
            """])
        let swift = files.map(\.contents).joined()
        #expect(swift.contains(#"form.add("ids", self.body.ids, explode: false)"#), "\(swift)")
        #expect(swift.contains(#"form.add("tags", self.body.tags, explode: false)"#))
        #expect(swift.contains(#"form.add("name", self.body.name)"#))
        #expect(try await SwiftCompiler.compile(files) == "")
        #expect(SpecHarness.diagnostics("""
            models:
              Form: { properties: { x: "int[]" } }
            endpoints:
              j: { method: POST, path: /j, body: { type: Form, explode: false }, response: none }
              d: { method: POST, path: /d, body: { type: Form, encoding: form, style: deepObject, explode: false }, response: none }
            """) == [
            "spec.yaml:4:61: error: a body's `explode` is on a `form` or `multipart` body: `explode: false` sends each array as one field, "
                + "its items joined by commas",
            "spec.yaml:5:96: error: `explode: false` joins a body's arrays by commas, and `style: deepObject` sends them in brackets; choose one",
        ])
    }

    /// Content types go into headers as written, so they must be media types; a property's
    /// `contentType` is its file part's, so only `data` and `file` properties take one.
    @Test func contentTypesAreMediaTypes() {
        let found = SpecHarness.diagnostics("""
            models:
              Upload: { properties: { scan: { type: data, contentType: application/pdf }, pages: { type: "data[]", contentType: "image/png; q=\\"a b\\"" }, note: { type: string, contentType: text/plain }, bad: { type: data, contentType: png } } }
            endpoints:
              up: { method: POST, path: /u, body: { type: Upload, encoding: multipart }, response: { type: string, contentType: "text/csv;charset" } }
              raw: { method: PUT, path: /r, body: { type: data, contentType: "image/png\\r\\nX-Injected: 1" }, response: none }
              spaced: { method: PUT, path: /s, body: { type: data, contentType: "text/plain ;\\tcharset=utf-8" }, response: none }
              nbsp: { method: PUT, path: /n, body: { type: data, contentType: "text/plain\\u00A0" }, response: none }
            """)
        #expect(found == [
            "spec.yaml:2:178: error: `contentType` applies to `data` and `file` properties and arrays of them (their file parts in a multipart body); property `note` is `string`",
            "spec.yaml:2:224: error: `png` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
            "spec.yaml:4:117: error: `text/csv;charset` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
            "spec.yaml:5:66: error: `image/png\\u{D}\\u{A}X-Injected: 1` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
            // Spaces and tabs around parts are HTTP's optional whitespace; other spaces are not.
            "spec.yaml:7:67: error: `text/plain\u{A0}` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
        ])
    }

    /// A text body travels in its content type's charset, so the charset must be one the
    /// runtime reads and writes; bytes (`data`) may be labelled with any.
    @Test func textBodiesNameOnlyCharsetsTheRuntimeKnows() {
        let found = SpecHarness.diagnostics("""
            endpoints:
              send: { method: PUT, path: /s, body: { type: string, contentType: "text/plain; charset=koi8-r" }, response: { type: string, contentType: "text/plain;Charset=\\"EBCDIC\\"" } }
              fine: { method: PUT, path: /f, body: { type: string, contentType: "text/plain; format=flowed; charset=\\"ISO-8859-1\\"" }, response: { type: string, contentType: text/csv; charset=UTF-16LE } }
              bytes: { method: PUT, path: /b, body: { type: data, contentType: "text/plain; charset=koi8-r" }, response: none, errors: { 500: { type: string, contentType: "text/plain; charset=utf-7" } } }
            """)
        let known = "text bodies are read and written in utf-8, us-ascii, iso-8859-1, windows-1252, utf-16, utf-16be or utf-16le"
        #expect(found == [
            "spec.yaml:2:69: error: \(known), not `koi8-r`",
            "spec.yaml:2:140: error: \(known), not `EBCDIC`",
            "spec.yaml:4:160: error: \(known), not `utf-7`",
        ])
    }

    /// apigen accepts the charsets the runtime reads and writes, and no others.
    @Test func theCharsetsAcceptedAreTheRuntimes() {
        #expect(Resolver.textCharsets == Set(APIRuntime.TextCharset.encodings.keys))
    }

    /// A header name apigen accepts in a spec is one the runtime sends, and the other way
    /// round: the two read HTTP tokens alike.
    @Test func apigenAndTheRuntimeAcceptTheSameHeaderNames() {
        var names = (0...0x7F).compactMap(Unicode.Scalar.init).map { "X-" + String($0) }
        names += ["", "X", "é", "X-é", "Ｘ", "X\u{0}", "a:b", "ok!#$%&'*+-.^_`|~09AZaz"]
        for name in names {
            #expect(Resolver.isHTTPToken(name) == APIRuntime.HTTPHeaders.isValidName(name), "\(name.debugDescription)")
        }
        #expect(names.filter(APIRuntime.HTTPHeaders.isValidName).count == 15 + 62 + 2)
    }

    /// apigen and the runtime find the same charset in every media type a spec may give,
    /// written any way (case, spaces and tabs, quotes, other parameters around it), so a
    /// content type apigen accepts is one the runtime reads and writes text in.
    @Test func apigenAndTheRuntimeReadTheSameCharset() {
        var generator = SplitMix(state: 3)
        func pick(_ choices: [String]) -> String { choices[Int(generator.next() % UInt64(choices.count))] }
        var checked = 0
        for _ in 0..<3_000 {
            var text = pick(["text/plain", "text/csv", "application/xml", "text/plain "])
            for _ in 0..<Int(generator.next() % 4) {
                let name = pick(["charset", "Charset", "CHARSET", "format", "charset ", "char"])
                let value = pick(["utf-8", "UTF-8", "\"utf-8\"", "latin1", "\"ISO-8859-1\"", "koi8-r", "\"\"", "\"a;b\"", "utf-16le", "x"])
                text += pick([";", "; ", " ;", ";\t"]) + name + "=" + pick(["", " "]) + value + pick(["", " ", "\t"])
            }
            guard Resolver.isMediaType(text) else { continue }
            checked += 1
            let apigen = Resolver.charsetParameter(of: text).map(String.init)
            #expect(apigen == APIRuntime.TextCharset.charsetParameter(of: text), "\(text.debugDescription)")
            let accepted = apigen.map { Resolver.textCharsets.contains($0.lowercased()) } ?? true
            let readable = (try? APIRuntime.TextCharset.of(contentType: text).get()) != nil
            #expect(accepted == readable, "\(text.debugDescription)")
        }
        #expect(checked > 500)
    }

    /// A `file` carries a filename, which only a multipart part has a place for: it stands
    /// as a property (`file`, `file?`, `file[]`) of a model sent as a multipart body, and
    /// such a model is sent no other way; or it is a raw body, its bytes alone.
    @Test func filesTravelOnlyInMultipartBodiesOrAsARawBody() {
        let found = SpecHarness.diagnostics("""
            models:
              Upload: { properties: { photo: { type: file, contentType: image/png }, scans: "file[]", note: file?, bad: "map<file>", worse: "file[][]", inner: Upload2 } }
              Upload2: { properties: { f: file } }
              Photo: file
              Either: { oneOf: [Upload2, string] }
              Bag: { properties: { n: string }, additionalProperties: file }
              Wrapper: { properties: { scans: { type: "file[]", maxItems: 3 } } }
            endpoints:
              json: { method: POST, path: /a, body: Upload2, response: Upload2, errors: { 500: Upload2 } }
              good: { method: POST, path: /b, body: { type: Upload2, encoding: multipart }, response: file }
              text: { method: POST, path: /c, params: { q: { type: Upload2, encoding: json }, p: file }, body: { type: Upload2, encoding: form }, response: none }
              whole: { method: POST, path: /d, body: "file[]", response: none }
              inline: { method: POST, path: /e, body: { properties: { f: file }, encoding: multipart }, response: none }
              raw: { method: PUT, path: /f, body: { type: file, contentType: video/mp4 }, response: none }
              maybe: { method: PUT, path: /g, body: file?, response: none }
              holder: { method: PUT, path: /h, body: { type: Upload2, encoding: raw }, response: none }
            """)
        #expect(found == [
            "spec.yaml:2:104: error: property `bad` is `map<file>`; a file property is `file`, `file?` or `file[]`",
            "spec.yaml:2:122: error: property `worse` is `file[][]`; a file property is `file`, `file?` or `file[]`",
            "spec.yaml:2:141: error: property `inner` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body",
            "spec.yaml:3:28: error: form field `f` cannot be a `file`: only a `multipart` body sends files",
            "spec.yaml:4:3: error: model `Photo` cannot hold a `file`: a file is a property of a model sent as a `multipart` body, or a raw body",
            "spec.yaml:5:3: error: a variant of `Either` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body",
            "spec.yaml:6:3: error: the additional properties of `Bag` cannot hold a `file`: a file is a property of a model sent as a `multipart` body, or a raw body",
            "spec.yaml:9:41: error: the body of `json` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body; write `encoding: multipart`",
            "spec.yaml:9:60: error: the response of `json` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body; a file to download is `data`",
            "spec.yaml:9:84: error: error `500` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body",
            "spec.yaml:10:91: error: the response of `good` cannot hold a `file`: a file is a property of a model sent as a `multipart` body, or a raw body; a file to download is `data`",
            "spec.yaml:11:45: error: parameter `q` holds `Upload2`, whose `file` properties are sent only as parts of a `multipart` body",
            "spec.yaml:11:86: error: parameter `p` cannot be a `file`: only a `multipart` body sends files",
            "spec.yaml:12:42: error: the body of `whole` cannot hold a `file`: a file is a property of a model sent as a `multipart` body, or a raw body",
            "spec.yaml:16:42: error: a `raw` body is `data`, `file` or `string`",
        ])
    }

    /// A model named like a built-in type could never be referred to: the name means the built-in.
    @Test func modelsCannotTakeBuiltInNames() {
        #expect(SpecHarness.diagnostics("""
            models:
              file: { properties: { x: string } }
              none: { properties: { x: string } }
              date-time: int
              Uses: { properties: { f: file } }
            """) == [
            "spec.yaml:2:3: error: `file` is a built-in type; give the model another name (`name:` sets its Swift name)",
            "spec.yaml:3:3: error: `none` is a built-in type; give the model another name (`name:` sets its Swift name)",
            "spec.yaml:4:3: error: `date-time` is a built-in type; give the model another name (`name:` sets its Swift name)",
        ])
    }

    /// deepObject nests any value in brackets: objects, `any`, arrays (Stripe's `expand[]`) and
    /// unions (Stripe's `created`, a range or one time). A secret within is redacted in logs by
    /// its own item, or by the item of the array, map or union that holds it, whose items are
    /// named only when sent.
    @Test func deepObjectParametersNestAnyValue() throws {
        let spec = """
            models:
              Card: { properties: { number: { type: string, secret: true }, brand: string } }
              Range: { properties: { gte: int?, lte: int? } }
              Filter: { properties: { name: string?, tags: "string[]?", range: Range?, extra: any, card: Card?, cards: "Card[]?" } }
              Created: { oneOf: [Range, int] }
            endpoints:
              f:
                method: GET
                path: /f
                params:
                  filter: { type: Filter, style: deepObject }
                  expand: { type: "string[]?", style: deepObject }
                  created: { type: Created?, style: deepObject }
                response: none
            """
        #expect(SpecHarness.diagnostics(spec) == [])
        let swift = try SpecHarness.generate(["spec.yaml": spec]).map(\.contents).joined()
        #expect(swift.contains(#"request.deepObjectQuery("expand", self.expand)"#))
        #expect(swift.contains(#"request.deepObjectQuery("created", self.created)"#))
        // Each documented by the items it sends.
        #expect(swift.contains("/// `expand` in the query, in brackets: `expand[]` for each element."), "\(swift)")
        #expect(swift.contains("/// `created` in the query, in brackets: `created[…]`, or `created` for a single value."))
        #expect(swift.contains("/// `filter` in the query, in brackets: `filter[name]`, `filter[tags]`, `filter[range]`,"))
        #expect(swift.contains(#"secretQueryItems: Set<String> { ["filter[card][number]", "filter[cards]"] }"#), "\(swift)")
    }

    @Test func bodyOnGetIsAWarning() {
        #expect(SpecHarness.diagnostics(endpoint("method: GET\npath: /a\nbody: string\nresponse: none")) == [
            "spec.yaml:5:11: warning: a GET request with a body; many servers and proxies drop it",
        ])
    }

    @Test func responsesAndErrorsResolve() throws {
        let model = try #require(SpecHarness.model("""
            api:
              errors: { 401: none, 500: Problem, default: Problem }
            models:
              Problem: { properties: { title: string } }
            endpoints:
              e:
                method: GET
                path: /a
                response: { status: 201, type: Problem, headers: { X-Rate-Limit: int?, ETag: string } }
                errors:
                  404: none
                  500: { type: string, contentType: text/plain }
                  4XX: Problem
                  422: { properties: { field: string } }
              avatar: { method: GET, path: /b, response: { type: data, contentType: image/png } }
              empty: { method: DELETE, path: /c, response: none }
            """))
        let e = try #require(model.endpoint("e"))
        #expect(e.response.status == 201)
        #expect(e.response.headers.map(\.swiftName) == ["xRateLimit", "eTag"])
        #expect(e.response.headers.map(\.isRequired) == [false, true])
        #expect(e.errors.map(\.caseName) == ["unauthorized", "notFound", "unprocessableContent", "internalServerError", "clientError", "other"])
        #expect(e.errors.map(\.fromAPI) == [true, false, false, false, false, true])
        guard case .text(_, let contentType) = e.errors[3].content, case .json(let field, _) = e.errors[2].content else {
            Issue.record("wrong error contents")
            return
        }
        #expect(contentType == "text/plain")
        #expect(field.type == .named("ERequest.UnprocessableContentBody"))
        #expect(e.nested.map(\.swiftName) == ["UnprocessableContentBody"])
        guard case .binary("image/png") = model.endpoint("avatar")?.response.content else {
            Issue.record("avatar is not binary")
            return
        }
        #expect(model.endpoint("empty")?.response.status == 204)
    }

    /// The api block's errors are resolved for every endpoint; a problem in one is still
    /// one problem, reported once.
    @Test func aProblemInTheAPIsErrorsIsReportedOnce() {
        #expect(SpecHarness.diagnostics("""
            api:
              errors: { 500: Problme, 503: { type: data, contentType: nope } }
            models:
              Problem: { properties: { title: string } }
            endpoints:
              a: { method: GET, path: /a, response: none }
              b: { method: GET, path: /b, response: none }
            """) == [
            "spec.yaml:2:18: error: no type named `Problme`; did you mean `Problem`?",
            "spec.yaml:2:59: error: `nope` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
        ])
    }

    @Test func headResponsesAndErrorsHaveNoBody() throws {
        let model = try #require(SpecHarness.model("""
            api: { errors: { 500: P } }
            models:
              P: { properties: { t: string } }
            endpoints:
              e: { method: HEAD, path: /a, response: none, errors: { 404: P } }
              g: { method: GET, path: /a, response: none }
            """))
        // A HEAD response is a GET response without the body: 200, where an empty GET documents 204.
        #expect(model.endpoint("e")?.response.status == 200)
        #expect(model.endpoint("g")?.response.status == 204)
        let errors = try #require(model.endpoint("e")?.errors)
        #expect(errors.map(\.caseName) == ["notFound", "internalServerError"])
        #expect(errors.allSatisfy { if case .none = $0.content { return true } else { return false } })
        #expect(SpecHarness.diagnostics(endpoint("method: HEAD\npath: /a\nresponse: string")) == [
            "spec.yaml:5:15: error: a HEAD response has no body; write `type: none` (headers may still be declared)",
        ])
    }

    @Test func nonJSONContentNeedsDataOrString() {
        let found = SpecHarness.diagnostics(endpoint("method: GET\npath: /a\nresponse: { type: int, contentType: text/plain }"))
        #expect(found == ["spec.yaml:5:41: error: a `text/plain` body is `data` or `string`; JSON content types carry other types"])
    }

    @Test func requestMembersCannotCollide() {
        let found = SpecHarness.diagnostics(endpoint("method: POST\npath: /a\nparams: { body: string }\nbody: string\nresponse: none"))
        #expect(found == [
            "spec.yaml:6:11: error: the request body becomes the Swift name `body` in `ERequest`, which parameter `body` (line 5) already has; choose another with `name:`\nspec.yaml:5:15: note: parameter `body` is here",
        ])
    }

    @Test func secretIsReadWhereApigenCanKeepItOutOfPrintsAndLogs() throws {
        let spec = """
            models:
              Login:
                properties:
                  password: { type: string, secret: true }
                  user: string
            endpoints:
              e:
                method: POST
                path: /a/{id}
                params:
                  id: { type: string, secret: true }
                  X-Key: { in: header, type: string, secret: true }
                  key: { in: query, type: string, secret: false }
                body: { type: Login, secret: true }
                response: { type: string, secret: true }

            """
        let found = SpecHarness.diagnostics(spec)
        #expect(found.count == 3)
        #expect(found.first == "spec.yaml:11:35: error: path parameter `id` cannot be `secret`: logs and errors show the URL's path as it is; send the value in a header or the query, which they redact")
        #expect(found.dropFirst().map { $0.prefix(53) } == [
            "spec.yaml:14:26: error: unknown key `secret` in the b", "spec.yaml:15:31: error: unknown key `secret` in the r",
        ])
        let model = try #require(SpecHarness.model(spec.replacingOccurrences(of: "  id: { type: string, secret: true }", with: "  id: string")
            .replacingOccurrences(of: "body: { type: Login, secret: true }", with: "body: Login")
            .replacingOccurrences(of: "response: { type: string, secret: true }", with: "response: string")))
        #expect(model.model("Login").map(\.properties)?.map(\.secret) == [true, false])
        #expect(model.endpoint("e")?.parameters.map(\.secret) == [false, true, false])
    }

    /// A named scalar marked `secret` makes every value of it secret where it is held: through
    /// optionals, lists, maps and other scalars. Where nothing could hide it, it is an error.
    @Test func aSecretNamedScalarIsSecretWhereverItIsHeld() throws {
        let spec = """
            models:
              Password: { type: string, minLength: 8, secret: true }
              Pin: { type: int, maximum: 9999, secret: true }
              OldPasswords: "Password[]"
              Login:
                properties:
                  password: Password
                  previous: Password?
                  history: OldPasswords
                  pins: "map<Pin>"
                  user: string
            endpoints:
              e:
                method: POST
                path: /a/{id}
                params:
                  id: string
                  X-Key: { in: header, type: Password }
                  pin: { in: query, type: Pin }
                  note: { in: query, type: string }
                body: { type: Password, encoding: raw, contentType: text/plain }
                response: { type: none, headers: { X-Token: Password, X-Trace: string } }

            """
        let model = try #require(SpecHarness.model(spec))
        #expect(model.model("Login").map(\.properties)?.map(\.secret) == [true, true, true, true, false])
        let endpoint = try #require(model.endpoint("e"))
        #expect(endpoint.parameters.map(\.secret) == [false, true, true, false])
        #expect(endpoint.body?.secret == true)
        #expect(endpoint.response.headers.map(\.secret) == [true, false])

        let refused = SpecHarness.diagnostics("""
            models:
              Password: { type: string, secret: true }
              Account: { properties: { name: string }, secret: true }
              Choice: { oneOf: [Password, int] }
              Extra: { properties: { name: string }, additionalProperties: Password }
            endpoints:
              e:
                method: GET
                path: /a/{id}
                params:
                  id: Password
                  customMirror: { in: query, type: string }
                  X-Key: { in: header, type: Password, secret: false }
                response: Password
                errors:
                  401: "Password[]"

            """)
        #expect(refused == [
            "spec.yaml:3:52: error: only a named scalar can be `secret`, and model `Account` declares a type; mark the properties and parameters that hold it, or its own properties",
            "spec.yaml:4:21: error: a `oneOf` variant cannot be a `secret` named scalar: a union prints its value as it is; make the variant a model whose property holds it",
            "spec.yaml:5:64: error: `additionalProperties` cannot be of a `secret` named scalar: they print as they are; declare such values as properties",
            "spec.yaml:11:11: error: path parameter `id` cannot be of a `secret` named scalar: logs and errors show the URL's path as it is; send the value in a header or the query, which they redact",
            "spec.yaml:12:7: error: parameter `customMirror` becomes the Swift name `customMirror` in `ERequest`, which the generated `customMirror` (which hides what is `secret`) already has; choose another with `name:`",
            "spec.yaml:13:52: warning: `secret: false` does not apply: parameter `X-Key` is of a `secret` named scalar, which is secret wherever it is held",
            "spec.yaml:14:15: error: the response of endpoint `e` cannot be of a `secret` named scalar: a body the client receives prints as it is; make it a model whose property holds the value",
            "spec.yaml:16:12: error: error `401` cannot be of a `secret` named scalar: a body the client receives prints as it is; make it a model whose property holds the value",
        ])
    }

    /// A type with a secret has a generated `customMirror`, so no member may take that name.
    @Test func customMirrorIsTakenWhereASecretNeedsIt() {
        let found = SpecHarness.diagnostics("""
            models:
              Login:
                properties:
                  password: { type: string, secret: true }
                  customMirror: string
              Plain:
                properties:
                  customMirror: string
            endpoints:
              e:
                method: GET
                path: /a
                params:
                  X-Key: { in: header, type: string, secret: true }
                  customMirror: { in: query, type: string }
                response: { type: none, headers: { X-Token: { type: string, secret: true }, customMirror: string } }

            """)
        #expect(found == [
            "spec.yaml:5:7: error: property `customMirror` becomes the Swift name `customMirror` in model `Login`, which the generated `customMirror` (which hides what is `secret`) already has; choose another with `name:`",
            "spec.yaml:15:7: error: parameter `customMirror` becomes the Swift name `customMirror` in `ERequest`, which the generated `customMirror` (which hides what is `secret`) already has; choose another with `name:`",
            "spec.yaml:16:81: error: response header `customMirror` becomes the Swift name `customMirror` in the response headers of endpoint `e`, which the generated `customMirror` (which hides what is `secret`) already has; choose another with `name:`",
        ])
    }

    @Test func endpointNamesAreUniqueAcrossFiles() {
        let found = SpecHarness.diagnostics([
            "a.yaml": "endpoints:\n  getPet: { method: GET, path: /a, response: none }\n",
            "b.yaml": "endpoints:\n  getPet: { method: GET, path: /b, response: none }\n",
        ])
        #expect(found == ["b.yaml:2:3: error: endpoint `getPet` is already defined in a.yaml:2\na.yaml:2:3: note: first defined here"])
    }

    @Test func endpointNameOverride() throws {
        let model = try #require(SpecHarness.model(endpoint("method: GET\npath: /a\nname: fetch thing\nresponse: none")))
        #expect(model.endpoint("e")?.swiftName == "FetchThingRequest")
    }
}
