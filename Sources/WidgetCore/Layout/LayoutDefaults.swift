import Foundation

/// Layout constants that SwiftUI does not publish; each is a choice, kept here.
enum LayoutDefaults {
    /// The size of a view with no size of its own for an unspecified (`nil`) proposal.
    static let unspecifiedLength: CGFloat = 10
}
