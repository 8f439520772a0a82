/// Django Ninja's operation IDs, which it makes from the view function's module and name
/// (`list_pets` in `shop.api` is `shop_api_list_pets`), and its summaries, which are the name in
/// title case (`List Pets`) unless the view gives one: an endpoint named by its function reads as
/// the code that serves it (`ListPetsRequest`, not `ShopAPIListPetsRequest`), and a summary that
/// only repeats that name documents nothing.
struct NinjaNames: FrameworkNames {
    static let framework = "Django Ninja"
    static let made = "a module's and a function's names"
    static let kind = "function"

    /// The function's name for each operation ID.
    let names: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation

    /// The function names, when every operation of the document with an ID is Ninja's (its ID a
    /// module, `_` and a name, and its summary that name as Ninja writes it) and the names are
    /// unique (Ninja adds the module because they need not be); else `nil`.
    init?(_ paths: OpenAPIMapping) {
        guard let found = FrameworkOperationIDs.names(in: paths, { _, _, id, operation in
            // Title case and spaces for `_` keep the length, so the name is the ID's last characters.
            guard let summary = operation.first(where: { $0.key == "summary" })?.value.scalar?.text,
                  !summary.isEmpty, summary.count < id.count else { return nil }
            let function = String(id.suffix(summary.count))
            guard id.dropLast(summary.count).hasSuffix("_"), Self.summary(of: function) == summary else { return nil }
            return function
        }) else { return nil }
        (names, location) = found
    }

    /// The summary Ninja writes for a function without one: Python's `title()`, then spaces for `_`.
    static func summary(of function: String) -> String {
        String(FrameworkOperationIDs.pythonTitleCased(function).map { $0 == "_" ? " " : $0 })
    }

    /// The summary Ninja writes for each operation ID's function.
    var summaries: [String: String] { names.mapValues(Self.summary) }
}
