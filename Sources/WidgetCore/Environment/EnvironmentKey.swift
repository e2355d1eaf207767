/// A key for a value in ``EnvironmentValues``, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
