/// A value a template can show: view models, their fields, and the strings,
/// flags, lists and optionals those fields hold.
///
/// Templates read views by name through `field(named:)`, a `switch` on each
/// view: no reflection and no dynamic casts while rendering.
protocol TemplateData {
    /// The field called `name`, or `nil` when this value has none (a lookup then
    /// tries the enclosing sections' values).
    func field(named name: String) -> (any TemplateData)?
    /// What a variable tag (`{{name}}`) writes for this value.
    var text: String { get }
    /// Whether a section over this value is skipped (and an inverted one shown):
    /// `false`, `nil` and empty lists.
    var hidesSection: Bool { get }
    /// Calls `body` with each value a section renders its content with: every
    /// element of a list, or the value itself; never when the section is hidden.
    func forEachSectionValue(_ body: (any TemplateData) -> Void)
}

extension TemplateData {
    func field(named name: String) -> (any TemplateData)? { nil }
    var text: String { "" }
    var hidesSection: Bool { false }
    func forEachSectionValue(_ body: (any TemplateData) -> Void) { body(self) }
}

extension String: TemplateData {
    var text: String { self }
}

extension Bool: TemplateData {
    var text: String { self ? "true" : "false" }
    var hidesSection: Bool { !self }
    func forEachSectionValue(_ body: (any TemplateData) -> Void) {
        if self { body(self) }
    }
}

extension Array: TemplateData where Element: TemplateData {
    var hidesSection: Bool { isEmpty }
    func forEachSectionValue(_ body: (any TemplateData) -> Void) {
        for element in self { body(element) }
    }
}

extension Optional: TemplateData where Wrapped: TemplateData {
    func field(named name: String) -> (any TemplateData)? { self?.field(named: name) }
    var text: String { self?.text ?? "" }
    var hidesSection: Bool { self?.hidesSection ?? true }
    func forEachSectionValue(_ body: (any TemplateData) -> Void) {
        self?.forEachSectionValue(body)
    }
}
