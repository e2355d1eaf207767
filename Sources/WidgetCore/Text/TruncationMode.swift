import Foundation

/// Where text that does not fit is cut and an ellipsis shown (SwiftUI's `Text.TruncationMode`).
///
/// Every mode cuts between grapheme clusters and drops the whitespace beside the ellipsis.
/// With several lines, head and middle truncation cut the last line only, as UIKit does:
///
/// ```swift
/// Text("Call the bank about the card").lineLimit(1).truncationMode(.middle)   // "Call th…e card"
/// ```
public enum TruncationMode: Sendable, Hashable {
    /// The start is cut: "…" and as much of the end as fits ("…about the card").
    case head
    /// The middle is cut: the start, "…" and the end ("Call th…e card").
    case middle
    /// The end is cut: as much of the start as fits and "…" ("Call the bank…"), the default.
    case tail
}
