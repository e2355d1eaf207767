/// A type the `#Preview` macro declares for each preview, found by the renderer at run time
/// through the Swift runtime's protocol conformance records. Not API: the macro's expansion
/// conforms to it.
public protocol _PreviewRegistration {
    /// The preview the macro declared.
    static func _makePreview() -> Preview
}
