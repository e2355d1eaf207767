/// Reads a value from the view's environment, as SwiftUI's `@Environment`.
///
/// ```swift
/// struct Entry View: View {
///     @Environment(\.widgetFamily) var family
///     var body: some View { Text(family == .systemSmall ? "S" : "M") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value, read when `body` is evaluated.
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}

/// A property whose value the system updates before `body` runs, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {}
