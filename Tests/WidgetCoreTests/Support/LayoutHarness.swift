import Foundation
import Testing

@testable import WidgetCore

/// Lays out `view` on a `width` × `height` canvas with the ``FakeTextMeasurer``: the view is
/// proposed the whole canvas and centred in it.
func compose<V: View>(
    _ view: V,
    width: CGFloat = 200,
    height: CGFloat = 100,
    scale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues()
) -> ComposedScene {
    var env = environment
    env.displayScale = scale
    let scene = WidgetComposer(measurer: FakeTextMeasurer())
        .composeView(view, canvas: CGSize(width: width, height: height), environment: env)
    // Every painted list must be well formed, whatever the view (the rasteriser refuses others).
    #expect(scene.displayList.invariantViolations() == [])
    return scene
}

extension ComposedScene {
    /// The frame of the view tagged `identifier`, as the dump prints it: `(x, y, width, height)`
    /// with up to three decimals; `"missing"` when no view has the tag.
    func rect(_ identifier: String) -> String {
        layout.frame(of: identifier).map(LayoutDump.rect) ?? "missing"
    }

    /// The size of the view tagged `identifier` as `width × height`, or `"missing"`.
    func size(_ identifier: String) -> String {
        guard let f = layout.frame(of: identifier) else { return "missing" }
        return "\(LayoutDump.format(f.width)) × \(LayoutDump.format(f.height))"
    }

    /// The root view's frame (the first node under the composer's canvas).
    var rootRect: String { LayoutDump.rect(layout.root.frame) }

    /// The diagnostics of one kind.
    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
        diagnostics.filter { $0.kind == kind }
    }

    /// Whether every frame in the tree has finite, non-NaN coordinates and sizes.
    var allFramesFinite: Bool {
        var finite = true
        layout.forEach { node in
            let f = node.frame
            for v in [f.origin.x, f.origin.y, f.size.width, f.size.height] where !v.isFinite { finite = false }
        }
        return finite
    }

    /// How a text view tagged `identifier` was laid out.
    func textLayout(_ identifier: String) -> MeasuredText? {
        layout.node(withIdentifier: identifier)?.measuredText
    }
}

/// A text in `.system(size: 10)`: 5 pt per character, 12.5 pt per line with the fake measurer.
func text10(_ string: String) -> Text {
    Text(verbatim: string).font(.system(size: 10))
}

extension View {
    /// Tags the view for ``ComposedScene/rect(_:)`` (`accessibilityIdentifier`, shorter).
    func named(_ identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }
}

/// Resolves `view` to its nodes (for checks of node attributes such as layout priority).
func resolvedNodes<V: View>(_ view: V) -> [ViewNode] {
    Resolver.resolve(view, environment: EnvironmentValues(), diagnostics: DiagnosticSink())
}

/// The size `view` answers for `proposal` (a single layout question, as a parent asks it).
func sizeThatFits<V: View>(_ view: V, _ proposal: ProposedViewSize, scale: CGFloat = 1) -> CGSize {
    withLayoutBox(view, scale: scale) { $0.size(for: proposal) }
}

/// `view` placed at the origin for `proposal`, including proposals a canvas cannot make (∞).
func placed<V: View>(_ view: V, _ proposal: ProposedViewSize, scale: CGFloat = 1) -> LayoutNode {
    withLayoutBox(view, scale: scale) { $0.place(at: .zero, proposal: proposal) }
}

private func withLayoutBox<V: View, R>(_ view: V, scale: CGFloat, _ body: (LayoutBox) -> R) -> R {
    var env = EnvironmentValues()
    env.displayScale = scale
    let nodes = Resolver.resolve(view, environment: env, diagnostics: DiagnosticSink())
    let engine = LayoutEngine(measurer: FakeTextMeasurer())
    return withExtendedLifetime(engine) {
        body(LayoutBox(rootFor: nodes, engine: engine))
    }
}

/// Runs `body` with the root layout box of `view` (for questions a parent asks, such as guides).
func withLayoutBoxForTest<V: View, R>(_ view: V, scale: CGFloat = 1, _ body: (LayoutBox) -> R) -> R {
    withLayoutBox(view, scale: scale, body)
}
