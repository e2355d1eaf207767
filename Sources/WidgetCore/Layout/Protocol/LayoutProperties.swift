/// Properties of a ``Layout``, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis along which the layout stacks its subviews, if it is a stack: a `Spacer`
    /// expands along it and a `Divider` is drawn across it. `nil` for other layouts.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {
        stackOrientation = nil
    }
}
