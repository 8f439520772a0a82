/// Renders one endpoint as a request struct conforming to `APIRequest`.
struct RequestEmitter {
    let context: EmitContext
    let models: ModelEmitter
    /// Whether each request's doc comment says its auth: only when some part of the API needs
    /// credentials, so that an API without auth does not repeat "none" on every request.
    let describesAuth: Bool

    func render(_ endpoint: Endpoint) -> String {
        let names = context.names
        var members: [MemberView] = []
        var parameters: [String] = []
        var validation = ValidationCode(table: context.table, literals: context.literals)
        var validationLines: [String] = []
        for parameter in endpoint.parameters {
            let name = SwiftText.identifier(parameter.swiftName)
            let type = names.swift(parameter.field.type)
            var doc = SwiftText.docLines(parameter.description)
            if !doc.isEmpty { doc.append("") }
            let deprecation = parameter.deprecated ? "; deprecated in the spec" : ""
            if let fields = formFields(parameter) {
                let items = fields.map(SwiftText.docCode).joined(separator: ", ")
                let wireName = SwiftText.docCode(parameter.name)
                doc.append("The fields of \(wireName) in the query, each an item of its own: \(items)\(deprecation).")
            } else if let items = bracketedItems(parameter) {
                doc.append("\(SwiftText.docCode(parameter.name)) in the query, in brackets: \(items)\(deprecation).")
            } else if isFormCollection(parameter) {
                let wireName = SwiftText.docCode(parameter.name)
                doc.append(parameter.explode
                    ? "The entries of \(wireName) in the query, each an item named by its key\(deprecation)."
                    : "\(wireName) in the query, its keys and values in one list: `key,value,key,value`\(deprecation).")
            } else {
                doc.append("\(SwiftText.docCode(parameter.name)) in the \(parameter.placement.rawValue)\(deprecation).")
            }
            members.append(MemberView(doc: doc.docText, name: name, type: type))
            parameters.append(context.literals.initParameter(name, type, parameter.field.type, default: parameter.defaultValue))
            validationLines += validation.statements(
                "self." + name, type: parameter.field.type, constraints: parameter.field.constraints,
                path: EmitContext.path("path", key: parameter.name), hint: parameter.swiftName, secret: parameter.secret)
        }
        if let body = endpoint.body {
            let type = names.swift(body.field.type)
            members.append(MemberView(doc: EmitContext.doc(body.description ?? "The request body (\(body.contentType))."),
                                      name: "body", type: type))
            parameters.append(context.literals.initParameter("body", type, body.field.type, default: nil))
            validationLines += validation.statements(
                "self.body", type: body.field.type, constraints: body.field.constraints, path: "path[\"body\"]", hint: "body",
                secret: body.secret)
        }
        var nested = models.renderNested(endpoint.nested)
        // An inline response body is itself the nested `Response`; otherwise `Response` names the body's type.
        var responseAlias: String? = responseType(endpoint.response.content)
        if responseAlias == "\(endpoint.swiftName).Response" { responseAlias = nil }
        if !endpoint.response.headers.isEmpty {
            responseAlias = nil
            nested.append(EmitContext.indented(renderResponseStruct(endpoint.response)))
        }
        // The protocol's `validateResponse` checks a model, or a list or map of models; this
        // one is written only where that would miss something: the response's own constraints
        // (`maxItems` on a list, `maxLength` on text), or the models in a list of lists.
        var responseValidationLines: [String] = []
        if endpoint.response.headers.isEmpty, let field = endpoint.response.content.field {
            responseValidationLines = validation.statements(
                "response", type: field.type, constraints: field.constraints, path: "path", hint: "response")
            if ValidationCode.checksOnlyModels(responseValidationLines, of: "response") { responseValidationLines = [] }
        }
        let failureValidationLines = failureValidationLines(endpoint.errors, validation: &validation)
        let failures = endpoint.errors.map(failureView)
        let view = RequestView(
            doc: documentation(endpoint), deprecated: endpoint.deprecated, access: context.access, name: endpoint.swiftName,
            names: names.view, responseAlias: responseAlias, method: Self.methodMember(endpoint.method),
            pathLiteral: SwiftText.stringLiteral(endpoint.path), auth: authExpression(endpoint.auth),
            timeout: endpoint.timeout?.text, server: endpoint.server.map(SwiftText.stringLiteral), accept: acceptLiteral(endpoint), streams: endpoint.response.content.isStream,
            patterns: validation.patterns.map { PatternView(name: $0.name, literal: $0.literal) }, members: members,
            hasInitParameters: !parameters.isEmpty, initParameters: parameterViews(parameters),
            encodeLines: encodeLines(endpoint), hasValidation: !validationLines.isEmpty, validationLines: validationLines,
            hasResponseValidation: !responseValidationLines.isEmpty, responseValidationLines: responseValidationLines,
            hasFailureValidation: !failureValidationLines.isEmpty, failureValidationLines: failureValidationLines,
            secretHeaders: secretNames(endpoint, in: .header), secretQueryItems: secretNames(endpoint, in: .query),
            decodeResponseLines: decodeResponseLines(endpoint.response), hasFailures: !failures.isEmpty,
            errorAlias: endpoint.errorName, failures: failures,
            hasDefaultFailure: endpoint.errors.contains { $0.status == .default }, nested: nested,
            pages: endpoint.pages.map { PagesCode(names: names).view($0, response: endpoint.response) })
        return EmitContext.trimmed(context.templates.render(view, "request"))
    }

