import Foundation

extension View {
    /// Adds the default padding (16 pt) on every edge.
    public func padding() -> some View { padding(.all, nil) }

    /// Adds padding on the given edges; `nil` means the default 16 pt.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? PaddingDefaults.length
        return padding(EdgeInsets(
            top: edges.contains(.top) ? l : 0,
            leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0,
            trailing: edges.contains(.trailing) ? l : 0
        ))
    }

    /// Adds the same padding on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding per edge. Negative insets are allowed and shrink the view, as in SwiftUI;
    /// NaN and ∞ are reported and replaced by 0.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { child, context in
            let checked = EdgeInsets(
                top: ValueCheck.inset(insets.top, "padding top", context),
                leading: ValueCheck.inset(insets.leading, "padding leading", context),
                bottom: ValueCheck.inset(insets.bottom, "padding bottom", context),
                trailing: ValueCheck.inset(insets.trailing, "padding trailing", context)
            )
            return ViewNode(.padding(checked), children: [child], context: context)
        }
    }
}

enum PaddingDefaults {
    /// `padding()` with no length: 16 pt on iOS.
    static let length: CGFloat = 16
}
