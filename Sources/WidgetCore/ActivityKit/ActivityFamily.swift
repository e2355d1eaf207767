import Foundation

/// The size families of a Live Activity, as WidgetKit's `ActivityFamily` (iOS 18+).
///
/// ``medium`` is the native one (the Lock Screen and the Dynamic Island on iPhone and iPad,
/// the Mac menu bar); ``small`` is Apple Watch's Smart Stack and CarPlay, opted into with
/// `supplementalActivityFamilies([.small])` (**D**, `ActivityFamily`). WidgetRender renders
/// the medium family, and the small one on a watch profile's Smart Stack card; views read it
/// as `@Environment(\.activityFamily)`.
public enum ActivityFamily: String, Sendable, Hashable, CaseIterable {
    /// The Dynamic Island and Lock Screen (iPhone, iPad, Mac).
    case medium
    /// The watch Smart Stack and CarPlay.
    case small
}

struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size family of the Live Activity being rendered: ``ActivityFamily/small`` on a
    /// watch's Smart Stack card when the configuration adds it, else ``ActivityFamily/medium``.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// Whether the Live Activity fills the screen: true in StandBy
    /// (`WidgetContext.activityScreen == .standBy`), false elsewhere (and always on iOS 16).
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] }
        set { self[ActivityFullscreenKey.self] = newValue }
    }

    /// Whether the screen is dimmed: true on the Always-On display
    /// (`WidgetContext.activityScreen == .alwaysOn`), false elsewhere.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
