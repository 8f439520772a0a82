import Mustache

// Templates read view models by name. swift-mustache would find each field by
// `Mirror` reflection, which took most of apigen's time; these explicit lookups
// do the same in a switch. A test checks that every stored field is reachable.

extension PropertyView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "type": return type
        case "codingKeyCase": return codingKeyCase
        case "assignment": return assignment
        case "storage": return storage
        default: return nil
        }
    }
}

extension ParameterView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "text": return text
        case "separator": return separator
        default: return nil
        }
    }
}

extension PatternView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": return name
        case "literal": return literal
        default: return nil
        }
    }
}

extension AdditionalPropertiesView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "type": return type
        default: return nil
        }
    }
}

extension StructView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "qualifiedName": return qualifiedName
        case "conformances": return conformances
        case "names": return names
        case "properties": return properties
        case "additionalProperties": return additionalProperties
        case "hasInitParameters": return hasInitParameters
        case "initParameters": return initParameters
        case "customCoding": return customCoding
        case "decodeLines": return decodeLines
        case "encodeLines": return encodeLines
        case "validation": return validation
        case "nested": return nested
        default: return nil
        }
    }
}

extension ValidationView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "access": return access
        case "names": return names
        case "patterns": return patterns
        case "hasPatterns": return hasPatterns
        case "validationLines": return validationLines
        default: return nil
        }
    }
}

extension EnumCaseView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": return name
        case "literal": return literal
        case "rawLiteral": return rawLiteral
        case "separator": return separator
        default: return nil
        }
    }
}

extension EnumView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "frozen": return frozen
        case "rawType": return rawType
        case "conformances": return conformances
        case "cases": return cases
        case "unknownCase": return unknownCase
        default: return nil
        }
    }
}

extension VariantView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "caseName": return caseName
        case "type": return type
        case "tagLiteral": return tagLiteral
        default: return nil
        }
    }
}

extension DiscriminatorView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "keyLiteral": return keyLiteral
        default: return nil
        }
    }
}

extension UnionView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "indirect": return indirect
        case "conformances": return conformances
        case "names": return names
        case "variants": return variants
        case "discriminator": return discriminator
        case "validation": return validation
        default: return nil
        }
    }
}

extension AliasView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "type": return type
        default: return nil
        }
    }
}

extension MemberView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "type": return type
        default: return nil
        }
    }
}

extension FailureView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "caseDeclaration": return caseDeclaration
        case "statusPattern": return statusPattern
        case "returnExpression": return returnExpression
        default: return nil
        }
    }
}

extension RequestView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "deprecated": return deprecated
        case "access": return access
        case "name": return name
        case "names": return names
        case "responseAlias": return responseAlias
        case "method": return method
        case "pathLiteral": return pathLiteral
        case "auth": return auth
        case "timeout": return timeout
        case "patterns": return patterns
        case "members": return members
        case "hasInitParameters": return hasInitParameters
        case "initParameters": return initParameters
        case "encodeLines": return encodeLines
        case "hasValidation": return hasValidation
        case "validationLines": return validationLines
        case "decodeResponseLines": return decodeResponseLines
        case "hasFailures": return hasFailures
        case "failures": return failures
        case "hasDefaultFailure": return hasDefaultFailure
        case "nested": return nested
        default: return nil
        }
    }
}

extension ResponseStructView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "access": return access
        case "names": return names
        case "fields": return fields
        case "initParameters": return initParameters
        default: return nil
        }
    }
}

extension ServerView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": return name
        case "literal": return literal
        default: return nil
        }
    }
}

extension APIView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "names": return names
        case "version": return version
        case "baseURL": return baseURL
        case "servers": return servers
        case "headers": return headers
        case "auth": return auth
        case "timeout": return timeout
        default: return nil
        }
    }
}

extension FileView: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "source": return source
        case "declarations": return declarations
        default: return nil
        }
    }
}

extension TypeNames.View: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "string": return string
        case "int": return int
        case "int32": return int32
        case "int64": return int64
        case "double": return double
        case "float": return float
        case "bool": return bool
        case "decimal": return decimal
        case "date": return date
        case "uuid": return uuid
        case "url": return url
        case "data": return data
        case "codable": return codable
        case "hashable": return hashable
        case "sendable": return sendable
        case "error": return error
        case "decoder": return decoder
        case "encoder": return encoder
        case "codingKey": return codingKey
        case "decodingError": return decodingError
        case "timeInterval": return timeInterval
        case "apiRequest": return apiRequest
        case "httpMethod": return httpMethod
        case "authRequirement": return authRequirement
        case "requestBuilder": return requestBuilder
        case "validationReport": return validationReport
        case "validationPath": return validationPath
        case "validatable": return validatable
        case "validationPattern": return validationPattern
        case "responseDecoder": return responseDecoder
        case "httpResponse": return httpResponse
        case "noContent": return noContent
        case "httpTextValue": return httpTextValue
        case "apiClient": return apiClient
        case "httpTransport": return httpTransport
        case "credentials": return credentials
        case "apiMiddleware": return apiMiddleware
        case "httpHeaders": return httpHeaders
        case "calendarDate": return calendarDate
        case "jsonValue": return jsonValue
        case "additionalProperties": return additionalProperties
        case "indirect": return indirect
        default: return nil
        }
    }
}
