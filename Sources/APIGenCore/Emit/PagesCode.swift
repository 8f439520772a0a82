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
        let how: String
        var last: String
        if let more = pages.more {
            let (expression, mayBeNil) = access(more, from: body, bodyMayBeNil: pages.bodyMayBeNil)
            lines.append("guard \(mayBeNil ? "\(expression) == true" : expression) else { return nil }")
        }
        switch pages.next {
        case .cursor(let parameter, let from):
            let (expression, _) = access(from, from: body, bodyMayBeNil: pages.bodyMayBeNil)
            let emptyEnds = from.type == .primitive(.string)
            lines += [
                "guard let cursor = \(names.view.paging).cursor(\(expression)) else { return nil }",
                "var request = self",
                "request.\(SwiftText.identifier(parameter.swiftName)) = cursor",
                "return request",
            ]
            how = "with \(SwiftText.docCode(parameter.name)) set to the response's \(SwiftText.docCode(from.keys))"
            last = "one without it" + (emptyEnds ? " (or with an empty one)" : "")
        case .page(let parameter):
            let name = SwiftText.identifier(parameter.swiftName)
            lines += [
                "guard !Self.items(of: response).isEmpty, let page = \(names.view.paging).page(after: self.\(name)) else { return nil }",
                "var request = self",
                "request.\(name) = page",
                "return request",
            ]
            how = "with \(SwiftText.docCode(parameter.name)) one more" + (parameter.field.type.isOptional ? " (none is page 1)" : "")
            last = "one with no items"
        case .offset(let parameter):
            let name = SwiftText.identifier(parameter.swiftName)
            lines += [
                "let count = Self.items(of: response).count",
                "guard count > 0, let offset = \(names.view.paging).offset(after: self.\(name), count: count) else { return nil }",
                "var request = self",
                "request.\(name) = offset",
                "return request",
            ]
            how = "with \(SwiftText.docCode(parameter.name)) moved on by the page's item count" + (parameter.field.type.isOptional ? " (none is 0)" : "")
            last = "one with no items"
        }
        if let more = pages.more { last += ", or whose \(SwiftText.docCode(more.keys)) is false" }
        let doc = ["This request for the next page: \(how).", "`nil` after the last page: \(last)."]
        return PagesView(
            itemType: names.swift(pages.itemType), itemsDoc: [itemsDoc].docText, itemsExpression: items,
            nextDoc: doc.docText, nextLines: lines)
    }

    /// Swift that reads `path` from the body, and whether its value may be `nil`: after the first
    /// property that may be `nil`, each step is optional chaining.
    private func access(_ path: ResponsePath, from body: String, bodyMayBeNil: Bool) -> (String, mayBeNil: Bool) {
        var expression = body
        var mayBeNil = bodyMayBeNil
        for step in path.steps {
            expression += (mayBeNil ? "?." : ".") + SwiftText.identifier(step.swiftName)
            mayBeNil = mayBeNil || step.optional
        }
        return (expression, mayBeNil)
    }
}
