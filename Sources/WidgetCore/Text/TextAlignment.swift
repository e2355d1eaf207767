import Foundation

/// How lines of multi-line text align.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}
