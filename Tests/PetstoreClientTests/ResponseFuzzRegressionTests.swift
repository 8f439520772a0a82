import Foundation
import Testing

/// Every seed of the response fuzzer (Fuzz/response-seeds/, where its findings are kept too,
/// named for what they were), held to its property on each `swift test`.
@Suite("Response fuzz regressions")
struct ResponseFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/response-seeds")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func theSeedsAreThere() {
        #expect(Self.inputs.count >= 20)
    }

    @Test(arguments: inputs)
    func inputHoldsTheFuzzingProperty(_ name: String) async throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let violation = await responseFuzzingViolation(ResponseInput(bytes))
        #expect(violation == nil, "\(name): \(violation ?? "")")
    }
}
