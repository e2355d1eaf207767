import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: the user's preferred text size.
///
/// Text styles take their point size from the HIG type table at this size
/// (`Font/TextStyle/size(at:)`). Widgets honour only ``large`` through ``accessibility5``,
/// as on iOS: a smaller size asked of a widget (``WidgetContext/dynamicTypeSize``) renders at
/// ``large`` with a diagnostic. `.dynamicTypeSize(_:)` inside a view may still pick any size.
public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large, the largest non-accessibility size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth, largest accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The column of the HIG type table, 0 (xSmall) … 11 (AX5).
    var tableIndex: Int { DynamicTypeSize.allCases.firstIndex(of: self) ?? 3 }

    /// The sizes a widget honours: Large through AX5.
    static let widgetRange: ClosedRange<DynamicTypeSize> = .large ... .accessibility5

    /// The size as the older `ContentSizeCategory`.
    var contentSizeCategory: ContentSizeCategory {
        ContentSizeCategory.allCases[tableIndex]
    }

    /// The size of a `ContentSizeCategory`.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

/// The older name of a Dynamic Type size, as SwiftUI's `ContentSizeCategory`; it mirrors
/// ``DynamicTypeSize`` one to one (`\.sizeCategory` and `\.dynamicTypeSize` stay in step).
public enum ContentSizeCategory: Sendable, Hashable, Comparable, CaseIterable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium (AX1).
    case accessibilityMedium
    /// Accessibility large (AX2).
    case accessibilityLarge
    /// Accessibility extra large (AX3).
    case accessibilityExtraLarge
    /// Accessibility extra extra large (AX4).
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large (AX5).
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a `DynamicTypeSize`.
    public init?(_ size: DynamicTypeSize) {
        self = size.contentSizeCategory
    }
}
