/// Builds explicit `init(from:)` and `encode(to:)` bodies for objects that need
/// them: defaults, numbers carried as strings, explicit nulls, rejected or
/// collected unknown keys, and secrets an error could quote. Other objects use the
/// compiler's synthesized coding.
/// Properties are written `self.name`: a property named `container`, `decoder`
/// or `encoder` must not stand for the local or the parameter of that name.
struct CodingCode {
    let names: TypeNames
    let literals: SwiftLiterals
    /// Swift names of properties kept in `Indirect` storage.
    let boxed: Set<String>
    /// Keys that are not the object's but are not unknown either: the discriminators of the
    /// tagged unions it is a variant of.
    let tagKeys: [String]
    /// Swift names of `secret` properties decoded with `decodeSecret`, so that the error for a
    /// value that does not decode does not quote it (`TypeTable.quotesUndecodableValues`).
    let secretDecoded: Set<String>
    /// Swift names of URL properties that may be absent, decoded with `decodeURLIfPresent`, which
    /// reads an empty string as none (APIFlask's `"next": ""`, GitHub's `"homepage": ""`).
    var absentURLs: Set<String> = []

    func needsCustomCoding(_ object: ObjectModel) -> Bool {
        if case .ignored = object.additionalProperties {
            return !boxed.isEmpty || !secretDecoded.isEmpty || !absentURLs.isEmpty
                || object.properties.contains { $0.defaultValue != nil || $0.field.wireString || $0.nullable || $0.explicitNull || $0.readOnly }
        }
        return true
    }

    /// Whether the decoding code names `CodingKeys.allCases`: only to check or collect unknown
    /// keys. Other `CodingKeys` are not `CaseIterable`, as that conformance costs compile time
    /// in every model.
    func listsCodingKeys(_ object: ObjectModel) -> Bool {
        if case .ignored = object.additionalProperties { return false }
        return true
    }

    func decodeLines(_ object: ObjectModel) -> [String] {
        var lines: [String] = []
        let tags = tagKeys.isEmpty ? "" : " + [\(tagKeys.map(SwiftText.stringLiteral).joined(separator: ", "))]"
        let known = "\(names.view.set)(CodingKeys.allCases.map(\\.stringValue)\(tags))"
        if case .forbidden = object.additionalProperties {
            lines.append("try \(names.view.additionalProperties).rejectUnknownKeys(in: decoder, known: \(known))")
        }
        if !object.properties.isEmpty {
            lines.append("let container = try decoder.container(keyedBy: CodingKeys.self)")
        }
        for property in object.properties {
            let name = SwiftText.identifier(property.swiftName)
            let type = names.swift(property.field.type.nonOptional)
            let kind = property.field.wireString ? "NumberString" : secretDecoded.contains(property.swiftName) ? "Secret" : ""
            let present = property.explicitNull ? "NullableIfPresent" : property.isRequired ? "" : "IfPresent"
            let redacting = property.field.wireString && property.secret ? ", redactingValue: true" : ""
            var expression = absentURLs.contains(property.swiftName) ? "try container.decodeURLIfPresent(forKey: .\(name))"
                : "try container.decode\(kind)\(present)(\(type).self, forKey: .\(name)\(redacting))"
            if let value = property.defaultValue {
                expression += " ?? \(literals.defaultValue(value, for: property.field.type))"
            }
            if boxed.contains(property.swiftName) {
                lines.append("self._\(property.swiftName) = \(names.view.indirect)(\(expression))")
            } else {
                lines.append("self.\(name) = \(expression)")
            }
        }
        if case .collected(let field) = object.additionalProperties {
            lines.append("self.additionalProperties = try \(names.view.additionalProperties).collect(\(names.swift(field.type)).self, in: decoder, known: \(known))")
        }
        return lines
    }

    func encodeLines(_ object: ObjectModel) -> [String] {
        var lines: [String] = []
        if object.properties.isEmpty {
            // A value that asks for no container encodes as nothing, which JSONEncoder refuses at the
            // top level: an object with no properties must still be `{}`.
            lines.append("_ = encoder.container(keyedBy: CodingKeys.self)")
        } else {
            lines.append("var container = encoder.container(keyedBy: CodingKeys.self)")
        }
        for property in object.properties {
            let name = SwiftText.identifier(property.swiftName)
            let optional = property.field.type.isOptional
            let start = lines.count
            if property.field.wireString {
                if property.explicitNull {
                    lines.append("try container.encodeNumberStringNullableIfPresent(self.\(name), forKey: .\(name))")
                } else if optional && property.nullable {
                    lines.append("if let value = self.\(name) { try container.encodeNumberString(value, forKey: .\(name)) } else { try container.encodeNil(forKey: .\(name)) }")
                } else {
                    lines.append("try container.encodeNumberString\(optional ? "IfPresent" : "")(self.\(name), forKey: .\(name))")
                }
            } else {
                // `encode` on an optional writes `null` for nil, which `nullable` asks for.
                let method = optional && !property.nullable ? "encodeIfPresent" : "encode"
                lines.append("try container.\(method)(self.\(name), forKey: .\(name))")
            }
            if property.readOnly {
                // Only the server sends it: a request leaves it out, other encoding (a cache) keeps it.
                let written = lines[start...].map { "    " + $0 }
                lines.replaceSubrange(start..., with: ["if !encoder.isEncodingRequest {"] + written + ["}"])
            }
        }
        if case .collected = object.additionalProperties {
            lines.append("try \(names.view.additionalProperties).encode(self.additionalProperties, to: encoder)")
        }
        return lines
    }
}
