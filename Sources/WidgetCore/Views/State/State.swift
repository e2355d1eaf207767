import Foundation

/// A value a view owns, as SwiftUI's `@State`.
///
/// A widget is a still image: the view is rendered once with the state's initial value.
/// Writes (from code run while `body` is evaluated) are kept, so a view that derives state in
/// its initialiser renders what it derived.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 3
///     var body: some View { Text("\(count)") }   // draws "3"
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// Creates the state with an initial value.
    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    /// Creates the state with an initial value (the older spelling).
    public init(initialValue value: Value) {
        storage = StateStorage(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value (`$count`).
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The reference a ``State`` keeps its value in.
final class StateStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
