/// Writes `BuiltinTemplates.swift` from the files in `Templates/`, so the tool
/// carries its templates and works from any folder and inside a build plugin.
/// A test fails when the two differ; `APIGEN_RECORD=1 swift test` rewrites it.
enum BuiltinTemplatesWriter {
    static func source(_ templates: [String: String]) -> String {
        var text = """
            // Written from Templates/*.mustache by BuiltinTemplatesWriter; `APIGEN_RECORD=1 swift test` rewrites it.
            // Edit the templates, not this file.

            /// The templates built into apigen, by name.
            enum BuiltinTemplates {
                static let texts: [String: String] = [

            """
        for name in templates.keys.sorted() {
            // The line break before the closing delimiter is not part of the literal, so the text stays exact.
            text += "        \"\(name)\": ####\"\"\"\n\(templates[name] ?? "")\n\"\"\"####,\n"
        }
        text += "    ]\n}\n"
        return text
    }
}
