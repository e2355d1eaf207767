/// How a visionOS widget is mounted in the room, as WidgetKit's `WidgetMountingStyle`.
///
/// ```swift
/// var context = WidgetContext(family: .systemMedium, device: .visionPro)
/// context.mountingStyle = .recessed
/// ```
///
/// Elevated widgets sit on a surface, tilted back with a soft shadow on a table or flush like a
/// frame on a wall; recessed widgets are set into a wall (**D**, "Updating your widgets for
/// visionOS"). This renderer draws both flat and says so in a diagnostic.
public struct WidgetMountingStyle: Sendable, Hashable, CustomStringConvertible {
    /// The style's name, `elevated` or `recessed`.
    public let description: String

    /// Surrounded by a composite material, on a table or a wall (the default).
    public static let elevated = WidgetMountingStyle(description: "elevated")
    /// Displayed within a recessed portal in a wall.
    public static let recessed = WidgetMountingStyle(description: "recessed")

    /// Both styles, elevated first.
    public static let allCases: [WidgetMountingStyle] = [.elevated, .recessed]
}
