import Testing
@testable import APIGenCore

/// A view for these tests: fields by name.
private struct View: TemplateData {
    var fields: [String: any TemplateData]
    func field(named key: String) -> (any TemplateData)? { fields[key] }
}

private func render(_ text: String, _ fields: [String: any TemplateData] = [:], partials: [String: String] = [:]) throws -> String {
    var templates = ["main": try Template(parsing: text)]
    for (name, text) in partials { templates[name] = try Template(parsing: text) }
    return TemplateRenderer(templates: templates).render("main", with: View(fields: fields))
}

private func syntaxError(_ text: String) -> TemplateSyntaxError? {
    do {
        _ = try Template(parsing: text)
        return nil
    } catch {
        return error
    }
}

@Suite("Templates")
struct TemplateTests {
    @Test func variablesWriteTheirValueUnescaped() throws {
        let fields: [String: any TemplateData] = ["code": "a < b && c > \"d\"", "flag": true]
        #expect(try render("{{code}}|{{{code}}}|{{&code}}|{{ code }}|{{flag}}|{{missing}}.", fields)
            == "a < b && c > \"d\"|a < b && c > \"d\"|a < b && c > \"d\"|a < b && c > \"d\"|true|.")
    }

    @Test func namesAreFoundInTheInnermostValueThatHasThem() throws {
        let item = View(fields: ["name": "inner"])
        let fields: [String: any TemplateData] = [
            "name": "outer", "access": "public", "items": [item], "owner": View(fields: ["pet": View(fields: ["name": "Rex"])]),
        ]
        #expect(try render("{{#items}}{{access}} {{name}}{{/items}} {{owner.pet.name}} [{{owner.nobody.name}}]", fields)
            == "public inner Rex []")
        // A field that is there but empty ends the search: the outer `name` does not show through.
        let empty = View(fields: ["name": String?.none])
        #expect(try render("{{#items}}[{{name}}]{{/items}}", ["name": "outer", "items": [empty]]) == "[]")
    }

    @Test func sectionsRepeatShowOrSkip() throws {
        let fields: [String: any TemplateData] = [
            "lines": ["a", "b"], "none": [String](), "yes": true, "no": false,
            "some": String?.some("x"), "nothing": String?.none, "empty": "",
        ]
        #expect(try render("{{#lines}}<{{.}}>{{/lines}}{{#none}}!{{/none}}", fields) == "<a><b>")
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}n{{/no}}{{^yes}}y{{/yes}}", fields) == "Yn")
        #expect(try render("{{#some}}({{.}}){{/some}}{{#nothing}}({{.}}){{/nothing}}{{^nothing}}-{{/nothing}}", fields) == "(x)-")
        #expect(try render("{{^none}}no lines{{/none}}{{^lines}}!{{/lines}}{{^missing}}?{{/missing}}", fields) == "no lines?")
        // Only `nil` hides a string; an empty one still shows its section.
        #expect(try render("{{#empty}}[{{.}}]{{/empty}}", fields) == "[]")
    }

    @Test func tagsAloneOnTheirLineTakeTheLineWithThem() throws {
        let text = "begin\n  {{#lines}}  \n- {{.}}\n\t{{/lines}}\n{{! a note\nover two lines }}\n{{^lines}}\r\nnone\r\n{{/lines}}\r\nend {{#lines}}{{.}}{{/lines}}\n{{#lines}}"
            + "\n{{/lines}}"
        #expect(try render(text, ["lines": ["a", "b"]]) == "begin\n- a\n- b\nend ab\n")
        #expect(try render("x {{#yes}}\ny{{/yes}} z", ["yes": true]) == "x \ny z")
        // A carriage return is blank only as part of the line break.
        #expect(try render("\r{{#yes}}\ny\n{{/yes}}", ["yes": true]) == "\r\ny\n")
    }

    @Test func standalonePartialsIndentEveryLineOfTheirTemplate() throws {
        let partials = [
            "members": "{{#members}}\nvar {{.}}\n{{/members}}\n  {{>note}}\n",
            "note": "// {{note}}\n// end\n",
        ]
        let fields: [String: any TemplateData] = ["members": ["a", "b"], "note": "two\nlines"]
        #expect(try render("struct S {\n    {{>members}}\n}\n", fields, partials: partials)
            == "struct S {\n    var a\n    var b\n      // two\nlines\n      // end\n}\n")
        // A partial that shares its line is not indented.
        #expect(try render("  x {{>note}}", fields, partials: partials) == "  x // two\nlines\n// end\n")
    }

    @Test func setDelimiterTagsChangeTheDelimitersForTheRestOfTheTemplate() throws {
        #expect(try render("{{a}} {{=<% %>=}}<% a %> {{a}} <%={{ }}=%>{{a}}", ["a": "1"]) == "1 1 {{a}} 1")
    }

    @Test func syntaxErrorsSayWhatAndWhere() {
        #expect(syntaxError("line\n  {{name") == TemplateSyntaxError(message: "a tag is not finished (a missing `}}`)", line: 2, column: 3))
        #expect(syntaxError("a\n{{#items}}\n{{#inner}}\n{{/inner}}\n") == TemplateSyntaxError(
            message: "`{{#items}}` is never closed (a missing `{{/items}}`)", line: 2, column: 1))
        #expect(syntaxError("{{^a}}\n{{/b}}") == TemplateSyntaxError(
            message: "`{{/b}}` does not match the open section `{{^a}}` (line 1); close that one first, with `{{/a}}`", line: 2, column: 1))
        #expect(syntaxError("é {{/b}}") == TemplateSyntaxError(message: "`{{/b}}` closes no section", line: 1, column: 3))
        #expect(syntaxError("{{ }}") == TemplateSyntaxError(message: "a tag needs a name", line: 1, column: 1))
        #expect(syntaxError("{{a b}}")?.message == "`a b` is not a name: write a name, names joined by dots, or `.`")
        #expect(syntaxError("{{a..b}}")?.message == "`a..b` is not a name: write a name, names joined by dots, or `.`")
        #expect(syntaxError("{{>}}")?.message == "`{{>…}}` needs the name of a template")
        #expect(syntaxError("{{=<%=}}")?.message == "a set-delimiter tag needs two delimiters without spaces or `=`, as in `{{=<% %>=}}`")
        #expect(syntaxError("{{%CONTENT_TYPE: TEXT}}")?.message
            == "pragmas (`{{%…}}`) are not supported; no tag escapes its value, so none is needed")
        #expect(syntaxError("{{<base}}{{/base}}")?.message
            == "template inheritance (`{{<…}}`, `{{$…}}`) is not supported; use a partial (`{{>name}}`)")
        let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        #expect(syntaxError(deep) == TemplateSyntaxError(message: "sections nest more than 100 deep", line: 1, column: 601))
        #expect(syntaxError(String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)) == nil)
        // Columns after a comment that runs over lines count from its last line.
        #expect(syntaxError("{{! one\ntwo }} {{") == TemplateSyntaxError(message: "a tag is not finished (a missing `}}`)", line: 2, column: 8))
    }

    /// One of every view the emitter renders, with their fields' names as `Mirror` sees them.
    static var views: [any TemplateData] {
        let names = TypeNames(shadowed: []).view
        let property = PropertyView(doc: [], name: "", type: "", codingKeyCase: "", assignment: "", storage: nil)
        let parameter = ParameterView(text: "", separator: "")
        let pattern = PatternView(name: "", literal: "")
        let validation = ValidationView(access: "", names: names, patterns: [], hasPatterns: false, validationLines: [])
        let member = MemberView(doc: [], name: "", type: "")
        let pages = PagesView(itemType: "", itemsDoc: [], itemsExpression: "", nextDoc: [], nextLines: [], linkDoc: [], linkExpression: "")
        return [
            property, parameter, pattern, validation, member, names,
            AdditionalPropertiesView(type: ""),
            StructView(doc: [], access: "", name: "", qualifiedName: "", conformances: "", names: names, properties: [property],
                       additionalProperties: nil, hasProperties: true, listsCodingKeys: false, hasInitParameters: true, initParameters: [parameter],
                       customCoding: false,
                       decodeLines: [], encodeLines: [], validation: "", nested: []),
            EnumCaseView(name: "", literal: "", rawLiteral: nil, separator: ""),
            EnumView(doc: [], access: "", name: "", frozen: true, rawType: "", conformances: "", cases: [], unknownCase: "",
                     names: names),
            VariantView(caseName: "", type: "", tagLiteral: "", tagLiterals: "", caseLiteral: ""),
            DiscriminatorView(keyLiteral: "", tagType: "", coversEveryTag: false),
            UnionView(doc: [], access: "", name: "", indirect: false, conformances: "", names: names, variants: [],
                      discriminator: nil, validation: ""),
            EventCaseView(doc: [], caseName: "", type: "", nameLiteral: "", decodeExpression: "", encodeExpression: ""),
            EventsView(doc: [], access: "", name: "", conformances: "", names: names, cases: [], otherCase: "", validation: "", nested: []),
            AliasView(doc: [], access: "", name: "", type: ""),
            FailureView(doc: [], caseDeclaration: "", statusPattern: "", returnExpression: ""),
            RequestView(doc: [], deprecated: false, access: "", name: "", names: names, responseAlias: nil, method: "",
                        pathLiteral: "", auth: nil, timeout: nil, server: nil, accept: nil, streams: false, patterns: [pattern], members: [member], hasInitParameters: true,
                        initParameters: [parameter], encodeLines: [], hasValidation: false, validationLines: [],
                        hasResponseValidation: false, responseValidationLines: [], hasFailureValidation: false,
                        failureValidationLines: [], secretHeaders: nil, secretQueryItems: nil,
                        decodeResponseLines: [], hasFailures: false, errorAlias: "", failures: [], hasDefaultFailure: false, nested: [], pages: pages),
            pages,
            ResponseStructView(access: "", names: names, conformances: "", fields: [member], initParameters: [parameter], hasValidation: false, validation: ""),
            MirrorView(access: "", names: names, qualifiedName: "", deprecated: false, children: []),
            ServerView(name: "", specName: "", literal: "", doc: [], function: nil),
            ServerFunctionView(urlText: "", parameters: "", throwsClause: "", call: "", values: ""),
            ServerChoicesView(doc: [], name: "", cases: []),
            APIView(doc: [], access: "", name: "", names: names, version: nil, baseURL: nil, servers: [], serverChoices: [],
                    endpointServers: nil, headers: "", auth: "", timeout: nil),
            FileView(source: "", imports: [], declarations: []),
        ]
    }

    @Test func everyFieldOfEveryViewCanBeRead() {
        for view in Self.views {
            for case let (label?, _) in Mirror(reflecting: view).children {
                #expect(view.field(named: label) != nil, "templates cannot read `\(label)` of \(type(of: view))")
            }
        }
    }

    /// `Documentation/Templates.md` documents every field of every view, and no other.
    @Test func theTemplateReferenceListsEveryField() throws {
        let text = try String(contentsOf: CommandLineTests.packageRoot.appendingPathComponent("Documentation/Templates.md"), encoding: .utf8)
        var documented: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### `") {
                current = String(line.dropFirst(5).prefix { $0 != "`" })
            } else if line.hasPrefix("## ") {
                current = nil
            } else if let view = current, line.hasPrefix("| `") {
                let cell = line.dropFirst(2).prefix { $0 != "|" }
                let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                documented[view, default: []].formUnion(names)
            }
        }
        var expected: [String: Set<String>] = [:]
        for view in Self.views {
            let name = String(reflecting: type(of: view)).replacingOccurrences(of: "APIGenCore.", with: "")
            expected[name] = Set(Mirror(reflecting: view).children.compactMap(\.label))
        }
        #expect(documented == expected)
    }
}
