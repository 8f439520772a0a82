#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Literals for numbers and defaults, spelled for the type that receives them.
struct SwiftLiterals {
    let table: TypeTable
    let names: TypeNames

    /// A number literal of the given primitive type. Decimal fractions, and whole numbers
    /// beyond `Int` (the type of `Decimal`'s integer literals), go through `Decimal(exactly:)`,
    /// because a `Double` literal would round them and an `Int` literal would not compile.
    /// A whole number that a `Double` or `Float` cannot hold exactly is written as a
    /// fraction (`9007199254740993.0`): it rounds either way, but an integer literal that
    /// rounds is a compiler warning.
    func number(_ number: ExactNumber, as primitive: Primitive) -> String {
        if primitive == .decimal && number.int64 == nil {
            return "\(names.view.decimal)(exactly: \(SwiftText.stringLiteral(number.text)))"
        }
        if number.isIntegerLiteral, let exactLimit = Self.exactIntegerLimit[primitive], number.decimal.magnitude > exactLimit {
            return number.text + ".0"
        }
        return number.text
    }

    /// The largest magnitude up to which every whole number is exact in the type (2^53, 2^24).
    private static let exactIntegerLimit: [Primitive: Decimal] = [.double: 9_007_199_254_740_992, .float: 16_777_216]

    /// A tagged union's tag as a Swift literal of the tags' JSON type. The resolver checked each
    /// tag is a value of that type: a whole number, a number, or `true` or `false`.
    func tagLiteral(_ tag: String, as type: DiscriminatorType) -> String {
        switch type {
        case .string: return SwiftText.stringLiteral(tag)
        case .integer: return Int64(tag).map(String.init) ?? SwiftText.stringLiteral(tag)
        // A `Double`'s description reads back as the same `Double`, and is a Swift literal (`0.25`, `1e-05`).
        case .number: return Double(tag).map(String.init(describing:)) ?? SwiftText.stringLiteral(tag)
        case .boolean: return tag == "true" ? "true" : "false"
        }
    }

    /// A tagged union's tag as a value of the variant's discriminator property, spelled as the
    /// union spells it: text, a whole number, a `Double` or `Float`, a flag, or the enum case whose
    /// value it is; `nil` for any other type (a `decimal`, an open enum that has no such case).
    func tag(_ tag: String, for type: TypeRef) -> String? {
        switch table.kind(type) {
        case .primitive(.string): return tagLiteral(tag, as: .string)
        case .primitive(let primitive) where primitive.isInteger: return tagLiteral(tag, as: .integer)
        case .primitive(.double), .primitive(.float): return tagLiteral(tag, as: .number)
        case .primitive(.bool): return tagLiteral(tag, as: .boolean)
        case .enumeration(let enumeration):
            let matches: (String) -> Bool = enumeration.rawType == .string ? { $0 == tag } : { raw in Int64(raw).map { $0 == Int64(tag) } ?? false }
            return enumeration.cases.first { matches($0.raw) }.map { "." + SwiftText.identifier($0.swiftName) }
        default: return nil
        }
    }

    /// The case of an enum that lists one value (3.1's `const`, Azure's `api-version`), which
    /// an initializer can take by default; `nil` for an optional or any other type.
    func onlyValue(of type: TypeRef) -> String? {
        guard !type.isOptional, case .enumeration(let enumeration) = table.kind(type), enumeration.cases.count == 1,
              let only = enumeration.cases.first else { return nil }
        return "." + SwiftText.identifier(only.swiftName)
    }

    /// An initializer's parameter, `name: Type`, with its default where it has one: the spec's
    /// `default`, else `fixed` (a variant's tag), else an enum's only value, else `nil` for an optional.
    func initParameter(_ name: String, _ type: String, _ ref: TypeRef, default value: DefaultValue?, fixed: String? = nil) -> String {
        if let value { return "\(name): \(type) = \(defaultValue(value, for: ref))" }
        if let fixed = fixed ?? onlyValue(of: ref) { return "\(name): \(type) = \(fixed)" }
        return "\(name): \(type)\(ref.isOptional ? " = nil" : "")"
    }

    /// A default value as a Swift expression.
    func defaultValue(_ value: DefaultValue, for type: TypeRef) -> String {
        switch value {
        case .string(let text): return SwiftText.stringLiteral(text)
        case .number(let literal, let primitive): return number(literal, as: primitive)
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let swiftName, _): return "." + SwiftText.identifier(swiftName)
        case .checked(let primitive, let text):
            return "\(names.swift(.primitive(primitive)))(checked: \(SwiftText.stringLiteral(text)))"
        case .array(let items):
            guard case .array(let element) = table.kind(type) else { return "[]" }
            return "[" + items.map { defaultValue($0, for: element) }.joined(separator: ", ") + "]"
        case .emptyMap: return "[:]"
        }
    }
}
