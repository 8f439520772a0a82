/// The `PagedRequest` members of a request whose spec says `pages:`.
struct PagesCode {
    let names: TypeNames

    func view(_ pages: Pagination, response: SuccessResponse) -> PagesView {
        // With typed headers, `Response` is a struct that holds the body.
        let body = response.headers.isEmpty ? "response" : "response.body"
        let items: String
        let itemsDoc: String
        if let path = pages.items {
            let (expression, mayBeNil) = access(path, from: body, bodyMayBeNil: pages.bodyMayBeNil)
            items = mayBeNil ? "\(expression) ?? []" : expression
            itemsDoc = "The items of one page: the response's \(SwiftText.docCode(path.keys))."
        } else {
            items = pages.bodyMayBeNil ? "\(body) ?? []" : body
            itemsDoc = "The items of one page: the response, a list."
        }
        var lines: [String] = []
        var how: String
        var last: String
        if let more = pages.more {
            let (expression, mayBeNil) = access(more, from: body, bodyMayBeNil: pages.bodyMayBeNil)
            lines.append("guard \(mayBeNil ? "\(expression) == true" : expression) else { return nil }")
        }
        // Each way checks for the last page and finds the next page's values, which are then
        // set on a copy of the request: a parameter, or a field of an object parameter or of the
        // body (`fields`).
        var assignments: [(member: String, value: String)] = []
        var target: PageField?
        var link: String?
        var linkDoc: [String] = []
        func current(_ field: PageField) -> String {
            field.member.map { "fields." + $0.valueMember } ?? "self." + SwiftText.identifier(field.holderSwiftName)
        }
        switch pages.next {
        case .cursor(let cursor, let from):
            let step = cursorStep(from, body: body, bodyMayBeNil: pages.bodyMayBeNil)
            lines.append(step.line)
            let source = step.source
            last = step.last
            target = cursor
            assignments = [(cursor.holderSwiftName, "cursor")]
            how = "with \(SwiftText.docCode(cursor.written)) set to \(source)"
        case .page(let number):
            let next = "let page = \(names.view.paging).page(after: \(current(number)))"
            if let size = pages.size {
                lines += ["let count = Self.items(of: response).count", "guard count > 0, \(notShort(size)), \(next) else { return nil }"]
            } else {
                lines.append("guard !Self.items(of: response).isEmpty, \(next) else { return nil }")
            }
            target = number
            assignments = [(number.holderSwiftName, "page")]
            how = "with \(SwiftText.docCode(number.written)) one more" + (number.field.type.isOptional ? " (none is page 1)" : "")
            last = "one with no items"
        case .offset(let offset):
            let short = pages.size.map { notShort($0) + ", " } ?? ""
            lines += [
                "let count = Self.items(of: response).count",
                "guard count > 0, \(short)let offset = \(names.view.paging).offset(after: \(current(offset)), count: count) else { return nil }",
            ]
            target = offset
            assignments = [(offset.holderSwiftName, "offset")]
            how = "with \(SwiftText.docCode(offset.written)) moved on by the page's item count" + (offset.field.type.isOptional ? " (none is 0)" : "")
            last = "one with no items"
        case .link(let source, let parameters):
            let expression: String
            let whose: String
            switch source {
            case .header(let header):
                expression = "\(names.view.pageLink).next(in: response.\(SwiftText.identifier(header.swiftName)))"
                whose = "the `rel=\"next\"` link of the response's \(SwiftText.docCode(header.name)) header"
                last = "one without such a link"
            case .body(let path):
                expression = "\(names.view.pageLink).url(\(access(path, from: body, bodyMayBeNil: pages.bodyMayBeNil).0))"
                whose = "the link at the response's \(SwiftText.docCode(path.keys))"
                last = "one without it" + (path.type == .primitive(.string) ? " (or with an empty one)" : "")
            }
            // The link is read here too, not through `nextPageLink(after:)`, which a template
            // written before it does not write (its default is `nil`).
            lines.append("guard let link = \(expression) else { return nil }")
            link = expression
            linkDoc = ["The link to the next page: \(whose).", "Its query items that the next request does not send itself are sent as well."]
            var itemNames: [String] = []
            for read in parameters {
                let parameter = read.parameter
                let kept = "self." + SwiftText.identifier(parameter.swiftName)
                let value: String
                switch read.reading {
                case .value:
                    value = linkRead(parameter.name, as: parameter.field.type)
                case .list(let element, let separator, let itemName):
                    value = linkRead(itemName, listOf: element, separator: separator)
                    assignments.append((parameter.swiftName, orKept(value, kept, type: parameter.field.type)))
                    itemNames.append(itemName)
                    continue
                case .fields(let fields, let object, let mayBeNil):
                    // The object is copied (or made, when left out) and each field set.
                    let local = SwiftText.identifier(parameter.swiftName + "Fields")
                    lines.append("var \(local) = \(kept)" + (mayBeNil ? " ?? \(names.swift(object))()" : ""))
                    for field in fields {
                        let member = "\(local).\(SwiftText.identifier(field.property.swiftName))"
                        let value = field.listElement.map { linkRead(field.itemName, listOf: $0, separator: nil) }
                            ?? linkRead(field.itemName, as: field.property.field.type)
                        lines.append("\(member) = " + (field.property.explicitNull
                            ? "(\(value)).map(\(names.view.nullable).value)" : orKept(value, member, type: field.property.field.type)))
                    }
                    let items = fields.map { SwiftText.stringLiteral($0.itemName) }.joined(separator: ", ")
                    assignments.append((parameter.swiftName, mayBeNil ? "link.contains(anyOf: [\(items)]) ? \(local) : nil" : local))
                    itemNames += fields.map(\.itemName)
                    continue
                }
                assignments.append((parameter.swiftName, orKept(value, kept, type: parameter.field.type)))
                itemNames.append(parameter.name)
            }
            let listed = itemNames.map { SwiftText.docCode($0) }.joined(separator: ", ")
            how = "with \(listed) as \(whose) gives them (one it leaves out is `nil`, or kept where it cannot be)"
        }
        if let target, let member = target.member, let object = target.object, let value = assignments.first?.value {
            // The object is copied (or made, when left out), its field set, and the copy sent.
            let holder = "self." + SwiftText.identifier(target.holderSwiftName)
            lines.insert("var fields = \(holder)" + (target.holderMayBeNil ? " ?? \(names.swift(object))()" : ""), at: 0)
            lines.append("fields.\(SwiftText.identifier(member.swiftName)) = \(member.explicitNull ? ".value(\(value))" : value)")
            assignments = [(target.holderSwiftName, "fields")]
            if target.holderMayBeNil {
                how += "; a left-out \(SwiftText.docCode(target.holder)) counts as \(SwiftText.docCode(names.swift(object) + "()"))"
            }
        }
        lines.append("var request = self")
        lines += assignments.map { "request.\(SwiftText.identifier($0.member)) = \($0.value)" }
        lines.append("return request")
        if let size = pages.size { last += ", or with fewer than \(SwiftText.docCode(size.written))" }
        if let more = pages.more { last += ", or whose \(SwiftText.docCode(more.keys)) is false" }
        let doc = ["This request for the next page: \(how).", "`nil` after the last page: \(last)."]
        return PagesView(
            itemType: names.swift(pages.itemType), itemsDoc: [itemsDoc].docText, itemsExpression: items,
            nextDoc: doc.docText, nextLines: lines, linkDoc: linkDoc.docText, linkExpression: link)
    }

