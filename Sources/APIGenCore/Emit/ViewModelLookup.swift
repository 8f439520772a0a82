// Templates read view models by name. Reflection (`Mirror`) would find each
// field without these switches, and took most of apigen's time when it did.
// A test checks that every stored field is reachable.
//
// An optional field is returned boxed (`as any TemplateData`): returned as it
// is, a `nil` would read as "no such field" and the lookup would go on to the
// enclosing view's field of the same name.

extension PropertyView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "type": return type
        case "codingKeyCase": return codingKeyCase
        case "assignment": return assignment
        case "storage": return storage as any TemplateData
        default: return nil
        }
    }
}

extension ParameterView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "text": return text
        case "separator": return separator
        default: return nil
        }
    }
}

extension PatternView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "name": return name
        case "literal": return literal
        default: return nil
        }
    }
}

extension AdditionalPropertiesView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "type": return type
        default: return nil
        }
    }
}

extension StructView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "qualifiedName": return qualifiedName
        case "conformances": return conformances
        case "names": return names
        case "properties": return properties
        case "additionalProperties": return additionalProperties as any TemplateData
        case "hasProperties": return hasProperties
        case "listsCodingKeys": return listsCodingKeys
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

extension MirrorView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "access": return access
        case "names": return names
        case "qualifiedName": return qualifiedName
        case "deprecated": return deprecated
        case "children": return children
        default: return nil
        }
    }
}

extension ValidationView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
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

extension EnumCaseView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "literal": return literal
        case "rawLiteral": return rawLiteral as any TemplateData
        case "separator": return separator
        default: return nil
        }
    }
}

extension EnumView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "frozen": return frozen
        case "rawType": return rawType
        case "conformances": return conformances
        case "cases": return cases
        case "unknownCase": return unknownCase
        case "names": return names
        default: return nil
        }
    }
}

extension VariantView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "caseName": return caseName
        case "type": return type
        case "tagLiteral": return tagLiteral
        case "tagLiterals": return tagLiterals
        case "caseLiteral": return caseLiteral
        default: return nil
        }
    }
}

extension DiscriminatorView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "keyLiteral": return keyLiteral
        case "tagType": return tagType
        case "coversEveryTag": return coversEveryTag
        default: return nil
        }
    }
}

extension UnionView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "indirect": return indirect
        case "conformances": return conformances
        case "names": return names
        case "variants": return variants
        case "discriminator": return discriminator as any TemplateData
        case "validation": return validation
        default: return nil
        }
    }
}

extension EventCaseView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "caseName": return caseName
        case "type": return type
        case "nameLiteral": return nameLiteral
        case "decodeExpression": return decodeExpression
        case "encodeExpression": return encodeExpression
        default: return nil
        }
    }
}

extension EventsView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "conformances": return conformances
        case "names": return names
        case "cases": return cases
        case "otherCase": return otherCase
        case "validation": return validation
        case "nested": return nested
        default: return nil
        }
    }
}

extension AliasView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "type": return type
        default: return nil
        }
    }
}

extension MemberView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "type": return type
        default: return nil
        }
    }
}

extension FailureView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "caseDeclaration": return caseDeclaration
        case "statusPattern": return statusPattern
        case "returnExpression": return returnExpression
        default: return nil
        }
    }
}

extension RequestView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "deprecated": return deprecated
        case "access": return access
        case "name": return name
        case "names": return names
        case "responseAlias": return responseAlias as any TemplateData
        case "method": return method
        case "pathLiteral": return pathLiteral
        case "auth": return auth as any TemplateData
        case "timeout": return timeout as any TemplateData
        case "server": return server as any TemplateData
        case "accept": return accept as any TemplateData
        case "streams": return streams
        case "patterns": return patterns
        case "members": return members
        case "hasInitParameters": return hasInitParameters
        case "initParameters": return initParameters
        case "encodeLines": return encodeLines
        case "hasValidation": return hasValidation
        case "validationLines": return validationLines
        case "hasResponseValidation": return hasResponseValidation
        case "responseValidationLines": return responseValidationLines
        case "hasFailureValidation": return hasFailureValidation
        case "failureValidationLines": return failureValidationLines
        case "secretHeaders": return secretHeaders as any TemplateData
        case "secretQueryItems": return secretQueryItems as any TemplateData
        case "decodeResponseLines": return decodeResponseLines
        case "hasFailures": return hasFailures
        case "errorAlias": return errorAlias
        case "failures": return failures
        case "hasDefaultFailure": return hasDefaultFailure
        case "nested": return nested
        case "pages": return pages as any TemplateData
        default: return nil
        }
    }
}

extension PagesView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "itemType": return itemType
        case "itemsDoc": return itemsDoc
        case "itemsExpression": return itemsExpression
        case "nextDoc": return nextDoc
        case "nextLines": return nextLines
        case "linkDoc": return linkDoc
        case "linkExpression": return linkExpression
        default: return nil
        }
    }
}

extension ResponseStructView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "access": return access
        case "names": return names
        case "conformances": return conformances
        case "fields": return fields
        case "initParameters": return initParameters
        case "validation": return validation
        case "hasValidation": return hasValidation
        default: return nil
        }
    }
}

extension ServerView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "name": return name
        case "specName": return specName
        case "literal": return literal
        case "doc": return doc
        case "function": return function as any TemplateData
        default: return nil
        }
    }
}

extension ServerFunctionView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "urlText": return urlText
        case "parameters": return parameters
        case "throwsClause": return throwsClause
        case "call": return call
        case "values": return values
        default: return nil
        }
    }
}

extension ServerChoicesView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "name": return name
        case "cases": return cases
        default: return nil
        }
    }
}

extension APIView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "doc": return doc
        case "access": return access
        case "name": return name
        case "names": return names
        case "version": return version as any TemplateData
        case "baseURL": return baseURL as any TemplateData
        case "servers": return servers
        case "serverChoices": return serverChoices
        case "endpointServers": return endpointServers as any TemplateData
        case "headers": return headers
        case "auth": return auth
        case "timeout": return timeout as any TemplateData
        default: return nil
        }
    }
}

extension FileView: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
        switch key {
        case "source": return source
        case "imports": return imports
        case "declarations": return declarations
        default: return nil
        }
    }
}

extension TypeNames.View: TemplateData {
    func field(named key: String) -> (any TemplateData)? {
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
        case "caseIterable": return caseIterable
        case "rawRepresentable": return rawRepresentable
        case "set": return set
        case "never": return never
        case "identifiable": return identifiable
        case "mirror": return mirror
        case "customReflectable": return customReflectable
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
        case "nullable": return nullable
        case "fileUpload": return fileUpload
        case "variantFailures": return variantFailures
        case "redacted": return redacted
        case "responseStream": return responseStream
        case "serverSentEvent": return serverSentEvent
        case "pagedRequest": return pagedRequest
        case "paging": return paging
        case "pageLink": return pageLink
        case "namedEvent": return namedEvent
        case "eventData": return eventData
        case "apiError": return apiError
        case "jsonEncoder": return jsonEncoder
        case "serverURL": return serverURL
        case "serverURLError": return serverURLError
        default: return nil
        }
    }
}
