/// How much the templates may render in one run, shared by every rendering
/// (spec files render in parallel), so that no template read from disk can make
/// apigen run for ever or fill memory.
///
/// Sections over lists inside sections over lists repeat for every combination,
/// so a short template can ask for more output than any machine holds, or for
/// endless work that writes nothing. Each rendering counts the tags and text it
/// visits (steps) and the text it writes, and hands its counts in every so often;
/// once either total passes its limit, every rendering stops and the first one
/// over says where it was.
final class RenderBudget: @unchecked Sendable {
    /// The most text all renderings may write together. Declarations are
    /// rendered, then rendered again into their file, so the built-in templates
    /// write about 64 MB in all for an API of 5,000 endpoints and 5,000 models
    /// (27 MB of files). The limit is met near 20,000 of each, about 100 MB of
    /// files, whose debug build would need tens of gigabytes (extrapolating the
    /// compile-time benchmarks).
    static let defaultMaximumOutput = 256 << 20
    /// The most steps (tags, text and section repetitions visited) all renderings
    /// may take together. The built-in templates take about 4.7 million for 5,000
    /// endpoints and models, so an API reaches `defaultMaximumOutput` first.
    static let defaultMaximumSteps = 30_000_000

    /// Why and where rendering stopped.
    struct Failure: Equatable, Sendable {
        let message: String
        let place: RenderPlace
    }

    let maximumOutput: Int
    let maximumSteps: Int

    private let lock = Lock()
    private var output = 0
    private var steps = 0
    private var firstFailure: Failure?

    init(maximumOutput: Int = defaultMaximumOutput, maximumSteps: Int = defaultMaximumSteps) {
        self.maximumOutput = maximumOutput
        self.maximumSteps = maximumSteps
    }

    /// Why rendering stopped, if it did.
    var failure: Failure? {
        lock.withLock { firstFailure }
    }

    /// Adds a rendering's work since its last report; `false` when the budget is
    /// spent (by this report or an earlier one), and the rendering must stop.
    /// `place` says where this rendering is, for the report if it is the first over.
    func spend(output written: Int, steps taken: Int, place: () -> RenderPlace) -> Bool {
        lock.withLock { spendLocked(output: written, steps: taken, place: place) }
    }

    private func spendLocked(output written: Int, steps taken: Int, place: () -> RenderPlace) -> Bool {
        guard firstFailure == nil else { return false }
        output += written
        steps += taken
        let reason: String
        if output > maximumOutput {
            reason = "the templates wrote more than \(maximumOutput >> 20) MiB of Swift, more than a compiler can build"
        } else if steps > maximumSteps {
            reason = "the templates took more than \(maximumSteps) steps, far more than any API needs"
        } else {
            return true
        }
        let place = place()
        let inside = place.tag.map { "inside `\($0)`" } ?? "in `\(place.template)`"
        firstFailure = Failure(
            message: "rendering stopped \(inside): \(reason) (sections over lists nested in each other repeat "
                + "their content for every combination of items)",
            place: place)
        return false
    }
}

/// Where a rendering is: the innermost open section or partial tag, in the
/// template that holds it, or line 1 of the template rendered when none is open.
struct RenderPlace: Equatable, Sendable {
    let template: String
    let line: Int
    let column: Int
    /// The tag as written, such as `{{#properties}}`; `nil` when none is open.
    let tag: String?
}
