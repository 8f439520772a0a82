/// A query parameter that each page's request reads anew from the next page's link, as the
/// request writes it to the query.
struct LinkParameter: Sendable {
    enum Reading: Sendable {
        /// One item: `page=2`.
        case value
        /// A list of values: every item of `itemName` (`ids=1&ids=2`; `ids[]=1&ids[]=2` in
        /// `deepObject` style), or the one item's text split at `separator` (`ids=1,2`).
        case list(element: TypeRef, separator: String?, itemName: String)
        /// The fields of an object, each an item of its own: `page[number]=2` (`deepObject`) or
        /// `number=2` (`form`). Where the parameter may be left out, a page's request starts from
        /// `Object()`, and leaves the object out when the link has none of its items.
        case fields([LinkField], object: TypeRef, mayBeNil: Bool)
    }

    var parameter: Parameter
    var reading: Reading
}

/// A field of an object parameter that a link gives.
struct LinkField: Sendable {
    var property: Property
    /// The query item that holds it: `page[number]`, or `number`.
    var itemName: String
    /// The element type, when the field is a list whose key repeats (`page[tags][]=a&page[tags][]=b`).
    var listElement: TypeRef?
}

extension Resolver {
    /// The query parameters that a link can give: each page's request reads them from the next
    /// page's link. A JSON-encoded parameter, a map, an object joined into one item, and an
    /// object that may be left out but cannot be made empty are left as the request has them.
    mutating func linkParameters(_ parameters: [Parameter], key: String, at location: SourceLocation) -> [LinkParameter]? {
        var fromLink: [LinkParameter] = []
        for parameter in parameters where parameter.placement == .query && !parameter.jsonEncoded {
            if isTextValue(parameter.field.type) {
                fromLink.append(LinkParameter(parameter: parameter, reading: .value))
            } else if let element = textListElement(parameter.field.type) {
                let separator: String? = switch parameter.style {
                case .form: parameter.explode ? nil : ","
                case .spaceDelimited: " "
                case .pipeDelimited: "|"
                case .deepObject: nil
                }
                let itemName = parameter.style == .deepObject ? parameter.name + "[]" : parameter.name
                fromLink.append(LinkParameter(parameter: parameter, reading: .list(element: element, separator: separator, itemName: itemName)))
            } else if let reading = objectReading(parameter) {
                fromLink.append(LinkParameter(parameter: parameter, reading: reading))
            }
        }
        guard !fromLink.isEmpty else {
            diagnostics.error(
                "\(key) sets the next page's query parameters from its link, and this endpoint has none that a link gives "
                    + "(one value or a list of them, or an object in `form` or `deepObject` style: `page: { in: query, type: int? }`)",
                at: location)
            return nil
        }
        return fromLink
    }

    /// The fields of an object parameter sent as items of their own, where a page's request
    /// can start from the object as sent, or from an empty one.
    private mutating func objectReading(_ parameter: Parameter) -> LinkParameter.Reading? {
        let exploded = parameter.style == .deepObject || (parameter.style == .form && parameter.explode)
        guard exploded, let object = objectModel(parameter.field.type) else { return nil }
        let mayBeNil = mayBeNil(parameter.field.type)
        if mayBeNil, object.properties.contains(where: \.isRequired) { return nil }
        var fields: [LinkField] = []
        for property in object.properties {
            let itemName = parameter.style == .deepObject ? "\(parameter.name)[\(property.jsonKey)]" : property.jsonKey
            if isTextValue(property.field.type) {
                fields.append(LinkField(property: property, itemName: itemName, listElement: nil))
            } else if let element = textListElement(property.field.type) {
                let listName = parameter.style == .deepObject ? itemName + "[]" : itemName
                fields.append(LinkField(property: property, itemName: listName, listElement: element))
            }
        }
        return fields.isEmpty ? nil : .fields(fields, object: plainType(parameter.field.type), mayBeNil: mayBeNil)
    }

    /// Whether a value of `type` is one query item's text: a string, number, boolean, date, UUID,
    /// URL or enum.
    private mutating func isTextValue(_ type: TypeRef) -> Bool {
        switch underlying(type) {
        case .primitive(let primitive): primitive.isText
        case .enumeration: true
        default: false
        }
    }

    /// The element type of a list of text values (`int[]`); `nil` for anything else, and for a
    /// list whose elements may be `nil`.
    private mutating func textListElement(_ type: TypeRef) -> TypeRef? {
        guard case .array(let element) = underlying(type), !mayBeNil(element), isTextValue(element) else { return nil }
        return element
    }
}
