/// How a view fills space for `aspectRatio`, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable {
    /// Scales the content to fit inside the space offered.
    case fit
    /// Scales the content to cover the space offered (it may overflow).
    case fill
}
