/// The level of detail a widget's views are recommended to show, as WidgetKit's
/// `LevelOfDetail`: on visionOS, `simplified` when the viewer is far away; `default`
/// everywhere else (**D**).
///
/// Read it with `@Environment(\.levelOfDetail)`; set it with ``WidgetContext/levelOfDetail``.
public struct LevelOfDetail: Sendable, Hashable, CustomStringConvertible {
    /// The level's name, `default` or `simplified`.
    public let description: String

    /// The default amount of information (near, or any platform but visionOS).
    public static let `default` = LevelOfDetail(description: "default")
    /// A simplified version of the content (far away, on visionOS).
    public static let simplified = LevelOfDetail(description: "simplified")

    /// Both levels, default first.
    public static let allCases: [LevelOfDetail] = [.default, .simplified]
}

struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    /// The level of detail the views are recommended to show (default `.default`).
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}
