import Foundation

/// When WidgetKit asks for a new timeline, as `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case atEnd, never
        case after(Date)
    }
    let kind: Kind
    /// Ask for a new timeline after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask for a new timeline.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Ask for a new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}
