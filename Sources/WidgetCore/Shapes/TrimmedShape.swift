import Foundation

extension Shape {
    /// The part of the outline between the fractions `from` and `to` of its length, as
    /// SwiftUI's `trim(from:to:)`: `Circle().trim(from: 0, to: 0.35).stroke(…)` draws a third
    /// of a ring, starting at the circle's rightmost point and going clockwise.
    ///
    /// Fractions outside 0…1 are clamped and NaN counts as 0, each reported; `from ≥ to` draws
    /// nothing.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to a fraction of its outline's length.
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    /// The base shape's outline in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path {
        for (name, v) in [("from", from), ("to", to)] where v.isNaN || v < 0 || v > 1 {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "trim(\(name): \(v)) is outside 0…1; clamped. Pass fractions of the outline's length in 0…1."))
        }
        return base.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
