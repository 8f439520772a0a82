/// `Failure` case names from HTTP reason phrases (RFC 9110 and common extensions).
enum ReasonPhrases {
    static let caseNames: [Int: String] = [
        100: "continue", 101: "switchingProtocols", 103: "earlyHints",
        300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther",
        304: "notModified", 307: "temporaryRedirect", 308: "permanentRedirect",
        400: "badRequest", 401: "unauthorized", 402: "paymentRequired", 403: "forbidden",
        404: "notFound", 405: "methodNotAllowed", 406: "notAcceptable", 407: "proxyAuthenticationRequired",
        408: "requestTimeout", 409: "conflict", 410: "gone", 411: "lengthRequired",
        412: "preconditionFailed", 413: "contentTooLarge", 414: "uriTooLong", 415: "unsupportedMediaType",
        416: "rangeNotSatisfiable", 417: "expectationFailed", 418: "imATeapot", 421: "misdirectedRequest",
        422: "unprocessableContent", 423: "locked", 424: "failedDependency", 425: "tooEarly",
        426: "upgradeRequired", 428: "preconditionRequired", 429: "tooManyRequests",
        431: "requestHeaderFieldsTooLarge", 451: "unavailableForLegalReasons",
        500: "internalServerError", 501: "notImplemented", 502: "badGateway", 503: "serviceUnavailable",
        504: "gatewayTimeout", 505: "httpVersionNotSupported", 506: "variantAlsoNegotiates",
        507: "insufficientStorage", 508: "loopDetected", 510: "notExtended", 511: "networkAuthenticationRequired",
    ]

    static let rangeNames: [Int: String] = [
        1: "informational", 3: "redirection", 4: "clientError", 5: "serverError",
    ]

    /// The case name for a status key: `404` -> `notFound`, `4XX` -> `clientError`, `default` -> `other`.
    static func caseName(for status: StatusKey) -> String {
        switch status {
        case .code(let code): return caseNames[code] ?? "status\(code)"
        case .range(let digit): return rangeNames[digit] ?? "status\(digit)XX"
        case .default: return "other"
        }
    }
}
