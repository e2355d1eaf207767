import Foundation
import Testing

@testable import WidgetRender

/// The rounded design's nine weights map onto Quicksand's four faces by nearest weight
/// (`BundledFontFamily.quicksandFace(for:)`), not onto Regular and Bold alone.
@Suite struct QuicksandWeightTests {
    private func match(_ request: FontRequest) throws -> MatchedFace? {
        try TextEnginePool.shared.withEngine { try $0.context.matchFace(request) }
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, "Quicksand-Light.ttf"), (.thin, "Quicksand-Light.ttf"),
        (.light, "Quicksand-Light.ttf"), (.regular, "Quicksand-Regular.ttf"),
        (.medium, "Quicksand-Medium.ttf"), (.semibold, "Quicksand-Bold.ttf"),
        (.bold, "Quicksand-Bold.ttf"), (.heavy, "Quicksand-Bold.ttf"), (.black, "Quicksand-Bold.ttf"),
    ])
    func eachWeightLoadsTheNearestFace(weight: Font.Weight, file: String) throws {
        let request = FontRequest(ResolvedFont(design: .rounded, size: 17, weight: weight))
        let face = try #require(try match(request))
        #expect(face.file?.lastPathComponent == file)
    }

    /// Set in the nine weights, a line takes four distinct widths (one per face).
    @Test func theNineWeightsSetFourDistinctWidths() throws {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = try weights.map { weight in
            let font = ResolvedFont(design: .rounded, size: 17, weight: weight, tracking: 0)
            let width = try measure(ResolvedText(runs: [.init(string: "Rounded weights 0123", font: font)])).size.width
            return (width * 100).rounded() / 100
        }
        #expect(Set(widths).count == 4, "widths: \(widths)")
        // Heavier faces are wider: light < regular < medium < bold.
        #expect(widths[2] < widths[3] && widths[3] < widths[4] && widths[4] < widths[6], "widths: \(widths)")
    }
}
