import Foundation

/// Where text that does not fit is cut and an ellipsis shown (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: Sendable, Hashable {
    case head, middle, tail
}
