import Foundation
import Testing

@testable import WidgetRender

private struct NoIntent: AppIntent {
    static var title: LocalizedStringResource { "Nothing" }
    func perform() async throws -> some IntentResult { .result() }
}

@Suite("Tap targets and reviewer diagnostics")
struct InteractionDiagnosticsTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func render<V: View>(_ view: V, _ family: WidgetFamily = .systemMedium) throws -> RenderedImage {
        try renderer.render(view.containerBackground(for: .widget) { Color.white }, in: WidgetContext(family: family))
    }

    private func kinds(_ image: RenderedImage) -> [Diagnostic.Kind] {
        image.diagnostics.map(\.kind).filter { $0 != .fontSubstitution }
    }

    private let big = CGSize(width: 100, height: 60)

    @Test func aLinkInASmallWidgetIsReported() throws {
        let link = Link(destination: URL(string: "app://a")!) { Color.blue.frame(width: 100, height: 60) }
        let small = try render(link, .systemSmall)
        #expect(kinds(small) == [.linkInSmallWidget])
        #expect(small.diagnostics.first?.message.hasPrefix("Link to app://a in a systemSmall widget does nothing") == true)
        #expect(kinds(try render(link)) == [])
        #expect(try render(link).tapTargets.map(\.kind) == [.link])
    }

    @Test func moreThanOneWidgetURLIsReported() throws {
        let view = VStack {
            Text("A").widgetURL(URL(string: "app://a"))
            Text("B").widgetURL(URL(string: "app://b"))
        }
        let image = try render(view)
        #expect(kinds(image) == [.multipleWidgetURLs])
        #expect(image.tapTargets.allSatisfy { $0.kind == .widgetURL && $0.frame.size == CGSize(width: 344.67, height: 162.67) })
        #expect(kinds(try render(Text("A").widgetURL(URL(string: "app://a")))) == [])
        #expect(try render(Text("A").widgetURL(nil)).tapTargets.isEmpty)
    }

    @Test func smallTapTargetsAreReportedInSystemFamiliesOnly() throws {
        let button = Button(intent: NoIntent()) { Text("Go") }.buttonStyle(.plain).accessibilityIdentifier("go")
        let image = try render(button)
        #expect(kinds(image) == [.smallTapTarget])
        #expect(image.diagnostics.first?.message.hasPrefix("button #go is ") == true)
        let roomy = Button(intent: NoIntent()) { Color.blue.frame(width: 44, height: 44) }.buttonStyle(.plain)
        #expect(kinds(try render(roomy)) == [])
        #expect(kinds(try render(button, .accessoryRectangular)) == [])
    }

    @Test func onTapGestureIsAcceptedAndReported() throws {
        let image = try render(Color.red.frame(width: 50, height: 50).onTapGesture {}.accessibilityIdentifier("red"))
        #expect(kinds(image) == [.ignoredInteraction])
        #expect(image.layout.frame(of: "red")?.size == CGSize(width: 50, height: 50))
        #expect(image.tapTargets.isEmpty)
    }

    @Test func actionButtonsAndBindingTogglesAreDrawnButReported() throws {
        let button = try render(Button(action: {}) { Color.blue.frame(width: 60, height: 60) }.buttonStyle(.plain))
        #expect(kinds(button) == [.ignoredInteraction])
        #expect(button.tapTargets.map(\.kind) == [.button])
        // The switch is 31 pt tall, under the HIG's 44 pt: reported too.
        let toggle = try render(Toggle("On", isOn: .constant(true)))
        #expect(kinds(toggle) == [.ignoredInteraction, .smallTapTarget])
        #expect(toggle.tapTargets.map(\.isOn) == [true])
    }

    @Test func tappingAnImageThatIsNotAWidgetIsAnError() throws {
        let image = try render(Button(intent: NoIntent()) { Color.blue.frame(width: 50, height: 50) }.accessibilityIdentifier("b"))
        #expect {
            try renderer.tap("b", on: image)
        } throws: { error in
            (error as? WidgetRenderError)?.message.hasPrefix("the image was not rendered from a widget") == true
        }
    }

    @Test func buttonStylesSizeTheLabel() throws {
        func frame(_ style: some PrimitiveButtonStyle) throws -> CGRect? {
            try render(Button(intent: NoIntent()) { Color.red.frame(width: 40, height: 20) }.buttonStyle(style).accessibilityIdentifier("b")).layout.frame(of: "b")
        }
        #expect(try frame(.plain)?.size == CGSize(width: 40, height: 20))
        #expect(try frame(.borderless)?.size == CGSize(width: 40, height: 20))
        #expect(try frame(.bordered)?.size == CGSize(width: 64, height: 34))
        #expect(try frame(.borderedProminent)?.size == CGSize(width: 64, height: 34))
        #expect(try frame(.automatic)?.size == CGSize(width: 64, height: 34))
    }

    @Test func toggleStylesLayOutAsOnIOS() throws {
        let toggle = Toggle(isOn: true, intent: NoIntent()) { Text("Wi-Fi") }.accessibilityIdentifier("t")
        let asSwitch = try render(toggle.toggleStyle(.switch)).layout.frame(of: "t")
        #expect(asSwitch?.size == CGSize(width: 312.67, height: 31))
        let asButton = try render(toggle.toggleStyle(.button)).layout.frame(of: "t")
        #expect(asButton.map { $0.width < 100 && $0.height > 30 } == true)
    }
}