    /// `value`, or `value ?? kept` where `type` cannot be `nil`: what a link leaves out is `nil`,
    /// or kept where it cannot be.
    private func orKept(_ value: String, _ kept: String, type: TypeRef) -> String {
        type.isOptional ? value : "\(value) ?? \(kept)"
    }

    /// Swift that reads the query item `item` from `link` as a value of `type`.
    private func linkRead(_ item: String, as type: TypeRef) -> String {
        "link.value(\(SwiftText.stringLiteral(item)), as: \(names.swift(type.nonOptional)).self)"
    }

    /// Swift that reads the query items `item` from `link` as a list of `element`: each item a
    /// value, or one item split at `separator`.
    private func linkRead(_ item: String, listOf element: TypeRef, separator: String?) -> String {
        let split = separator.map { ", separator: \(SwiftText.stringLiteral($0))" } ?? ""
        return "link.values(\(SwiftText.stringLiteral(item)), as: \(names.swift(element)).self\(split))"
    }

    /// The line that finds the next cursor (or ends the pages), where it is found, and which
    /// page is the last.
    private func cursorStep(_ from: Pagination.CursorValue, body: String, bodyMayBeNil: Bool) -> (line: String, source: String, last: String) {
        let empty = from.type == .primitive(.string) ? " (or with an empty one)" : ""
        let paging = names.view.paging
        switch from {
        case .body(let path):
            let found = access(path, from: body, bodyMayBeNil: bodyMayBeNil).0
            return ("guard let cursor = \(paging).cursor(\(found)) else { return nil }",
                    "the response's \(SwiftText.docCode(path.keys))", "one without it" + empty)
        case .lastItem(let path, let itemMayBeNil):
            let (found, mayBeNil) = access(path, from: "last", bodyMayBeNil: itemMayBeNil)
            let none = [mayBeNil ? "none" : nil, empty.isEmpty ? nil : "an empty one"].compactMap(\.self)
            return ("guard let last = Self.items(of: response).last, let cursor = \(paging).cursor(\(found)) else { return nil }",
                    "the \(SwiftText.docCode(path.keys)) of the page's last item",
                    "one with no items" + (none.isEmpty ? "" : ", or whose last item has " + none.joined(separator: " or ")))
        case .header(let header, _):
            let found = "response." + SwiftText.identifier(header.swiftName)
            return ("guard let cursor = \(paging).cursor(\(found)) else { return nil }",
                    "the response's \(SwiftText.docCode(header.name)) header", "one without it" + empty)
        }
    }

    /// The condition that the page of `count` items is not shorter than the size its request
    /// asked for (a shorter one is the last): the size read from the request itself, where a
    /// field of an object that may be left out reads as unknown.
    private func notShort(_ size: PageField) -> String {
        var expression = "self." + SwiftText.identifier(size.holderSwiftName)
        if let member = size.member {
            expression += (size.holderMayBeNil ? "?." : ".") + member.valueMember
        }
        return "!\(names.view.paging).isShort(count, size: \(expression))"
    }

    /// Swift that reads `path` from the body, and whether its value may be `nil`: after the first
    /// property that may be `nil`, each step is optional chaining.
    private func access(_ path: ResponsePath, from body: String, bodyMayBeNil: Bool) -> (String, mayBeNil: Bool) {
        var expression = body
        var mayBeNil = bodyMayBeNil
        for step in path.steps {
            expression += (mayBeNil ? "?." : ".") + EmitContext.valueMember(step.swiftName, explicitNull: step.explicitNull)
            mayBeNil = mayBeNil || step.optional
        }
        return (expression, mayBeNil)
    }
}
