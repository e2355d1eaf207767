import Foundation

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable, CustomStringConvertible {
    /// The behaviour's name.
    public let description: String
    /// The children are hidden behind the new element.
    public static let ignore = AccessibilityChildBehavior(description: "ignore")
    /// The children's labels are combined into the element's.
    public static let combine = AccessibilityChildBehavior(description: "combine")
    /// The children stay separate elements inside a container.
    public static let contain = AccessibilityChildBehavior(description: "contain")
}

/// A resolved accessibility modifier: nothing drawn; what it says is kept on the layout node
/// (``LayoutNode/accessibilityLabel`` and the others) for tests to read.
struct AccessibilityPrimitive: RenderEffectPrimitive {
    enum Attribute: Sendable, Hashable {
        case label(String)
        case value(String)
        case hint(String)
        case hidden(Bool)
        case element(AccessibilityChildBehavior)
    }

    let attribute: Attribute

    var name: String {
        switch attribute {
        case .label: return "accessibilityLabel"
        case .value: return "accessibilityValue"
        case .hint: return "accessibilityHint"
        case .hidden: return "accessibilityHidden"
        case .element(let b): return "accessibilityElement(\(b))"
        }
    }
}

extension View {
    func accessibility(_ attribute: AccessibilityPrimitive.Attribute) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(AccessibilityPrimitive(attribute: attribute), children: [child], scope: scope) }
    }

    /// Sets the label VoiceOver reads; kept on the layout node.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(.label(label.plainText))
    }

    /// Sets the label VoiceOver reads.
    public func accessibilityLabel(_ label: String) -> some View {
        accessibility(.label(label))
    }

    /// Sets the label VoiceOver reads, from a localized key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(key))
    }

    /// Sets the label VoiceOver reads, from a string resource.
    @_disfavoredOverload
    public func accessibilityLabel(_ resource: LocalizedStringResource) -> some View {
        accessibility(.label(resource.description))
    }

    /// Sets the value VoiceOver reads.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility(.value(value.plainText))
    }

    /// Sets the value VoiceOver reads.
    public func accessibilityValue(_ value: String) -> some View {
        accessibility(.value(value))
    }

    /// Sets the hint VoiceOver reads.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(.hint(hint.plainText))
    }

    /// Sets the hint VoiceOver reads.
    public func accessibilityHint(_ hint: String) -> some View {
        accessibility(.hint(hint))
    }

    /// Hides the view from VoiceOver; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility(.hidden(hidden))
    }

    /// Makes the view one accessibility element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children))
    }
}

extension LayoutNode {
    private var accessibilityAttribute: AccessibilityPrimitive.Attribute? {
        (primitive as? AccessibilityPrimitive)?.attribute
    }

    /// The label set by `accessibilityLabel(_:)` on this node (`nil` on other nodes).
    public var accessibilityLabel: String? {
        if case .label(let s) = accessibilityAttribute { return s }
        return nil
    }

    /// The value set by `accessibilityValue(_:)` on this node.
    public var accessibilityValue: String? {
        if case .value(let s) = accessibilityAttribute { return s }
        return nil
    }

    /// The hint set by `accessibilityHint(_:)` on this node.
    public var accessibilityHint: String? {
        if case .hint(let s) = accessibilityAttribute { return s }
        return nil
    }

    /// Whether `accessibilityHidden(true)` was set on this node.
    public var isAccessibilityHidden: Bool {
        if case .hidden(let h) = accessibilityAttribute { return h }
        return false
    }
}
