/// Warns when a user's `request.mustache` leaves out the names of the spec's secret
/// headers or query parameters.
///
/// Those names reach `LoggingMiddleware` and the redirect policy only through the
/// request's `secretHeaders` and `secretQueryItems`. A request template copied before
/// secrets existed still compiles without them (the protocol gives both a default), so
/// nothing else would tell its owner that logs now show the values.
enum TemplateSecretsCheck {
    static func warnings(_ model: APIModel, templates: TemplateSet) -> Diagnostics {
        var diagnostics = Diagnostics()
        let template = templates.path(of: "request")
        for (field, what, placement) in [
            ("secretHeaders", "header", ParameterPlacement.header), ("secretQueryItems", "query parameter", .query),
        ] where !templates.reads(field, from: "request") {
            let notes = secrets(in: model, placement: placement)
            guard !notes.isEmpty else { continue }
            diagnostics.warning(
                "`request.mustache` never writes `{{#\(field)}}`, so logs and redirects to another origin show "
                    + "the value of every secret \(what) (\(notes.count) in this spec); copy its lines from the built-in "
                    + "template (`apigen templates`)",
                at: SourceLocation(file: template, line: 1, column: 1), notes: Array(notes.prefix(3)))
        }
        return diagnostics
    }

    /// A note at each secret of this kind, in spec order.
    private static func secrets(in model: APIModel, placement: ParameterPlacement) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        for file in model.files {
            for endpoint in file.endpoints {
                let (parameters, responseHeaders) = endpoint.secrets(in: placement)
                for parameter in parameters {
                    notes.append(Diagnostic.Note("`\(parameter.name)` is secret here", at: parameter.location))
                }
                for header in responseHeaders {
                    notes.append(Diagnostic.Note("`\(endpoint.specName)` has the secret response header `\(header.name)`",
                                                 at: endpoint.location))
                }
            }
        }
        return notes
    }
}
