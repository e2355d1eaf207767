import Foundation

/// A key for a value a view passes to its ``Layout`` container, as SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The layout values of one view, by key.
package struct LayoutValues: @unchecked Sendable {
    // @unchecked: values are set during resolution and only read by layout on the same thread.
    private var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Sets a value the view's ``Layout`` container reads through its subview proxy.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _NodeAttributeModifier> {
        nodesChanged { $0.layoutValues[key] = value }
    }
}
