import Foundation
import Testing

@testable import WidgetRender

private struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh" }
    func perform() async throws -> some IntentResult { .result() }
}

/// A view of the widget's own that reads `isEnabled`: a link when enabled, a grey bar otherwise.
private struct EnabledProbe: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isEnabled {
            Link(destination: URL(string: "app://probe")!) { Color.blue.frame(width: 80, height: 30) }
        } else {
            Color.gray.frame(width: 80, height: 30)
        }
    }
}

/// `disabled(_:)` and `isEnabled`: a disabled control is no tap target.
@Suite("Disabled controls")
struct DisabledControlTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func render<V: View>(_ view: V) throws -> RenderedImage {
        try renderer.render(view.containerBackground(for: .widget) { Color.white }, in: WidgetContext(family: .systemMedium))
    }

    private func unsupported(_ image: RenderedImage) -> [String] {
        image.diagnostics.filter { $0.kind == .unsupported }.map(\.message)
    }

    private var link: some View {
        Link(destination: URL(string: "app://a")!) { Color.blue.frame(width: 100, height: 40) }
    }

    @Test func aDisabledLinkIsNoTapTargetAndIsReported() throws {
        #expect(try render(link).tapTargets.map(\.kind) == [.link])
        let disabled = try render(link.disabled(true))
        #expect(disabled.tapTargets.isEmpty)
        #expect(unsupported(disabled) == ["a disabled link is drawn as an enabled one (SwiftUI dims it); it is no tap target."])
        #expect(try render(link.disabled(false)).tapTargets.map(\.kind) == [.link])
    }

    @Test func anOuterDisablingWinsOverAnInnerEnabling() throws {
        let view = VStack { link.disabled(false) }.disabled(true)
        #expect(try render(view).tapTargets.isEmpty)
    }

    @Test func disabledButtonsAndTogglesRunNoIntent() throws {
        let view = VStack {
            Button(intent: RefreshIntent()) { Text("Refresh") }
            Toggle(isOn: true, intent: RefreshIntent()) { Text("On") }
            Button(intent: RefreshIntent()) { Text("Still on") }.disabled(false)
        }
        let enabled = try render(view)
        #expect(enabled.tapTargets.map(\.kind) == [.button, .toggle, .button])
        let disabled = try render(view.disabled(true))
        #expect(disabled.tapTargets.isEmpty)
        // One report per kind of control (the two buttons share theirs).
        #expect(
            Set(unsupported(disabled)) == [
                "a disabled button is drawn as an enabled one (SwiftUI dims it); it is no tap target.",
                "a disabled toggle is drawn as an enabled one (SwiftUI dims it); it is no tap target.",
            ])
        #expect(disabled.layout.dump().contains("disabled button"))
    }

    @Test func aCustomButtonStyleIsNotReportedAsDimmed() throws {
        struct Flat: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) }
        }
        let image = try render(Button(intent: RefreshIntent()) { Text("Go") }.buttonStyle(Flat()).disabled(true))
        #expect(image.tapTargets.isEmpty)
        #expect(unsupported(image).isEmpty)
    }

    @Test func aViewReadsIsEnabledFromItsEnvironment() throws {
        #expect(EnvironmentValues().isEnabled)
        #expect(try render(EnabledProbe()).tapTargets.map(\.url) == [URL(string: "app://probe")])
        #expect(try render(EnabledProbe().disabled(true)).tapTargets.isEmpty)
    }

    @Test func aTapOnADisabledLinkFallsToTheWidgetURL() throws {
        let view = VStack { link.disabled(true) }.widgetURL(URL(string: "app://home"))
        let targets = try render(view).tapTargets
        #expect(targets.map(\.kind) == [.widgetURL])
    }
}
