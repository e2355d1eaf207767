/// The error thrown by `WidgetCore`: a message that names the input and suggests the fix.
public struct WidgetCoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, e.g. `unknown family "small"; expected one of: systemSmall, …`.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
