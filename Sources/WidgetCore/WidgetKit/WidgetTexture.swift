/// The texture of a visionOS widget's coating layer, as WidgetKit's `WidgetTexture`.
///
/// Glass (the default) keeps the foreground bright and legible whatever the room's light;
/// paper is matte and print-like, darkening and brightening with the room (**D**, "Updating
/// your widgets for visionOS"). This renderer draws both flat and says so in a diagnostic.
public struct WidgetTexture: Sendable, Hashable, CustomStringConvertible {
    /// The texture's name, `glass` or `paper`.
    public let description: String

    /// A reflective, clear glass-like coating (the default).
    public static let glass = WidgetTexture(description: "glass")
    /// A matte, paper-like coating.
    public static let paper = WidgetTexture(description: "paper")

    /// Both textures, glass first.
    public static let allCases: [WidgetTexture] = [.glass, .paper]
}
