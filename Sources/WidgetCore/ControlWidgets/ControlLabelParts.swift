import Foundation

/// A control label taken apart: the title and the symbol, each drawn where the placement shows
/// it (Control Center's tile shows the symbol and, at larger sizes, the title and value; the
/// Lock Screen only the symbol).
///
/// A `Label` gives both; a `Text` only a title; an `Image` only a symbol; a modified one of them
/// the same parts with the modifier applied to each. Any other view is taken whole as the
/// symbol, and ``isRecognised`` is false (the composer says so).
package struct ControlLabelParts {
    /// The title view.
    package var title: AnyView?
    /// The title's text (for hints and tests).
    package var titleText: String?
    /// The symbol view.
    package var icon: AnyView?
    /// Whether the view was a `Label`, `Text` or `Image`.
    package var isRecognised = true

    init(title: AnyView?, titleText: String?, icon: AnyView?) {
        self.title = title
        self.titleText = titleText
        self.icon = icon
    }

    /// The parts of `view`.
    package init(_ view: AnyView) {
        if let parts = (view.view as? any ControlLabelDecomposable)?.controlLabelParts {
            self = parts
        } else if let inner = view.view as? AnyView {
            self.init(inner)
        } else {
            self.init(title: nil, titleText: nil, icon: view)
            isRecognised = false
        }
    }
}

/// A view that can be taken apart into a control label's title and symbol.
protocol ControlLabelDecomposable {
    /// The view's title and symbol.
    var controlLabelParts: ControlLabelParts { get }
}

extension Label: ControlLabelDecomposable {
    var controlLabelParts: ControlLabelParts {
        let titleText = (title as? Text)?.plainText ?? ControlLabelParts(AnyView(title)).titleText
        return ControlLabelParts(title: AnyView(title), titleText: titleText, icon: AnyView(icon))
    }
}

extension Text: ControlLabelDecomposable {
    var controlLabelParts: ControlLabelParts { ControlLabelParts(title: AnyView(self), titleText: plainText, icon: nil) }
}

extension Image: ControlLabelDecomposable {
    var controlLabelParts: ControlLabelParts { ControlLabelParts(title: nil, titleText: nil, icon: AnyView(self)) }
}

extension ModifiedContent: ControlLabelDecomposable where Content: View, Modifier: ViewModifier {
    var controlLabelParts: ControlLabelParts {
        var parts = ControlLabelParts(AnyView(content))
        parts.title = parts.title.map { AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier)) }
        parts.icon = parts.icon.map { AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier)) }
        return parts
    }
}
