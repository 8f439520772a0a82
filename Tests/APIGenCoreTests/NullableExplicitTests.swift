import Testing
@testable import APIGenCore

/// `nullable: explicit`: a property whose `null` is a value of its own, apart from leaving the
/// key out, as a PATCH that clears a field needs.
@Suite("nullable: explicit")
struct NullableExplicitTests {
    /// Wherever a `Nullable` property stands, the generated code compiles: a number carried as
    /// text, a secret, a property boxed to close a cycle, a form and a multipart body (which
    /// leave `.null` out), a page's next link read through one, and the fields of the body or
    /// of an object parameter that a next page sets (a cursor, a page number, fields read from
    /// a `Link` header) or reads (the page size).
    @Test func everyKindOfPropertyCompiles() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Patch:
                properties:
                  note: { type: string?, nullable: explicit, maxLength: 5 }
                  price: { type: decimal?, wire: string, nullable: explicit, minimum: 0 }
                  pin: { type: date?, secret: true, nullable: explicit }
                  tags: { type: "string[]?", nullable: explicit, maxItems: 2 }
                  parent: { type: Patch?, nullable: explicit }
                  Nullable: { type: int?, nullable: explicit }
              Nullable: { properties: { a: int? } }
              Form:
                properties:
                  note: { type: string?, nullable: explicit }
                  price: { type: decimal?, wire: string, nullable: explicit }
                  tags: { type: "string[]?", nullable: explicit }
              Upload:
                properties:
                  note: { type: string?, nullable: explicit }
                  photo: { type: data?, nullable: explicit }
                  photos: { type: "file[]?", nullable: explicit }
                  meta: { type: Links?, nullable: explicit }
              Listing:
                properties:
                  items: "Patch[]"
                  links: { type: Links?, nullable: explicit }
              Links: { properties: { next: { type: url?, nullable: explicit } } }
              Search: { properties: { cursor: { type: string?, nullable: explicit } } }
              Found: { properties: { items: "string[]", next: string? } }
              Paging: { properties: { number: { type: int?, nullable: explicit }, size: { type: int?, nullable: explicit } } }
            endpoints:
              patch: { method: PATCH, path: /things, body: Patch, response: Patch }
              form: { method: POST, path: /form, body: { type: Form, encoding: form }, response: none }
              upload: { method: POST, path: /upload, body: { type: Upload, encoding: multipart }, response: none }
              list:
                method: GET
                path: /things
                params: { page: int? }
                response: Listing
                pages: { items: items, nextLink: links.next }
              search:
                method: POST
                path: /search
                body: Search
                response: Found
                pages: { items: items, cursor: body.cursor, from: next }
              numbered:
                method: GET
                path: /numbered
                params: { paging: { type: Paging?, style: deepObject } }
                response: "string[]"
                pages: { page: paging.number, size: paging.size }
              linked:
                method: GET
                path: /linked
                params: { page: { type: Paging?, style: deepObject } }
                response: { type: "string[]", headers: { Link: string? } }
                pages: { link: Link }
            """])
        let source = files.map(\.contents).joined(separator: "\n")
        #expect(source.contains("public var price: APIRuntime.Nullable<Decimal>?"), "a model named `Nullable` shadows the runtime's")
        #expect(source.contains("try container.decodeNumberStringNullableIfPresent(Decimal.self, forKey: .price)"))
        #expect(source.contains("try container.decodeSecretNullableIfPresent(CalendarDate.self, forKey: .pin)"))
        #expect(source.contains("report.check(self.note?.value, at: path[\"note\"], maxLength: 5)"))
        #expect(source.contains("fields.cursor = .value(cursor)"))
        #expect(source.contains("pageFields.number = (link.value(\"page[number]\", as: Int.self)).map(APIRuntime.Nullable.value)"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    @Test func itAppliesToOptionalPropertiesWithoutADefaultOnly() {
        let found = SpecHarness.diagnostics("""
            models:
              Patch:
                properties:
                  name: { type: string, nullable: explicit }
                  size: { type: int?, default: 1, nullable: explicit }
                  tags: { type: "string[]?", items: { nullable: explicit } }
                  mood: { type: string?, nullable: maybe }
              Counts: { additionalProperties: { type: int?, nullable: explicit } }
            """)
        #expect(found == [
            "spec.yaml:4:39: error: `nullable` applies to optional values; property `name` is required",
            "spec.yaml:5:49: error: `nullable: explicit` does not apply to property `size`, which has a default: leaving it out sends the default",
            "spec.yaml:6:53: error: `nullable` under `items` of property `tags` has no effect; for items that may be `null`, make the element type optional: `string?[]`",
            "spec.yaml:7:40: error: expected `true` or `false` for `nullable` (or `explicit`), found `maybe`",
            "spec.yaml:8:59: error: `nullable: explicit` applies to a model's properties, where a key can be left out; "
                + "`additionalProperties` of model `Counts` is not one",
        ])
    }
}