    /// A set literal of the `secret` names in the headers, request and response (lower-case, as
    /// the runtime compares them), or of the `secret` query parameters; `nil` when there is none.
    private func secretNames(_ endpoint: Endpoint, in placement: ParameterPlacement) -> String? {
        let (parameters, responseHeaders) = endpoint.secrets(in: placement)
        var secrets = parameters.map { placement == .header ? $0.name.lowercased() : $0.name }
        if placement == .query { secrets += secretFieldItems(endpoint) }
        for header in responseHeaders where !secrets.contains(header.name.lowercased()) {
            secrets.append(header.name.lowercased())
        }
        return secrets.isEmpty ? nil : "[\(secrets.map(SwiftText.stringLiteral).joined(separator: ", "))]"
    }

    /// The JSON keys of an object parameter whose fields each go in the query (`style: form`).
    private func formFields(_ parameter: Parameter) -> [String]? {
        guard parameter.explode, isFormCollection(parameter), case .object(let object) = context.table.kind(parameter.field.type) else {
            return nil
        }
        return object.properties.map(\.jsonKey)
    }

    /// The items a `deepObject` parameter sends, as its documentation names them: an object's
    /// fields (`filter[name]`, `filter[status]`), a map's entries (`labels[key]`), an array's
    /// elements (`expand[]`, or `items[0]` for elements that nest), a union's value either way.
    private func bracketedItems(_ parameter: Parameter) -> String? {
        guard parameter.placement == .query, parameter.style == .deepObject, !parameter.jsonEncoded else { return nil }
        let name = parameter.name
        switch context.table.kind(parameter.field.type) {
        case .object(let object):
            return object.properties.map { SwiftText.docCode("\(name)[\($0.jsonKey)]") }.joined(separator: ", ")
        case .map:
            return "\(SwiftText.docCode("\(name)[key]")) for each entry"
        case .array(let element):
            return context.table.kind(element).isSingleText
                ? "\(SwiftText.docCode("\(name)[]")) for each element"
                : "\(SwiftText.docCode("\(name)[0]")), \(SwiftText.docCode("\(name)[1]")), … for its elements"
        default:
            return "\(SwiftText.docCode("\(name)[…]")), or \(SwiftText.docCode(name)) for a single value"
        }
    }

