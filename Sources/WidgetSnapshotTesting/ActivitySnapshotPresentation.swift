import Foundation
import WidgetRender

/// One image of a Live Activity that ``assertActivitySnapshot(of:attributes:state:presentations:device:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``
/// checks: a presentation (the Lock Screen view or a Dynamic Island presentation) in a colour
/// scheme, with a reference file of its own.
///
/// ```swift
/// assertActivitySnapshot(of: DeliveryActivity(), attributes: .sample, state: .onTheWay,
///                        presentations: [.contentLight, .island(.expanded, .light)])
/// ```
///
/// Decision: the standard island presentations are dark. The island is black in both
/// appearances; the dark one adds the key line (`keylineTint`), so it is the one that shows
/// everything the activity sets.
public struct ActivitySnapshotPresentation: Sendable, Hashable, CustomStringConvertible {
    /// The presentation.
    public var kind: ActivityPreviewViewKind
    /// The colour scheme of the device.
    public var colorScheme: ColorScheme
    /// Where the Lock Screen presentation is shown (`WidgetContext/activityScreen`).
    public var screen: ActivityScreen
    /// StandBy at night (`WidgetContext/standByNight`).
    public var standByNight: Bool

    /// A presentation in a colour scheme, on a screen (the Lock Screen by default).
    public init(_ kind: ActivityPreviewViewKind, colorScheme: ColorScheme, screen: ActivityScreen = .lockScreen, standByNight: Bool = false) {
        self.kind = kind
        self.colorScheme = colorScheme
        self.screen = screen
        self.standByNight = standByNight
    }

    /// A Dynamic Island presentation in a colour scheme (dark by default, see the type's note).
    public static func island(_ mode: DynamicIslandPreviewViewKind, _ colorScheme: ColorScheme = .dark) -> Self {
        Self(.dynamicIsland(mode), colorScheme: colorScheme)
    }

    /// The Lock Screen view, light.
    public static let contentLight = Self(.content, colorScheme: .light)
    /// The Lock Screen view, dark.
    public static let contentDark = Self(.content, colorScheme: .dark)
    /// The compact island (leading and trailing beside the camera), dark.
    public static let compact = island(.compact)
    /// The expanded island, dark.
    public static let expanded = island(.expanded)
    /// The minimal island, dark.
    public static let minimal = island(.minimal)

    /// The Lock Screen view on the Always-On display (dark, dimmed).
    public static let alwaysOn = Self(.content, colorScheme: .dark, screen: .alwaysOn)
    /// The Lock Screen view in StandBy, scaled 2× on the landscape screen.
    public static let standBy = Self(.content, colorScheme: .dark, screen: .standBy)
    /// StandBy at night: red monochrome.
    public static let standByNight = Self(.content, colorScheme: .dark, screen: .standBy, standByNight: true)

    /// The five the assertion checks by default: the Lock Screen light and dark, then the
    /// compact, expanded and minimal island.
    public static let standard: [Self] = [.contentLight, .contentDark, .compact, .expanded, .minimal]

    /// The parts of the reference's file name: `content.light`, `dynamicIsland-compact.dark`
    /// (the presentation named as `widget-render previews` names it), `content-standBy-night.dark`.
    public var nameParts: [String] {
        var presentation: String
        switch kind {
        case .content: presentation = "content"
        case .dynamicIsland(let mode): presentation = "dynamicIsland-\(mode)"
        }
        if screen != .lockScreen { presentation += "-\(screen)" }
        if standByNight { presentation += "-night" }
        return [presentation, colorScheme.rawValue]
    }

    /// The context of this presentation on `device`.
    func context(on device: DeviceProfile) -> WidgetContext {
        var context = WidgetContext(family: .systemMedium, device: device, colorScheme: colorScheme)
        context.activityScreen = screen
        context.standByNight = standByNight
        return context
    }

    /// `content.light`, as in the reference's name.
    public var description: String { nameParts.joined(separator: ".") }
}
