import Foundation

/// The size and position of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The insets of the safe area: always zero in a widget.
    public let safeAreaInsets: EdgeInsets
    let globalOrigin: CGPoint

    init(size: CGSize, globalOrigin: CGPoint) {
        self.size = size
        self.globalOrigin = globalOrigin
        safeAreaInsets = EdgeInsets()
    }

    /// The reader's frame in a coordinate space: `.local` starts at (0, 0); `.global` (and any
    /// named space, which this engine does not track) is the widget's, from its top-leading corner.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return CGRect(origin: globalOrigin, size: size)
        }
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Sendable, Hashable {
    /// The whole widget's.
    case global
    /// The view's own.
    case local
    /// A space named with `coordinateSpace(name:)`; this engine measures it like `.global`.
    case named(AnyHashableSendable)

    /// A space named `name`.
    public static func named<H: Hashable & Sendable>(_ name: H) -> CoordinateSpace {
        .named(AnyHashableSendable(name))
    }
}

/// A sendable, hashable name of a coordinate space.
public struct AnyHashableSendable: Sendable, Hashable {
    private let description: String
    init<H: Hashable & Sendable>(_ value: H) {
        description = String(reflecting: value)
    }
}
