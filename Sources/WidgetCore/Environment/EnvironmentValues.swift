import Foundation

/// The values a view reads from its surroundings, as SwiftUI's `EnvironmentValues`.
///
/// Set with `.environment(\.key, value)`; read in `body` with `@Environment(\.key)`.
/// During `body` evaluation the resolver publishes the current values through a task-local
/// ``current``, which is what `@Environment` reads.
public struct EnvironmentValues: @unchecked Sendable {
    // Values are only touched on the thread that resolves the view tree; custom keys may hold
    // non-Sendable values, hence the unchecked conformance.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates environment values with every key at its default.
    public init() {}

    /// The value for a key, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    @TaskLocal static var box: Box?

    /// The values of the view whose `body` is being evaluated (defaults outside resolution).
    public static var current: EnvironmentValues { box?.values ?? EnvironmentValues() }

    /// Runs `body` with `values` as ``current``.
    static func withCurrent<R>(_ values: EnvironmentValues, _ body: () throws -> R) rethrows -> R {
        try $box.withValue(Box(values), operation: body)
    }

    final class Box: @unchecked Sendable {
        let values: EnvironmentValues
        init(_ values: EnvironmentValues) { self.values = values }
    }
}