    /// Whether a query parameter is an object or a map in `style: form`: its fields items of
    /// their own or, with `explode: false`, one list.
    private func isFormCollection(_ parameter: Parameter) -> Bool {
        guard parameter.placement == .query, parameter.style == .form, !parameter.jsonEncoded else { return false }
        switch context.table.kind(parameter.field.type) {
        case .object, .map: return true
        default: return false
        }
    }

    /// The query items that carry secret fields of object parameters: each field of a secret
    /// `form` object (`token`), and each `secret` property of an object sent in either style
    /// (`token`, `filter[token]`, `filter[card][number]`). A secret deepObject's own name covers
    /// its fields already; a form object with `explode: false` is one item, its name, secret if
    /// any field is.
    private func secretFieldItems(_ endpoint: Endpoint) -> [String] {
        var items: [String] = []
        for parameter in endpoint.parameters where parameter.placement == .query && !parameter.jsonEncoded {
            if parameter.style == .deepObject {
                guard !parameter.secret else { continue }
                for item in bracketedSecretItems(parameter.field.type, named: parameter.name) where !items.contains(item) {
                    items.append(item)
                }
                continue
            }
            guard case .object(let object) = context.table.kind(parameter.field.type) else { continue }
            if isFormCollection(parameter) && !parameter.explode {
                if !parameter.secret && object.properties.contains(where: \.secret) && !items.contains(parameter.name) {
                    items.append(parameter.name)
                }
                continue
            }
            for property in object.properties where (property.secret || parameter.secret) && !items.contains(property.jsonKey) {
                items.append(property.jsonKey)
            }
        }
        return items
    }

    /// The items that carry the secrets of a value sent in brackets as `name`: a secret field's
    /// own item (`filter[card][number]`), which covers what it nests. Within an array, a map or a
    /// union, items are named by indexes, keys or variants known only when sent, and a model
    /// that holds itself nests without end, so there the item of the whole value is secret if
    /// anything in it is; and so it is past `maxSecretItems`. `walking`: the models on the way.
    private func bracketedSecretItems(_ type: TypeRef, named name: String, walking: Set<TypeRef> = []) -> [String] {
        let model = type.nonOptional
        guard holdsSecret(model) else { return [] }
        guard !walking.contains(model) else { return [name] }
        guard case .object(let object) = context.table.kind(model) else { return [name] }
        var items: [String] = []
        for property in object.properties {
            let item = "\(name)[\(property.jsonKey)]"
            items += property.secret ? [item] : bracketedSecretItems(property.field.type, named: item, walking: walking.union([model]))
            if items.count > Self.maxSecretItems { return [name] }
        }
        return items
    }

    /// How many items of one bracketed value are listed as secret, at most, before the value's
    /// own item stands for them: models that each hold the next twice would list exponentially many.
    private static let maxSecretItems = 64

    /// Whether a value of `type` holds a `secret` field anywhere within it.
    private func holdsSecret(_ type: TypeRef) -> Bool {
        var seen: Set<TypeRef> = []
        var pending = [type]
        while let next = pending.popLast() {
            let plain = next.nonOptional
            guard seen.insert(plain).inserted else { continue }
            switch context.table.kind(plain) {
            case .object(let object):
                if object.properties.contains(where: \.secret) { return true }
                pending += object.properties.map(\.field.type)
            case .array(let element), .map(let element):
                pending.append(element)
            case .union(let union):
                pending += union.variants.map(\.type)
            case .primitive, .enumeration:
                break
            }
        }
        return false
    }

