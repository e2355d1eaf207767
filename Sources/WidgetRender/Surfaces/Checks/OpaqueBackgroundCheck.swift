import Foundation
import WidgetCore

/// A full-bleed opaque view that is not the container background
/// (`Diagnostic/Kind/opaqueBackgroundAsContent`): the system replaces the container
/// background in the accented and vibrant looks, but draws content as content.
struct OpaqueBackgroundCheck: SurfaceCheck {
    /// How the surface draws such a view, for the message: "white block under white content".
    let drawnAs: String

    /// The share of the canvas one content layer may cover opaquely before it counts as a
    /// background drawn as content.
    static let coverageLimit = 0.8

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        let coverage = input.passFindings.largestOpaqueCoverage
        guard coverage > Self.coverageLimit else { return [] }
        let percent = Int((coverage * 100).rounded())
        return [
            Diagnostic(
                .opaqueBackgroundAsContent,
                "an opaque view covers \(percent) % of the widget as content, not as its container background: in \(input.modeName) mode it is drawn as one flat \(drawnAs). Move it into .containerBackground(for: .widget) { … }, which the system replaces.")
        ]
    }
}
