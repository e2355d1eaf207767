import Foundation

/// Lays out resolved view nodes with SwiftUI's proposal/response algorithm.
///
/// One engine serves one layout pass: it owns the per-node size caches and reports
/// diagnostics found while placing (truncated text).
package final class LayoutEngine {
    let measurer: any TextMeasurer
    let diagnostics: DiagnosticSink

    /// Creates an engine that measures text with `measurer`.
    package convenience init(measurer: any TextMeasurer) {
        self.init(measurer: measurer, diagnostics: DiagnosticSink())
    }

    init(measurer: any TextMeasurer, diagnostics: DiagnosticSink) {
        self.measurer = measurer
        self.diagnostics = diagnostics
    }

    /// Lays out `nodes` (several are stacked vertically, as an implicit `VStack`) in a
    /// `canvas`, proposing it whole and centring the result in it.
    package func layout(_ nodes: [ViewNode], in canvas: CGRect) -> LayoutNode {
        let root = LayoutBox(rootFor: nodes, engine: self)
        let proposal = ProposedViewSize(canvas.size)
        let size = root.size(for: proposal)
        let origin = CGPoint(x: canvas.minX + (canvas.width - size.width) / 2, y: canvas.minY + (canvas.height - size.height) / 2)
        return root.place(at: origin, proposal: proposal)
    }

    /// The diagnostics reported so far.
    package var reportedDiagnostics: [Diagnostic] { diagnostics.diagnostics }
}
