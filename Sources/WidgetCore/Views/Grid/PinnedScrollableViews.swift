/// Which parts of a lazy stack or grid's sections stay in view while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`. A widget does not scroll: accepted so widget code compiles, and
/// reported when set.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The bit mask of the views.
    public let rawValue: UInt32
    /// Creates a set from a bit mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
