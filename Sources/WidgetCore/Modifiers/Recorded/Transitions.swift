import Foundation

/// How a view's content changes between timeline entries, as SwiftUI's `ContentTransition`.
/// A still image shows one entry: the transition is recorded, not drawn.
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
    /// The transition's name, as layout dumps print it.
    public let description: String

    /// The system's choice.
    public static let automatic = ContentTransition(description: "automatic")
    /// A cross-fade.
    public static let opacity = ContentTransition(description: "opacity")
    /// An in-place change with no animation.
    public static let identity = ContentTransition(description: "identity")
    /// A cross-fade that interpolates the glyphs.
    public static let interpolate = ContentTransition(description: "interpolate")
    /// Digits that roll, as in a countdown.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: countsDown ? "numericText(countsDown)" : "numericText")
    }
    /// Digits that roll in the direction of the value's change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: "numericText")
    }
}

/// How a view appears or disappears, as SwiftUI's `AnyTransition`; recorded, not drawn.
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
    /// The transition's name.
    public let description: String

    /// A fade.
    public static let opacity = AnyTransition(description: "opacity")
    /// No transition.
    public static let identity = AnyTransition(description: "identity")
    /// A slide from the leading edge.
    public static let slide = AnyTransition(description: "slide")
    /// A scale from the centre.
    public static let scale = AnyTransition(description: "scale")
    /// A move from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move(\(edge))") }
    /// A push from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(description: "push(\(edge))") }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(description: "\(description)+\(other.description)")
    }
}

/// A timing curve, as SwiftUI's `Animation`; recorded, not drawn.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The animation's name.
    public let description: String

    /// The system's default animation.
    public static let `default` = Animation(description: "default")
    /// Linear timing.
    public static let linear = Animation(description: "linear")
    /// Ease in and out.
    public static let easeInOut = Animation(description: "easeInOut")
    /// Ease in.
    public static let easeIn = Animation(description: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(description: "easeOut")
    /// A spring.
    public static let spring = Animation(description: "spring")
    /// A smooth spring.
    public static let smooth = Animation(description: "smooth")
    /// A bouncy spring.
    public static let bouncy = Animation(description: "bouncy")
    /// Linear timing over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(description: "linear") }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(description: "easeInOut") }
    /// A spring with a response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(description: "spring")
    }
}

extension View {
    /// Records how the content changes between entries; a still image draws one entry.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        recorded("contentTransition(\(transition))")
    }

    /// Records how the view appears and disappears; nothing is drawn for it.
    public func transition(_ transition: AnyTransition) -> some View {
        recorded("transition(\(transition))")
    }

    /// Records an animation tied to `value`; a still image is not animated.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        recorded("animation(\(animation?.description ?? "nil"))")
    }

    /// Records an animation (the deprecated form without a value).
    public func animation(_ animation: Animation?) -> some View {
        recorded("animation(\(animation?.description ?? "nil"))")
    }

    /// Records the view's explicit identity; one still frame has no identity to keep.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        recorded("id(\(id))")
    }

    /// Marks content that is stale until the widget's next update (`invalidatableContent()`):
    /// recorded; the system shows it as is while an interaction is in flight.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        recorded(invalidatable ? "invalidatableContent" : "invalidatableContent(false)")
    }
}
