import Testing

@testable import WidgetSnapshotTesting

/// ΔE2000 against Sharma, Wu and Dalal's published test data.
@Suite struct DeltaE2000Tests {
    @Test(arguments: [
        (DeltaE2000.Lab(l: 50, a: 2.6772, b: -79.7751), DeltaE2000.Lab(l: 50, a: 0, b: -82.7485), 2.0425),
        (DeltaE2000.Lab(l: 50, a: 2.5, b: 0), DeltaE2000.Lab(l: 50, a: 0, b: -2.5), 4.3065),
        (DeltaE2000.Lab(l: 50, a: 2.5, b: 0), DeltaE2000.Lab(l: 56, a: -27, b: -3), 31.9030),
        (DeltaE2000.Lab(l: 60.2574, a: -34.0099, b: 36.2677), DeltaE2000.Lab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (DeltaE2000.Lab(l: 2.0776, a: 0.0795, b: -1.1350), DeltaE2000.Lab(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ])
    func matchesThePublishedDifferences(_ x: DeltaE2000.Lab, _ y: DeltaE2000.Lab, _ expected: Double) {
        #expect(abs(DeltaE2000.difference(x, y) - expected) < 0.0001)
        #expect(abs(DeltaE2000.difference(y, x) - expected) < 0.0001)
    }

    @Test func blackAndWhiteAreAHundredApart() {
        #expect(abs(DeltaE2000.difference(DeltaE2000.lab(0, 0, 0), DeltaE2000.lab(255, 255, 255)) - 100) < 0.01)
        #expect(DeltaE2000.difference(DeltaE2000.lab(10, 200, 30), DeltaE2000.lab(10, 200, 30)) == 0)
    }
}
