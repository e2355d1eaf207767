import Foundation

/// One row of a ``Grid``, as SwiftUI's `GridRow`: each of its views is a cell, in column
/// order.
///
/// A row is not a view of its own: its cells join the grid, and a modifier on the row applies
/// to each cell (as on a ``Group``). Outside a `Grid` its views behave as a `Group`'s.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: How the row's cells line up vertically (`nil`: the grid's alignment).
    ///     `.firstTextBaseline` and `.lastTextBaseline` line up the cells' text.
    ///   - content: The cells, leading to trailing.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: `GridRow` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension GridRow: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let membership = GridRowMembership.Row(alignment: alignment)
        return scope.resolve(content).map { cell in
            var cell = cell
            cell.layoutValues[GridRowMembership.self] = membership
            return cell
        }
    }
}

/// The ``GridRow`` a view of a ``Grid`` belongs to: consecutive views of one row share it; a
/// view without one is a row of its own that spans the grid.
struct GridRowMembership: LayoutValueKey {
    /// One row, told apart from the others by identity.
    final class Row: Sendable {
        /// The row's vertical alignment (`nil`: the grid's).
        let alignment: VerticalAlignment?

        init(alignment: VerticalAlignment?) {
            self.alignment = alignment
        }
    }

    static let defaultValue: Row? = nil
}
