import Foundation

/// An alignment along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Sendable, Hashable {
    enum Guide: Sendable, Hashable { case leading, center, trailing }
    let guide: Guide
    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's offset in a view of width `width`.
    func offset(in width: CGFloat) -> CGFloat {
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }
}

/// An alignment along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Sendable, Hashable {
    enum Guide: Sendable, Hashable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    let guide: Guide
    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// A two-axis alignment, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
