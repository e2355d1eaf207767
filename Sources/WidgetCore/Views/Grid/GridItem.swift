import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``), as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Equatable {
    /// How wide a column is (how tall a row).
    public enum Size: Sendable, Equatable {
        /// Exactly this many points, whatever the space.
        case fixed(CGFloat)
        /// A share of the space left by the fixed items, kept within `minimum`…`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share of the space, filled with as many items of at least `minimum` (and at most
        /// `maximum`) points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide the column is.
    public var size: Size
    /// The gap to the next column (`nil`: 8 pt); inside an adaptive column, the gap between
    /// its items.
    public var spacing: CGFloat?
    /// Where an item sits in its cell (`nil`: the grid's alignment, centred across it).
    public var alignment: Alignment?

    /// Creates a column (or row) description.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// This item with its numbers made usable: each non-finite or negative one is reported
    /// (naming `grid`) and replaced, a maximum below the minimum is raised to it.
    func checked(in grid: String, _ scope: ResolveScope) -> GridItem {
        func length(_ value: CGFloat, _ what: String, fallback: CGFloat, infinityAllowed: Bool = false) -> CGFloat {
            if value.isFinite && value >= 0 { return min(value, ValueCheck.maximumLength) }
            if infinityAllowed && value == .infinity { return value }
            scope.report(Diagnostic(.invalidValue, "\(grid): GridItem \(what) \(LayoutDump.format(value)) is not a finite, non-negative length; \(LayoutDump.format(fallback)) used."))
            return fallback
        }
        var item = self
        switch size {
        case .fixed(let value):
            item.size = .fixed(length(value, "fixed size", fallback: 0))
        case .flexible(let minimum, let maximum):
            let low = length(minimum, "flexible minimum", fallback: 10)
            item.size = .flexible(minimum: low, maximum: max(length(maximum, "flexible maximum", fallback: .infinity, infinityAllowed: true), low))
        case .adaptive(let minimum, let maximum):
            var low = length(minimum, "adaptive minimum", fallback: 10)
            if low < 1 {
                scope.report(Diagnostic(.invalidValue, "\(grid): GridItem adaptive minimum \(LayoutDump.format(low)) fits no item count; 1 pt used. Pass a minimum of 1 pt or more."))
                low = 1
            }
            item.size = .adaptive(minimum: low, maximum: max(length(maximum, "adaptive maximum", fallback: .infinity, infinityAllowed: true), low))
        }
        if let spacing, !(spacing.isFinite && spacing >= 0) {
            scope.report(Diagnostic(.invalidValue, "\(grid): GridItem spacing \(LayoutDump.format(spacing)) is not a finite, non-negative length; the default 8 pt used."))
            item.spacing = nil
        }
        return item
    }
}
