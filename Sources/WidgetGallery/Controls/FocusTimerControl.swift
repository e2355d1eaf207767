import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
    import AppIntents
#else
    import WidgetRender
#endif

/// A focus timer as an iOS 18 control, written as a widget extension writes one: a toggle whose
/// value label names the state and swaps the symbol, tinted orange, private on a locked device.
///
/// Off (its preview value) Control Center shows "Focus · Paused" with the timer symbol; on,
/// "Focus · Running" with the filled symbol in orange.
public struct FocusTimerControl: ControlWidget {
    /// Creates the control.
    public init() {}

    /// The control's configuration.
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.focus-timer", provider: FocusTimerProvider()) { isRunning in
            ControlWidgetToggle("Focus", isOn: isRunning, action: SetFocusTimerIntent()) { isOn in
                Label(isOn ? "Running" : "Paused", systemImage: isOn ? "timer.circle.fill" : "timer")
            }
            .tint(.orange)
            .privacySensitive()
        }
        .displayName("Focus Timer")
        .description("Starts and pauses a focus session.")
    }
}

/// The focus timer's state: paused in the controls gallery, read from the timer store now.
public struct FocusTimerProvider: ControlValueProvider {
    /// Creates the provider.
    public init() {}

    /// Paused, as the gallery shows it.
    public var previewValue: Bool { false }

    /// Whether a session is running.
    public func currentValue() async throws -> Bool { FocusTimerStore.shared.isRunning }
}

/// Starts or pauses the focus session: the toggle's intent.
public struct SetFocusTimerIntent: SetValueIntent {
    /// The intent's name.
    public static var title: LocalizedStringResource { "Set Focus Timer" }

    /// Whether the session runs.
    @Parameter(title: "Running")
    public var value: Bool

    /// Creates the intent.
    public init() {}

    /// Starts or pauses the session.
    public func perform() async throws -> some IntentResult {
        FocusTimerStore.shared.isRunning = value
        return .result()
    }
}

/// Where the focus session's state lives (an App Group's defaults in an app).
public final class FocusTimerStore: @unchecked Sendable {
    /// The one store.
    public static let shared = FocusTimerStore()
    private let lock = NSLock()
    private var running = false

    /// Whether a session is running.
    public var isRunning: Bool {
        get { lock.withLock { running } }
        set { lock.withLock { running = newValue } }
    }
}
