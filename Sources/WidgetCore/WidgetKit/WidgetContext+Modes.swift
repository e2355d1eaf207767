import Foundation

struct WidgetSystemKey: EnvironmentKey { static let defaultValue = SystemGeneration.iOS18 }

extension EnvironmentValues {
    /// The OS generation imitated (system colours follow its palette).
    package var widgetSystem: SystemGeneration {
        get { self[WidgetSystemKey.self] }
        set { self[WidgetSystemKey.self] = newValue }
    }
}

extension WidgetContext {
    /// The device row whose sizes and corner radius ``system`` uses
    /// (``DeviceProfile/profile(for:)``).
    /// On a watch face (``watchPlacement`` `.face` or `.bezel`) the face slots replace the Smart
    /// Stack's.
    public var sizedDevice: DeviceProfile {
        let sized = device.profile(for: system)
        return watchPlacement == .smartStack ? sized : sized.onWatchFace
    }

    /// The appearance the accented mode uses on ``system``: a clear appearance before iOS 26
    /// becomes tinted (iOS 18 had no clear Home Screen).
    public var effectiveAppearance: WidgetAppearance {
        if appearance.isClear, !system.hasLiquidGlass { return .tinted(appearance.colorScheme) }
        return appearance
    }

    /// The colour scheme the system reports in this mode: the context's in full colour; the
    /// appearance's on the tinted and clear Home Screens; dark on the Lock Screen and in
    /// StandBy (vibrant), and always on the watch.
    ///
    /// Decision: Apple documents none of these; they follow what a device reports (the
    /// Lock Screen's material is dark, the watch has no light mode).
    public var reportedColorScheme: ColorScheme {
        if system.isWatch || showsInStandBy { return .dark }
        switch renderingMode {
        case .fullColor: return colorScheme
        case .accented: return effectiveAppearance.colorScheme
        case .vibrant: return .dark
        }
    }

    /// Sets the mode-dependent values of `env`: the colour scheme the system reports, the OS
    /// generation, and one line of text in `accessoryInline`.
    func applyModeEnvironment(to env: inout EnvironmentValues) {
        env.colorScheme = reportedColorScheme
        env.widgetSystem = system
        if showsInStandBy { env.widgetRenderingMode = standByRenderingMode }
        env.levelOfDetail = levelOfDetail
        // The system shows one line of text in an inline widget, truncated.
        if family == .accessoryInline { env.lineLimit = 1 }
    }
}
