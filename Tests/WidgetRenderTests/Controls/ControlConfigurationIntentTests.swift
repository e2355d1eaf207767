import Foundation
import Testing
import WidgetRender

/// A control's configuration intent written with no `perform()`, as Xcode's control template
/// writes it: its parameter's default reaches the provider, and running it does nothing.
struct NamedTimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"
    @Parameter(title: "Timer Name", default: "Tea") var timerName: String
}

/// Reads the configured name: the preview value and the current value.
struct NamedTimerProvider: AppIntentControlValueProvider {
    func previewValue(configuration: NamedTimerConfiguration) -> String { configuration.timerName }
    func currentValue(configuration: NamedTimerConfiguration) async throws -> String { configuration.timerName }
}

/// A button titled with the configured name.
struct NamedTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "named-timer", provider: NamedTimerProvider()) { name in
            ControlWidgetButton(action: SetTimerIntent()) {
                Label(name, systemImage: "timer")
            }
        }
    }
}

@Suite struct ControlConfigurationIntentTests {
    @Test func aConfigurationIntentNeedsNoPerform() async throws {
        let result = try await NamedTimerConfiguration().perform()
        #expect(type(of: result) == IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing>.self)
    }

    @Test func itsDefaultReachesTheControl() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(NamedTimerControl(), placement: .controlCenter(.medium))
        var texts: [String] = []
        image.layout.forEach { node in node.text.map { texts.append($0) } }
        #expect(texts.contains("Tea"), "\(texts)")
        #expect(image.diagnostics.allSatisfy { $0.kind == .chosenFigure }, "\(image.diagnostics)")
    }
}
