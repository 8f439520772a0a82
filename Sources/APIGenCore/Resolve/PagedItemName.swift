/// In a request that conforms to `PagedRequest`, `Item` names the page's items' type (the
/// protocol's associated type, which `items(of:)` gives). A model named `Item` is then hidden
/// everywhere inside the request: its parameters, body, response, errors and nested types
/// would all mean the items' type instead. Such a spec is refused, with the rename that
/// fixes it, unless the items are that model.
extension Resolver {
    mutating func checkPagedItemName(
        _ pages: Pagination, of what: String, at location: SourceLocation, parameters: [Parameter], body: RequestBody?,
        response: SuccessResponse, errors: [ErrorResponse], nested: [Model]
    ) {
        guard pages.itemType != .named("Item"), specNameBySwiftName["Item"] != nil else { return }
        var types = parameters.map(\.field.type) + response.headers.map(\.field.type)
        if let body { types.append(body.field.type) }
        types += ([response.content] + errors.map(\.content)).compactMap { $0.field?.type ?? $0.streamedType }
        var models = nested
        while let model = models.popLast() {
            models += model.nested
            types += model.kind.memberTypes
        }
        guard types.contains(where: { $0.heldName(throughCollections: true).name == "Item" }) else { return }
        diagnostics.error(
            "\(what) pages, so in its request `Item` names the items' type (`PagedRequest.Item`), and the model `Item` it uses "
                + "would be hidden there; give the model another Swift name (`name: PetItem`)",
            at: location)
    }
}

extension ResponseContent {
    /// A stream's items' type; `nil` for any other body.
    var streamedType: TypeRef? {
        if case .stream(let field, _, _, _) = self { return field.type }
        return nil
    }
}
