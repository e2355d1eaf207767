import Foundation

/// What an accessibility element is and does, as SwiftUI's `AccessibilityTraits`; recorded.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bit mask.
    public let rawValue: UInt32
    /// Creates traits from a bit mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state (a widget's main value).
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media playback.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns a page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    private static let names = [
        "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound",
        "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession",
        "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle",
    ]

    /// The traits' names, joined by `|`.
    public var description: String {
        Self.names.indices.filter { rawValue & (1 << UInt32($0)) != 0 }.map { Self.names[$0] }.joined(separator: "|")
    }
}

extension View {
    /// Adds accessibility traits; recorded in the layout tree, nothing drawn.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        recorded("accessibilityAddTraits(\(traits))")
    }

    /// Removes accessibility traits; recorded in the layout tree, nothing drawn.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        recorded("accessibilityRemoveTraits(\(traits))")
    }

    /// Sets the order VoiceOver reads elements in (higher first); recorded.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        recorded("accessibilitySortPriority(\(sortPriority))")
    }

    /// Sets the names Voice Control accepts for the element; recorded.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        recorded("accessibilityInputLabels(\(inputLabels.map(\.plainText).joined(separator: ", ")))")
    }
}
