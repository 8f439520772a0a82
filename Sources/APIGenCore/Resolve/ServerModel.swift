/// A server of `servers:`, resolved.
struct ServerInfo: Sendable {
    var name: String
    var swiftName: String
    /// The URL as written, `{name}`s and all.
    var url: String
    var description: String?
    /// The URL's variables, in the order they first appear in it; none for a plain URL.
    var variables: [ServerVariable]

    /// The places of the variables that take any text outside the path, where a value the
    /// caller passes can fail to make a URL (in the path it is percent-encoded, and cannot).
    var placesThatCanFail: Set<ServerURLPlace> {
        Set(variables.filter { $0.choices == nil && $0.place != .path }.map(\.place))
    }
}

/// A `{name}` of a server's URL: a parameter of the server's function.
struct ServerVariable: Sendable {
    var name: String
    var swiftName: String
    var description: String?
    var defaultValue: String?
    /// The enum of the values `enum` lists, or `nil` for any text.
    var choices: ServerChoices?
    /// Where it stands; where it stands twice, the place that takes fewer values.
    var place: ServerURLPlace
}

/// The values a server variable's `enum` lists: an enum nested in the API namespace, shared by
/// the variables of the same name and values.
struct ServerChoices: Sendable, Hashable {
    struct Case: Sendable, Hashable {
        var swiftName: String
        var value: String
    }

    var typeName: String
    /// The variable's name as the spec writes it, for the enum's doc comment.
    var variable: String
    var cases: [Case]

    /// The Swift case of `value`.
    func swiftName(of value: String) -> String? { cases.first { $0.value == value }?.swiftName }
}
