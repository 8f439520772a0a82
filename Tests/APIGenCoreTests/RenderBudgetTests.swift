import Foundation
import Testing
@testable import APIGenCore

/// A view for these tests: `items` lists `count` items, each with a `name`.
private struct ListView: TemplateData {
    var count: Int
    func field(named name: String) -> (any TemplateData)? {
        switch name {
        case "items": (0..<count).map { ItemView(name: "item\($0)") }
        default: nil
        }
    }
}

private struct ItemView: TemplateData {
    var name: String
    func field(named key: String) -> (any TemplateData)? { key == "name" ? name : nil }
}

private func renderer(_ templates: [String: String], budget: RenderBudget) throws -> TemplateRenderer {
    TemplateRenderer(templates: try templates.mapValues { try Template(parsing: $0) }, budget: budget)
}

/// Templates are read from disk, so one that would render for ever, or more
/// text than memory holds, must stop with an error that points into it.
@Suite("Rendering budget")
struct RenderBudgetTests {
    static let hint = "(sections over lists nested in each other repeat their content for every combination of items)"

    @Test func endlessRepetitionStopsAtTheInnermostSection() throws {
        // 30^3 repetitions that write nothing: no output to limit, only work.
        let template = "{{#items}}\n  {{#items}}{{#items}}{{/items}}{{/items}}\n{{/items}}\n"
        let budget = RenderBudget(maximumSteps: 10_000)
        let rendered = try renderer(["main": template], budget: budget).render("main", with: ListView(count: 30))
        #expect(rendered == "")
        #expect(budget.failure == RenderBudget.Failure(
            message: "rendering stopped inside `{{#items}}`: the templates took more than 10000 steps, far more than any API needs "
                + Self.hint,
            place: RenderPlace(template: "main", line: 2, column: 13, tag: "{{#items}}")))
        // Once spent, the budget stops every later rendering at once.
        #expect(try renderer(["main": "text"], budget: budget).render("main", with: ListView(count: 1)) == "")
    }

    @Test func tooMuchTextStopsAtTheTagThatWasRendering() throws {
        let budget = RenderBudget(maximumOutput: 3 << 20)
        let line = String(repeating: "x", count: 1000) + "\n"
        let rendered = try renderer(
            ["main": "{{#items}}{{>row}}{{/items}}", "row": "{{#items}}{{#items}}\(line){{/items}}{{/items}}"], budget: budget
        ).render("main", with: ListView(count: 100))
        #expect(rendered == "")
        // The limit is checked once a rendering has written another MiB, inside the partial's innermost section.
        #expect(budget.failure == RenderBudget.Failure(
            message: "rendering stopped inside `{{#items}}`: the templates wrote more than 3 MiB of Swift, more than a compiler can build "
                + Self.hint,
            place: RenderPlace(template: "row", line: 1, column: 11, tag: "{{#items}}")))
    }

    @Test func workWithinTheBudgetRendersAsUsual() throws {
        let budget = RenderBudget(maximumOutput: 1 << 20, maximumSteps: 10_000)
        let rendered = try renderer(["main": "{{#items}}{{name}} {{/items}}"], budget: budget).render("main", with: ListView(count: 3))
        #expect(rendered == "item0 item1 item2 ")
        #expect(budget.failure == nil)
    }

    @Test func generationStopsWithTheErrorAndWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", """
            api: { name: Shop, baseURL: "https://example.com" }
            models:
              Item: { properties: { name: string, price: int, tags: "string[]" } }
            """)
        // Each of the three properties repeated for each of them, twelve levels deep: 3^12 repetitions.
        try folder.write("Runaway/struct.mustache",
                         "struct {{name}} {}\n" + String(repeating: "{{#properties}}", count: 12) + String(repeating: "{{/properties}}", count: 12))
        let (model, diagnostics) = APIGen.load(folder: folder.path + "/Specs")
        let (files, all) = APIGen.emit(model, diagnostics, templates: folder.path + "/Runaway", access: .public, apiFileName: nil,
                                       budget: RenderBudget(maximumSteps: 100_000))
        #expect(files == nil)
        let error = try #require(all.sorted.first)
        #expect(all.sorted.count == 1)
        #expect(error.message == "rendering stopped inside `{{#properties}}`: the templates took more than 100000 steps, "
            + "far more than any API needs \(Self.hint)")
        // Where the budget ran out within the nest depends on when the rendering reported; any of its sections is right.
        let location = try #require(error.location)
        #expect(location.file == folder.path + "/Runaway/struct.mustache")
        #expect(location.line == 2)
        #expect((0..<12).map { 1 + 15 * $0 }.contains(location.column))
    }
}
