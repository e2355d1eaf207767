import Foundation

/// Where a Live Activity's Lock Screen presentation (`.content`) is shown: the Lock Screen,
/// the dimmed Always-On display, StandBy's full screen, or CarPlay's Dashboard. Set it as
/// ``WidgetContext/activityScreen``; StandBy at night is ``WidgetContext/standByNight``.
///
/// ```swift
/// var context = WidgetContext(family: .systemMedium)
/// context.activityScreen = .standBy
/// let image = try renderer.render(DeliveryActivity(), attributes: .sample, state: .onTheWay, as: .content, in: context)
/// image.pixelWidth   // 2556: the 852 × 393 pt landscape screen @3x, the view at 2×
/// ```
///
/// The Dynamic Island's presentations are drawn on ``lockScreen`` only.
public enum ActivityScreen: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The Lock Screen (and the banner): the platter at the device's Live Activity width.
    case lockScreen
    /// The Always-On display: the Lock Screen presentation "as if in Dark Mode" (**D**,
    /// "Creating custom views for Live Activities"), views reading
    /// `isLuminanceReduced == true`, dimmed.
    case alwaysOn
    /// StandBy: the Lock Screen presentation scaled 2× on the landscape screen, a custom
    /// background extended to the whole screen (**D**, HIG), views reading
    /// `isActivityFullscreen == true` and, as StandBy's screen is black, a dark colour scheme
    /// (chosen); iPhone only.
    case standBy
    /// CarPlay's Dashboard: a card of ``WidgetContext/carPlayActivitySize`` (240 × 78 pt by
    /// default) showing the small family's view when the configuration adds
    /// ``ActivityFamily/small``, else the compact leading and trailing views combined (**D**,
    /// HIG); light or dark as the context's scheme; iPhone only. Its buttons and toggles do not
    /// act (**D**), which a diagnostic says.
    case carPlay

    /// The case name, e.g. `alwaysOn`.
    public var description: String { rawValue }
}
