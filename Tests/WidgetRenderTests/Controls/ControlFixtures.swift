import Foundation
import WidgetRender

/// Records what the controls' intents did, for the tap tests.
actor ControlIntentLog {
    static let shared = ControlIntentLog()
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// Sets the timer's state: a toggle's `SetValueIntent`.
struct SetTimerIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Set Timer" }
    @Parameter(title: "Running") var value: Bool
    init() {}
    func perform() async throws -> some IntentResult {
        await ControlIntentLog.shared.append("timer=\(value)")
        return .result()
    }
}

/// The timer's value: off in the gallery, on now.
struct TimerValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

/// A toggle with its own value labels ("Running"/"Stopped"), tinted orange.
struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "timer", provider: TimerValueProvider()) { isRunning in
            ControlWidgetToggle("Timer", isOn: isRunning, action: SetTimerIntent()) { isOn in
                Label(isOn ? "Running" : "Stopped", systemImage: isOn ? "timer.circle.fill" : "timer")
            }
            .tint(.orange)
        }
        .displayName("Timer")
        .description("Starts and stops the timer.")
    }
}

/// A toggle with the default "On"/"Off" values, private, in a configuration without provider.
struct LightsToggle: ControlWidget {
    var isOn = false
    init() {}
    init(isOn: Bool) { self.isOn = isOn }
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "lights") { [isOn] in
            ControlWidgetToggle("Lights", systemImage: "lightbulb.fill", isOn: isOn, action: SetTimerIntent())
                .privacySensitive()
        }
        .displayName("Lights")
    }
}

/// Opens a note: an `OpenIntent`.
struct OpenNoteIntent: OpenIntent {
    static var title: LocalizedStringResource { "New Note" }
    @Parameter(title: "Note") var target: String
    init() { target = "new" }
    func perform() async throws -> some IntentResult {
        await ControlIntentLog.shared.append("open \(target)")
        return .result()
    }
}

/// Starts a meditation: a plain intent.
struct StartMeditationIntent: AppIntent {
    static var title: LocalizedStringResource { "Meditate" }
    func perform() async throws -> some IntentResult {
        await ControlIntentLog.shared.append("meditate")
        return .result()
    }
}

/// A button that opens the app.
struct NewNoteButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "new-note") {
            ControlWidgetButton(action: OpenNoteIntent()) {
                Label("New Note", systemImage: "square.and.pencil")
            }
        }
    }
}

/// A button with a status, tinted teal.
struct MeditateButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "meditate") {
            ControlWidgetButton("Meditate", systemImage: "bell.fill", action: StartMeditationIntent())
                .controlWidgetStatus("10 min")
                .tint(.teal)
        }
        .displayName("Meditate")
    }
}

/// A button with its own Action button hint.
struct HintedButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "hinted") {
            ControlWidgetButton("Meditate", systemImage: "bell.fill", action: StartMeditationIntent())
                .controlWidgetActionHint("Start Meditating")
        }
        .displayName("Meditate")
    }
}

/// A button whose label sets `View.tint`, which the system ignores.
struct TintedLabelButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "tinted") {
            ControlWidgetButton(action: StartMeditationIntent()) {
                Label("Power", systemImage: "power").tint(.red)
            }
        }
    }
}

/// The same button without the label's tint.
struct UntintedPowerButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "tinted") {
            ControlWidgetButton(action: StartMeditationIntent()) {
                Label("Power", systemImage: "power")
            }
        }
    }
}

/// A configurable control's intent: which room.
struct RoomConfigurationIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Room" }
    @Parameter(title: "Room", default: "Kitchen") var room: String
    func perform() async throws -> some IntentResult { .result() }
}

/// The room's light: on in the gallery, off now.
struct RoomLightProvider: AppIntentControlValueProvider {
    func previewValue(configuration: RoomConfigurationIntent) -> Bool { true }
    func currentValue(configuration: RoomConfigurationIntent) async throws -> Bool { false }
}

/// A configurable toggle whose title is the room.
struct RoomLightToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "room-light", provider: RoomLightProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: SetTimerIntent()) {
                Label("Kitchen", systemImage: "lightbulb")
            }
        }
        .promptsForUserConfiguration()
    }
}

/// A provider whose current value cannot be read.
struct BrokenProvider: ControlValueProvider {
    struct Offline: Error {}
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { throw Offline() }
}

/// A toggle over the broken provider.
struct BrokenToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "broken", provider: BrokenProvider()) { isOn in
            ControlWidgetToggle("Broken", systemImage: "power", isOn: isOn, action: SetTimerIntent())
        }
    }
}