    /// Summary, description, `METHOD /path`, auth, and what each status means.
    private func documentation(_ endpoint: Endpoint) -> [String] {
        var lines = SwiftText.docLines(endpoint.summary)
        let description = SwiftText.docLines(endpoint.description)
        if !description.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += description
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(SwiftText.docCode("\(endpoint.method) \(endpoint.path)"))
        lines.append("")
        if let server = endpoint.server {
            lines.append("Served from the server \(SwiftText.docCode(server)), not the base URL: the client's `servers` give its URL.")
            lines.append("")
        }
        if describesAuth {
            lines.append(AuthProse.sentence(endpoint.auth))
            lines.append("")
        }
        lines.append("- \(endpoint.response.status): \(contentDescription(endpoint.response.content))")
        // Indented, so that the description stays in the status's list item.
        lines += SwiftText.docLines(endpoint.response.description).map { $0.isEmpty ? "" : "  " + $0 }
        for error in endpoint.errors {
            let headers = error.headers.map { SwiftText.docCode($0.name) }
            let with = headers.isEmpty ? "" : ", with the header\(headers.count == 1 ? "" : "s") \(headers.joined(separator: ", "))"
            lines.append("- \(error.status): `\(error.caseName)`, \(contentDescription(error.content))\(with)")
        }
        if endpoint.deprecated {
            lines.append("")
            lines.append("- Warning: Deprecated in the spec.")
        }
        return lines.docText
    }

    private func contentDescription(_ content: ResponseContent) -> String {
        switch content {
        case .none: return "no body"
        case .json(let field, _): return "`\(context.names.swift(field.type))`"
        case .text(_, let contentType): return "text (\(SwiftText.docInline(contentType)))"
        case .binary(let contentType): return "bytes (\(SwiftText.docInline(contentType)))"
        case .stream(let field, let form, let contentType, let end):
            let items = context.names.swift(field.type)
            let until = end.map { ", until an item \(SwiftText.docCode($0))" } ?? ""
            switch form {
            case .events:
                let names = context.table.eventNames(field.type).map { ": " + $0.map(SwiftText.docCode).joined(separator: ", ") } ?? ""
                return "events of `\(items)`\(names) (\(SwiftText.docInline(contentType)))\(until)"
            case .bytes: return "bytes as they arrive (\(SwiftText.docInline(contentType)))"
            case .jsonLines, .jsonSeq: return "a stream of `\(items)` (\(SwiftText.docInline(contentType)))\(until)"
            }
        }
    }

    /// `"image/png, application/json"`: the media types the responses come in, success first,
    /// each once and without parameters (a text body's `charset` is not a media type).
    private func acceptLiteral(_ endpoint: Endpoint) -> String? {
        var types: [String] = []
        for content in [endpoint.response.content] + endpoint.errors.map(\.content) {
            let type: String
            switch content {
            case .none: continue
            case .json(_, let contentType), .text(_, let contentType), .binary(let contentType), .stream(_, _, let contentType, _):
                type = String(contentType.mediaTypeEssence)
            }
            if !types.contains(where: { $0.lowercased() == type.lowercased() }) { types.append(type) }
        }
        return types.isEmpty ? nil : SwiftText.stringLiteral(types.joined(separator: ", "))
    }

    private func responseType(_ content: ResponseContent) -> String {
        switch content {
        case .none: return context.names.view.noContent
        case .json(let field, _): return context.names.swift(field.type)
        case .text: return context.names.view.string
        case .binary: return context.names.view.data
        case .stream(let field, let form, _, _):
            let names = context.names.view
            let item = context.names.swift(field.type)
            return form == .events ? "\(names.responseStream)<\(names.serverSentEvent)<\(item)>>" : "\(names.responseStream)<\(item)>"
        }
    }

    /// `try decoder.json(Pet.self, from: response)` and friends.
    private func decodeExpression(_ content: ResponseContent) -> String {
        switch content {
        case .none: return "decoder.empty(from: response)"
        case .json(let field, _): return "try decoder.json(\(context.names.swift(field.type)).self, from: response)"
        case .text: return "try decoder.text(from: response)"
        case .binary: return "decoder.data(from: response)"
        case .stream(let field, let form, _, let end):
            let until = end.map { ", until: \(SwiftText.stringLiteral($0))" } ?? ""
            let item = context.names.swift(field.type)
            switch form {
            case .events where content.jsonField == nil: return "decoder.textEvents(from: response\(until))"
            case .events where context.table.eventNames(field.type) != nil: return "decoder.namedEvents(of: \(item).self, from: response\(until))"
            case .events: return "decoder.events(of: \(item).self, from: response\(until))"
            case .jsonLines: return "decoder.stream(of: \(item).self, framing: .jsonLines, from: response\(until))"
            case .jsonSeq: return "decoder.stream(of: \(item).self, framing: .jsonSequence, from: response\(until))"
            case .bytes: return "decoder.bytes(from: response)"
            }
        }
    }

