import Foundation

/// The `accessibility(…)` forms SwiftUI deprecated in iOS 14–15, each the same as its
/// `accessibility…(_:)` successor (not marked deprecated here, so widget code builds
/// without warnings).
extension View {
    /// Hides the view from VoiceOver, as ``accessibilityHidden(_:)``.
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    /// Sets the label VoiceOver reads, as ``View/accessibilityLabel(_:)-(Text)``.
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// Sets the value VoiceOver reads, as ``View/accessibilityValue(_:)-(Text)``.
    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    /// Sets the hint VoiceOver reads, as ``accessibilityHint(_:)-(Text)``.
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// Tags the view as ``accessibilityIdentifier(_:)`` does (`LayoutTree.frame(of:)` finds it).
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    /// Adds traits, as ``accessibilityAddTraits(_:)``.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    /// Removes traits, as ``accessibilityRemoveTraits(_:)``.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// Sets the reading order, as ``accessibilitySortPriority(_:)``.
    public func accessibility(sortPriority: Double) -> some View {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets the Voice Control names, as ``accessibilityInputLabels(_:)``.
    public func accessibility(inputLabels: [Text]) -> some View {
        accessibilityInputLabels(inputLabels)
    }
}
