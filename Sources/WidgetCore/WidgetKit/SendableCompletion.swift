import Foundation

/// Hands a provider a completion typed `@Sendable`, as WidgetKit's provider requirements type it.
package enum SendableCompletion {
    /// `body`, typed `@Sendable`.
    ///
    /// `body` only erases the provider's entry (or timeline) and passes it to a `@Sendable`
    /// completion, so it is safe to call from any thread. Written as a `@Sendable` closure in a
    /// generic context, the erasure would capture the entry's metatype, which the compiler
    /// cannot prove sendable; the two function types have the same layout.
    package static func assumingSendable<Value>(_ body: @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
        unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
    }
}
