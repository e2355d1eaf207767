import Foundation
import Testing
import WidgetRender
import WidgetRenderFuzz

/// A small fuzz run on every `make test` (`make fuzz` runs thousands of trees): every tree
/// renders in every family with a finite layout; the generator is deterministic.
@Suite("Fuzzer")
struct FuzzTests {
    @Test(arguments: [UInt64(1), 2])
    func randomTreesRenderInEveryFamily(seed: UInt64) throws {
        let report = try FuzzRunner(seed: seed, count: 40).run()
        #expect(report.trees == 40)
        #expect(report.renders == 40 * FuzzRunner.families.count)
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func theSameSeedMakesTheSameTrees() {
        var a = ViewFuzzer(seed: 7)
        var b = ViewFuzzer(seed: 7)
        var c = ViewFuzzer(seed: 8)
        let first = (0..<20).map { _ in a.tree().source }
        #expect(first == (0..<20).map { _ in b.tree().source })
        #expect(first != (0..<20).map { _ in c.tree().source })
    }
}
