/// Checks the bodies a declared error carries, for a client that validates responses.
///
/// A request's `Failure` is an enum whose cases hold the decoded body, alone or beside the
/// status (`clientError(status: Int, APIProblem)`). Reading the case's payload through
/// `Mirror` checks every such body with no code per request, so a client that does not
/// validate responses pays nothing, and the generated code stays as small as it was.
enum FailureValidation {
    /// Adds every violation in the models `failure` holds to `report`, at their own paths.
    static func validate(_ failure: some Error, into report: inout ValidationReport) {
        for child in Mirror(reflecting: failure).children {
            validate(payload: child.value, into: &report)
        }
    }

    private static func validate(payload: Any, into report: inout ValidationReport) {
        if let value = payload as? any Validatable {
            value.validate(into: &report, at: .root)
        } else if let collection = payload as? any ValidatableResponse {
            collection.validateElements(into: &report)
        } else {
            let mirror = Mirror(reflecting: payload)
            // A case with several values holds a tuple; an optional body, an optional.
            guard mirror.displayStyle == .tuple || mirror.displayStyle == .optional else { return }
            for child in mirror.children {
                validate(payload: child.value, into: &report)
            }
        }
    }
}
