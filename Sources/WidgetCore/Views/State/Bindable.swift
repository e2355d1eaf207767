import Foundation
@_exported import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// `Observation` ships with the Swift toolchain on Linux, so `@Observable` classes work as
/// on iOS; `import WidgetRender` re-exports it the way `import SwiftUI` does.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Creates bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates bindings to `object`'s properties.
    public init(_ object: Value) {
        self.wrappedValue = object
    }

    /// The wrapper itself (`$model.name` reads through it).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
