import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
///
/// ```swift
/// struct Row: View {
///     @Binding var isOn: Bool
///     var body: some View { Text(isOn ? "On" : "Off") }
/// }
/// Row(isOn: .constant(true))   // draws "On"
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The binding a `$`-prefixed argument passes (`Row(isOn: $isOn)`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an unchanging value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.isOn`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            }
        )
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}
