/// How generated code spells standard and runtime types. A name is qualified
/// with its module only when a generated type would shadow it (a model named
/// `Data`, `Error` or `Decoder`), so ordinary output stays plain.
struct TypeNames: Sendable {
    /// The spellings as one view, so templates can write `{{names.string}}`.
    struct View: Sendable {
        let string, int, int32, int64, double, float, bool, decimal, date, uuid, url, data: String
        let codable, hashable, sendable, error, decoder, encoder, codingKey, decodingError, timeInterval: String
        let caseIterable, rawRepresentable, set, never, identifiable, mirror, customReflectable: String
        let apiRequest, httpMethod, authRequirement, requestBuilder, validationReport, validationPath, validatable: String
        let validationPattern, responseDecoder, httpResponse, noContent, httpTextValue, apiClient, httpTransport: String
        let credentials, apiMiddleware, httpHeaders, calendarDate, jsonValue, additionalProperties, indirect, nullable: String
        let fileUpload, variantFailures, redacted, responseStream, serverSentEvent, pagedRequest, paging, pageLink: String
        let namedEvent, eventData, apiError, jsonEncoder, serverURL, serverURLError: String
    }

    /// Simple names of every generated type (top-level and nested).
    let shadowed: Set<String>
    let view: View

    init(shadowed: Set<String>) {
        self.shadowed = shadowed
        func swift(_ name: String) -> String { shadowed.contains(name) ? "Swift.\(name)" : name }
        func foundation(_ name: String) -> String { shadowed.contains(name) ? "Foundation.\(name)" : name }
        func runtime(_ name: String) -> String { shadowed.contains(name) ? "APIRuntime.\(name)" : name }
        view = View(
            string: swift("String"), int: swift("Int"), int32: swift("Int32"), int64: swift("Int64"), double: swift("Double"),
            float: swift("Float"), bool: swift("Bool"), decimal: foundation("Decimal"), date: foundation("Date"),
            uuid: foundation("UUID"), url: foundation("URL"), data: foundation("Data"), codable: swift("Codable"),
            hashable: swift("Hashable"), sendable: swift("Sendable"), error: swift("Error"), decoder: swift("Decoder"),
            encoder: swift("Encoder"), codingKey: swift("CodingKey"), decodingError: swift("DecodingError"),
            timeInterval: foundation("TimeInterval"), caseIterable: swift("CaseIterable"),
            rawRepresentable: swift("RawRepresentable"), set: swift("Set"), never: swift("Never"),
            identifiable: swift("Identifiable"), mirror: swift("Mirror"), customReflectable: swift("CustomReflectable"),
            apiRequest: runtime("APIRequest"), httpMethod: runtime("HTTPMethod"),
            authRequirement: runtime("AuthRequirement"), requestBuilder: runtime("RequestBuilder"),
            validationReport: runtime("ValidationReport"), validationPath: runtime("ValidationPath"),
            validatable: runtime("Validatable"), validationPattern: runtime("ValidationPattern"),
            responseDecoder: runtime("ResponseDecoder"), httpResponse: runtime("HTTPResponse"), noContent: runtime("NoContent"),
            httpTextValue: runtime("HTTPTextValue"), apiClient: runtime("APIClient"), httpTransport: runtime("HTTPTransport"),
            credentials: runtime("Credentials"), apiMiddleware: runtime("APIMiddleware"), httpHeaders: runtime("HTTPHeaders"),
            calendarDate: runtime("CalendarDate"), jsonValue: runtime("JSONValue"),
            additionalProperties: runtime("AdditionalProperties"), indirect: runtime("Indirect"), nullable: runtime("Nullable"),
            fileUpload: runtime("FileUpload"), variantFailures: runtime("VariantFailures"), redacted: runtime("Redacted"),
            responseStream: runtime("ResponseStream"), serverSentEvent: runtime("ServerSentEvent"),
            pagedRequest: runtime("PagedRequest"), paging: runtime("Paging"), pageLink: runtime("PageLink"),
            namedEvent: runtime("NamedEvent"), eventData: runtime("EventData"), apiError: runtime("APIError"),
            jsonEncoder: foundation("JSONEncoder"), serverURL: runtime("ServerURL"), serverURLError: runtime("ServerURLError"))
    }

    /// The Swift spelling of a property's type: `Nullable<T>?` for one marked `nullable: explicit`.
    func swift(_ property: Property) -> String {
        property.explicitNull ? "\(view.nullable)<\(swift(property.field.type.nonOptional))>?" : swift(property.field.type)
    }

    /// The Swift spelling of a resolved type.
    func swift(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): return swift(primitive)
        case .named(let qualified): return qualified
        case .array(let element): return "[\(swift(element))]"
        case .map(let value): return "[\(view.string): \(swift(value))]"
        case .optional(let wrapped): return "\(swift(wrapped))?"
        }
    }

    func swift(_ primitive: Primitive) -> String {
        switch primitive {
        case .string: return view.string
        case .int: return view.int
        case .int32: return view.int32
        case .int64: return view.int64
        case .double: return view.double
        case .float: return view.float
        case .decimal: return view.decimal
        case .bool: return view.bool
        case .dateTime: return view.date
        case .date: return view.calendarDate
        case .uuid: return view.uuid
        case .url: return view.url
        case .data: return view.data
        case .any: return view.jsonValue
        case .file: return view.fileUpload
        }
    }

    /// Conformances every generated model declares.
    var modelConformances: String {
        "\(view.codable), \(view.hashable), \(view.sendable), \(view.validatable)"
    }

    /// Whether an object model with these properties is `Identifiable` (so SwiftUI's `List` and
    /// `ForEach` take it as it is): it has a property named `id` that is never `nil`. Not where
    /// any generated type is named `ID`: a nested one would be taken for the conformance's `ID`
    /// (and fail to compile), and a top-level one would share its name with each model's `ID`.
    func isIdentifiable(_ properties: [Property]) -> Bool {
        !shadowed.contains("ID") && properties.contains { $0.swiftName == "id" && !$0.field.type.isOptional }
    }
}
