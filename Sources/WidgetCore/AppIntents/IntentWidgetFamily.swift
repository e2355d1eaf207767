import Foundation

/// A widget family as App Intents names it in parameter summaries, as App Intents'
/// `IntentWidgetFamily` (`Switch(.widgetFamily) { Case(.systemSmall) { … } … }`).
public enum IntentWidgetFamily: String, Sendable, Hashable, CaseIterable {
    /// Small system widget.
    case systemSmall
    /// Medium system widget.
    case systemMedium
    /// Large system widget.
    case systemLarge
    /// Extra-large system widget (iPad).
    case systemExtraLarge
    /// Circular accessory widget.
    case accessoryCircular
    /// Rectangular accessory widget.
    case accessoryRectangular
    /// Inline accessory widget.
    case accessoryInline
    /// Corner accessory widget (watch).
    case accessoryCorner

    /// The App Intents name of a WidgetKit family.
    public init(_ family: WidgetFamily) {
        self = IntentWidgetFamily(rawValue: family.rawValue) ?? .systemSmall
    }
}