    private func decodeResponseLines(_ response: SuccessResponse) -> [String] {
        guard !response.headers.isEmpty else { return [decodeExpression(response.content)] }
        var arguments: [String] = []
        if case .none = response.content {} else { arguments.append("body: \(decodeExpression(response.content))") }
        for header in response.headers {
            arguments.append("\(SwiftText.argumentLabel(header.swiftName)): \(headerDecodeExpression(header))")
        }
        return ["Response("] + arguments.enumerated().map { "    \($0.element)\($0.offset == arguments.count - 1 ? ")" : ",")" }
    }

    /// Reads a typed header from `response`: `try decoder.optionalHeader("ETag", as: String.self, from: response)`,
    /// or `jsonHeader` and `optionalJSONHeader` for one whose value is JSON text.
    private func headerDecodeExpression(_ header: ResponseHeader) -> String {
        let method = header.jsonEncoded ? (header.isRequired ? "jsonHeader" : "optionalJSONHeader")
            : header.isRequired ? "header" : "optionalHeader"
        let type = context.names.swift(header.field.type.nonOptional)
        let redacting = header.secret ? ", redactingValue: true" : ""
        return "try decoder.\(method)(\(SwiftText.stringLiteral(header.name)), as: \(type).self, from: response\(redacting))"
    }

    private func renderResponseStruct(_ response: SuccessResponse) -> String {
        var fields: [MemberView] = []
        if case .none = response.content {} else {
            fields.append(MemberView(doc: EmitContext.doc(response.description ?? "The body."), name: "body",
                                     type: responseType(response.content)))
        }
        for header in response.headers {
            let doc = SwiftText.docLines(header.description) + ["The \(SwiftText.docCode(header.name)) header."]
            fields.append(MemberView(doc: doc.docText, name: SwiftText.identifier(header.swiftName), type: context.names.swift(header.field.type)))
        }
        // The body is checked as a response without typed headers is (`validatesResponses`):
        // its own constraints and the models it holds, each at its path. A header's constraints
        // are checked at `header <name>`, the path a header's decoding error gives.
        var validation = ValidationCode(table: context.table, literals: context.literals)
        var validationLines: [String] = []
        if let field = response.content.field {
            validationLines = validation.statements("self.body", type: field.type, constraints: field.constraints, path: "path", hint: "body")
        }
        for header in response.headers {
            validationLines += validation.statements(
                "self." + SwiftText.identifier(header.swiftName), type: header.field.type, constraints: header.field.constraints,
                path: EmitContext.path("path", key: "header " + header.name), hint: header.swiftName, secret: header.secret)
        }
        let names = context.names.view
        let validates = !validationLines.isEmpty
        let view = ResponseStructView(
            access: context.access, names: names,
            conformances: validates ? "\(names.sendable), \(names.validatable)" : names.sendable, fields: fields,
            initParameters: parameterViews(fields.map { "\($0.name): \($0.type)\($0.type.hasSuffix("?") ? " = nil" : "")" }),
            hasValidation: validates,
            validation: validates ? models.renderValidation(validation.patterns, validationLines) : "")
        return EmitContext.trimmed(context.templates.render(view, "response"))
    }

    /// The body of the request's own `validateFailure`: a `switch` over the `Failure` cases
    /// whose body holds something to check, each checked at the root. The protocol's default
    /// checks the models a case holds, so this is written only where that would miss
    /// something: an error body's own constraints (`maxLength` on text, `maxItems` on a list),
    /// or the models in a list of lists.
    private func failureValidationLines(_ errors: [ErrorResponse], validation: inout ValidationCode) -> [String] {
        var cases: [String] = []
        var defaultMissesSomething = false
        var leavesACaseOut = false
        for error in errors {
            // Each associated value bound only where a statement reads it: `_` for the status.
            var bindings = Self.caseHoldsStatus(error.status) ? ["_"] : []
            var statements: [String] = []
            if let field = error.content.field {
                let body = validation.statements(
                    "body", type: field.type, constraints: field.constraints, path: "path", hint: error.caseName + "Body")
                if !body.isEmpty && !ValidationCode.checksOnlyModels(body, of: "body") { defaultMissesSomething = true }
                statements += body
                bindings.append(body.isEmpty ? "_" : "let body")
            } else if case .none = error.content {} else {
                bindings.append("_")
            }
            for header in error.headers {
                // `…Header`: no header's name can then stand for `body`, `path` or `report`.
                let local = SwiftText.identifier(header.swiftName + "Header")
                let checks = validation.statements(
                    local, type: header.field.type, constraints: header.field.constraints,
                    path: EmitContext.path("path", key: "header " + header.name), hint: header.swiftName)
                if !checks.isEmpty { defaultMissesSomething = true }
                statements += checks
                bindings.append(checks.isEmpty ? "_" : "let " + local)
            }
            guard !statements.isEmpty else {
                leavesACaseOut = true
                continue
            }
            cases.append("case .\(SwiftText.identifier(error.caseName))(\(bindings.joined(separator: ", "))):")
            cases += statements.map { "    " + $0 }
        }
        guard defaultMissesSomething else { return [] }
        if leavesACaseOut { cases += ["default:", "    break"] }
        return ["switch failure {"] + cases + ["}"]
    }

    /// What follows the dot in `static var method: HTTPMethod { .get }`: a member of
    /// `HTTPMethod` for a method it names (`get`), its initializer for an extension method
    /// (`init(rawValue: "PURGE")`).
    static func methodMember(_ method: String) -> String {
        Resolver.methods.contains(method) ? method.lowercased() : "init(rawValue: \(SwiftText.stringLiteral(method)))"
    }

    /// Whether the `Failure` case of `status` holds the status beside the body: a class
    /// (`4XX`) or `default` stands for several statuses, a code for one.
    private static func caseHoldsStatus(_ status: StatusKey) -> Bool {
        if case .code = status { return false }
        return true
    }

    private func failureView(_ error: ErrorResponse) -> FailureView {
        let name = SwiftText.identifier(error.caseName)
        var associated: [String] = []
        var arguments: [String] = []
        let pattern: String
        switch error.status {
        case .code(let code): pattern = "case \(code)"
        case .range(let digit): pattern = "case \(digit)00...\(digit)99"
        case .default: pattern = "default"
        }
        if Self.caseHoldsStatus(error.status) {
            associated.append("status: \(context.names.view.int)")
            arguments.append("status: response.status")
        }
        if case .none = error.content {} else {
            associated.append(responseType(error.content))
            arguments.append(decodeExpression(error.content))
        }
        for header in error.headers {
            let label = SwiftText.argumentLabel(header.swiftName)
            associated.append("\(label): \(context.names.swift(header.field.type))")
            arguments.append("\(label): \(headerDecodeExpression(header))")
        }
        var doc = SwiftText.docLines(error.description)
        if !doc.isEmpty { doc.append("") }
        let which: String
        switch error.status {
        case .code(let code): which = "Status \(code)"
        case .range(let digit): which = "Any other \(digit)xx status"
        case .default: which = "Any other error status"
        }
        doc.append("\(which)\(error.fromAPI ? ", declared for the whole API" : "").")
        for header in error.headers {
            let description = SwiftText.docLines(header.description)
            doc.append("- \(SwiftText.docCode(header.swiftName)): the \(SwiftText.docCode(header.name)) header\(description.isEmpty ? "." : ":")")
            doc += description.map { $0.isEmpty ? "" : "  " + $0 }
        }
        return FailureView(
            doc: doc.docText, caseDeclaration: associated.isEmpty ? name : "\(name)(\(associated.joined(separator: ", ")))",
            statusPattern: pattern,
            returnExpression: returnExpression(name, arguments, oneLine: error.headers.isEmpty))
    }

    /// What `decodeFailure` returns for a case: `.notFound`, `.conflict(try decoder.json(…))`;
    /// with headers, one argument a line, indented as the built-in template's `switch` is.
    private func returnExpression(_ name: String, _ arguments: [String], oneLine: Bool) -> String {
        if arguments.isEmpty { return "." + name }
        if oneLine { return ".\(name)(\(arguments.joined(separator: ", ")))" }
        return ".\(name)(\n" + arguments.map { String(repeating: " ", count: 12) + $0 }.joined(separator: ",\n") + ")"
    }

    private func encodeLines(_ endpoint: Endpoint) -> [String] {
        var lines: [String] = []
        // A list (`/pets/{ids}`) goes in `lists:`, its items encoded one by one and joined by commas.
        var arguments = ["Self.pathTemplate"]
        for lists in [false, true] {
            let entries = endpoint.parameters.filter { $0.placement == .path && context.table.kind($0.field.type).isArray == lists }
                .map { "\(SwiftText.stringLiteral($0.name)): self.\(SwiftText.identifier($0.swiftName))" }
            if !entries.isEmpty { arguments.append((lists ? "lists: " : "") + "[" + entries.joined(separator: ", ") + "]") }
        }
        lines.append("request.path(" + arguments.joined(separator: ", ") + ")")
        for parameter in endpoint.parameters where parameter.placement != .path {
            let name = SwiftText.stringLiteral(parameter.name)
            let value = "self." + SwiftText.identifier(parameter.swiftName)
            switch parameter.placement {
            case .query:
                if parameter.jsonEncoded {
                    lines.append("request.jsonQuery(\(name), \(value))")
                } else if parameter.style == .deepObject {
                    lines.append("request.deepObjectQuery(\(name), \(value))")
                } else if isFormCollection(parameter) {
                    lines.append("request.formObjectQuery(\(name), \(value)\(parameter.explode ? "" : ", explode: false"))")
                } else if context.table.kind(parameter.field.type).isArray {
                    var arguments = "\(name), \(value)"
                    if parameter.style != .form { arguments += ", style: .\(parameter.style.rawValue)" }
                    if !parameter.explode { arguments += ", explode: false" }
                    lines.append("request.query(\(arguments))")
                } else {
                    lines.append("request.query(\(name), \(value))")
                }
            case .header:
                lines.append(parameter.jsonEncoded ? "request.jsonHeader(\(name), \(value))" : "request.header(\(name), \(value))")
            case .cookie:
                lines.append(parameter.jsonEncoded ? "request.jsonCookie(\(name), \(value))" : "request.cookie(\(name), \(value))")
            case .path:
                break
            }
        }
        if let body = endpoint.body { lines += bodyLines(body) }
        return lines
    }

    private func bodyLines(_ body: RequestBody) -> [String] {
        let contentType = SwiftText.stringLiteral(body.contentType)
        let optional = body.field.type.isOptional
        // `self.`, so that no parameter, closure argument or local can stand for it.
        let value = optional ? "body" : "self.body"
        var lines: [String]
        var usesValue = true
        switch body.encoding {
        case .json:
            lines = ["request.jsonBody(\(value))"]
        case .raw:
            if case .primitive(let primitive) = context.table.kind(body.field.type), primitive == .data || primitive == .file {
                lines = ["request.rawBody(\(value), contentType: \(contentType))"]
            } else {
                lines = ["request.textBody(\(value), contentType: \(contentType))"]
            }
        case .form, .multipart:
            let isForm = body.encoding == .form
            lines = [isForm ? "request.formBody { form in" : "request.multipartBody { form in"]
            if case .object(let object) = context.table.kind(body.field.type) {
                // A `readOnly` field is the server's to send.
                let sent = object.properties.filter { !$0.readOnly }
                for property in sent {
                    lines.append("    " + fieldLine(property, of: value, multipart: !isForm, inBrackets: body.deepObject, joined: body.joinsArrays))
                }
                usesValue = !sent.isEmpty
            }
            lines.append("}")
        }
        guard optional else { return lines }
        // An object with no fields sends an empty form; binding it unused would be a warning.
        let condition = usesValue ? "if let body = self.body {" : "if self.body != nil {"
        return [condition] + lines.map { "    " + $0 } + ["}"]
    }

    /// One form field or multipart part. `inBrackets`: a body with `style: deepObject`, which
    /// sends each field that is not a single value (or a file) in brackets (`card[number]`,
    /// `expand[]`). `joined`: a body with `explode: false`, which sends an array of text as one
    /// field of its items joined by commas.
    private func fieldLine(_ property: Property, of body: String, multipart: Bool, inBrackets: Bool, joined: Bool) -> String {
        let name = SwiftText.stringLiteral(property.jsonKey)
        // A form has no `null`: a `Nullable` property's `.null` is left out, as `nil` is.
        let value = "\(body).\(property.valueMember)"
        let kind = context.table.kind(property.field.type)
        let explode = joined && kind.isArray ? ", explode: false" : ""
        guard multipart else {
            return inBrackets && !kind.isSingleText ? "form.addDeepObject(\(name), \(value))" : "form.add(\(name), \(value)\(explode))"
        }
        var elementKind: TypeTable.Kind?
        if case .array(let element) = kind { elementKind = context.table.kind(element) }
        // A file part, or one per element: a `data` part is named after its field, a `file` carries its own name.
        if case .primitive(let primitive) = elementKind ?? kind, primitive == .data || primitive == .file {
            let filename = primitive == .data ? ", filename: \(name)" : ""
            let contentType = property.partContentType.map { ", contentType: \(SwiftText.stringLiteral($0))" } ?? ""
            return "form.\(elementKind == nil ? "addFile" : "addFiles")(\(name), \(value)\(filename)\(contentType))"
        }
        if inBrackets {
            return kind.isSingleText ? "form.add(\(name), \(value))" : "form.addDeepObject(\(name), \(value))"
        }
        switch kind {
        case .primitive(.any), .object, .union, .map:
            return "form.addJSON(\(name), \(value))"
        case .array:
            switch elementKind {
            case .primitive(let primitive)? where primitive != .any: return "form.add(\(name), \(value)\(explode))"
            case .enumeration?: return "form.add(\(name), \(value)\(explode))"
            default: return "form.addJSON(\(name), \(value))"
            }
        default:
            return "form.add(\(name), \(value))"
        }
    }

    /// The `AuthRequirement` expression, or `nil` for none (the protocol's default).
    private func authExpression(_ auth: AuthScheme) -> String? {
        func expression(_ auth: AuthScheme) -> String {
            switch auth {
            case .none: return ".none"
            case .bearer: return ".bearer"
            case .scheme(let word): return ".scheme(\(SwiftText.stringLiteral(word)))"
            case .basic: return ".basic"
            case .apiKey(let name, let placement): return ".apiKey(name: \(SwiftText.stringLiteral(name)), in: .\(placement.rawValue))"
            case .oauth2(let scopes): return ".oauth2(scopes: [\(scopes.map(SwiftText.stringLiteral).joined(separator: ", "))])"
            case .anyOf(let alternatives): return ".anyOf([\(alternatives.map(expression).joined(separator: ", "))])"
            case .allOf(let schemes): return ".allOf([\(schemes.map(expression).joined(separator: ", "))])"
            }
        }
        return auth == .none ? nil : expression(auth)
    }

    /// The same, for the API namespace (which always states it).
    func authLiteral(_ auth: AuthScheme) -> String {
        authExpression(auth) ?? ".none"
    }
}
