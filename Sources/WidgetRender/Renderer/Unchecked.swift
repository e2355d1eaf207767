/// A value moved to another thread by hand, which the compiler cannot prove `Sendable`.
///
/// Each use says why it is safe where it wraps the value: the user's provider and entries
/// are touched by one thread at a time (the provider queue, then the caller after it has
/// waited); a sheet run's widgets and output sinks are only read by its threads.
package struct Unchecked<Value>: @unchecked Sendable {
    /// The wrapped value.
    package let value: Value

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }

    /// Wraps `value`.
    package init(value: Value) { self.value = value }
}
