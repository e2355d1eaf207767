import Foundation
import WidgetRender

/// Turns the fan on or off.
struct SetFanIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Set Fan" }
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

/// The fan's value: off in the gallery.
struct FanProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { false }
}

/// A toggle with the default "On"/"Off" values.
struct FanToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "fan", provider: FanProvider()) { isOn in
            ControlWidgetToggle("Fan", systemImage: "power", isOn: isOn, action: SetFanIntent())
                .tint(.green)
        }
    }
}
