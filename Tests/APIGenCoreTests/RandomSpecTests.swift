import Testing
@testable import APIGenCore

/// Random specs (`RandomSpecs/`): apigen refuses each with located errors or generates Swift
/// that compiles (to SIL) with warnings as errors. `Fuzz/compile-check` runs the same maker over
/// thousands of seeds; these few keep the property, and the maker, in every test run.
@Suite("Random specs")
struct RandomSpecTests {
    static let seeds: [UInt64] = Array(1...8)

    @Test(arguments: seeds)
    func aRandomSpecIsRefusedWithLocatedErrorsOrCompiles(seed: UInt64) throws {
        let (model, diagnostics) = SpecHarness.run(["random.yaml": RandomSpec.make(seed: seed)])
        let (files, all) = APIGen.emit(model, diagnostics, templates: nil, access: .public, apiFileName: nil)
        guard let files else {
            #expect(!all.errors.isEmpty && all.errors.allSatisfy { $0.location != nil },
                    "seed \(seed) was refused without a located error: \(all.sorted)")
            return
        }
        let problems = try SwiftCompiler.compile(files)
        #expect(problems == "", "seed \(seed) (`Fuzz/.build/release/CompileFuzz --print \(seed)` prints the spec) does not compile:\n\(problems)")
    }

    /// The maker is only useful while most of what it writes gets as far as generating code.
    @Test func mostRandomSpecsGenerate() {
        let generated = Self.seeds.filter { seed in
            SpecHarness.run(["random.yaml": RandomSpec.make(seed: seed)]).model != nil
        }
        #expect(generated.count >= 6, "only seeds \(generated) of \(Self.seeds) generate")
    }

    @Test func theSameSeedMakesTheSameSpec() {
        #expect(RandomSpec.make(seed: 42) == RandomSpec.make(seed: 42))
        #expect(RandomSpec.make(seed: 42) != RandomSpec.make(seed: 43))
    }
}
