/// The error thrown by `WidgetRender`: a message that names the input and suggests the fix.
///
/// Every failure of the rendering backend (fonts, text, rasterisation, PNG encoding, writing
/// files) is reported with this one type, so callers can show ``message`` as it is.
///
/// ```swift
/// let image = try renderer.render(MyWidgetEntryView(entry: entry), in: WidgetContext(family: .systemSmall))
/// do {
///     try image.writePNG(to: URL(fileURLWithPath: "/x/y.png"))
/// } catch let error as WidgetRenderError {
///     print(error.message)
/// }
/// // cannot write "/x/y.png": No such file or directory; create the folder "/x" or choose an existing output folder
/// ```
public struct WidgetRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message: what failed, on which input, and how to fix it.
    public var message: String

    /// Creates an error with a message.
    ///
    /// - Parameter message: What failed, naming the input, followed by the suggested fix.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
