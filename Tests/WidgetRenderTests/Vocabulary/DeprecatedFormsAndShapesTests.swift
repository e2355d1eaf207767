import Foundation
import Testing

@testable import WidgetRender

@Suite("Deprecated view forms, button border shapes and lifecycle modifiers")
struct DeprecatedFormsAndShapesTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func render<V: View>(_ view: V, _ size: CGSize = CGSize(width: 100, height: 40)) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.displayScale = 1
        return try renderer.render(view, canvas: size, environment: env)
    }

    private func alpha(_ image: RenderedImage, _ x: Int, _ y: Int) throws -> UInt8 {
        try #require(image.bitmap.pixel(x: x, y: y)).alpha
    }

    @Test func maskWithAViewArgumentMasksAsTheBuilderFormDoes() throws {
        let byView = try render(Color.red.frame(width: 100, height: 40).mask(Capsule()))
        let byBuilder = try render(Color.red.frame(width: 100, height: 40).mask { Capsule() })
        #expect(byView.bitmap.bytes == byBuilder.bitmap.bytes)
        #expect(try alpha(byView, 0, 0) == 0, "the capsule's corner is masked out")
        #expect(try alpha(byView, 50, 20) == 255)
    }

    @Test func deprecatedAccessibilityFormsMapToTheCurrentModifiers() throws {
        let view = Color.red.frame(width: 30, height: 20)
            .accessibility(identifier: "swatch")
            .accessibility(label: Text("Red"))
            .accessibility(value: Text("100%"))
            .accessibility(hint: Text("A colour"))
            .accessibility(hidden: true)
            .accessibility(addTraits: [.isImage, .isSummaryElement])
            .accessibility(removeTraits: .isButton)
            .accessibility(sortPriority: 2)
            .accessibility(inputLabels: [Text("Red"), Text("Crimson")])
        let image = try render(view)
        #expect(image.layout.frame(of: "swatch")?.size == CGSize(width: 30, height: 20))
        var labels: [String] = []
        var values: [String] = []
        var hints: [String] = []
        var hidden = false
        image.layout.forEach {
            if let l = $0.accessibilityLabel { labels.append(l) }
            if let v = $0.accessibilityValue { values.append(v) }
            if let h = $0.accessibilityHint { hints.append(h) }
            if $0.isAccessibilityHidden { hidden = true }
        }
        #expect(labels == ["Red"] && values == ["100%"] && hints == ["A colour"] && hidden)
        let dump = image.layout.dump()
        #expect(dump.contains("accessibilityAddTraits(isImage|isSummaryElement)"), "\(dump)")
        #expect(dump.contains("accessibilityRemoveTraits(isButton)"))
        #expect(dump.contains("accessibilitySortPriority(2.0)"))
        #expect(dump.contains("accessibilityInputLabels(Red, Crimson)"))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    }

    private func button(_ shape: ButtonBorderShape) throws -> RenderedImage {
        try render(
            Button(intent: SyncIntent()) { Color.clear.frame(width: 36, height: 26) }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(shape), CGSize(width: 60, height: 40))
    }

    @Test func theBorderShapeShapesBorderedButtons() throws {
        #expect(ButtonBorderShape.roundedRectangle(radius: 4).description == "roundedRectangle(radius: 4.0)")
        // The chrome is 60 × 40 pt (12 + 36 + 12, 7 + 26 + 7); its corner pixel shows the shape.
        let automatic = try button(.automatic)
        #expect(automatic.bitmap.bytes == (try button(.roundedRectangle)).bitmap.bytes)
        #expect(try alpha(automatic, 1, 1) == 0, "radius 8 leaves the corner empty")
        #expect(try alpha(try button(.roundedRectangle(radius: 0)), 0, 0) == 255)
        let capsule = try button(.capsule)
        #expect(try alpha(capsule, 4, 4) == 0, "a capsule of radius 20 leaves more of the corner empty")
        #expect(try alpha(automatic, 4, 4) == 255)
        let circle = try button(.circle)
        #expect(try alpha(circle, 8, 20) == 0, "a circle is as wide as the chrome is tall")
        #expect(try alpha(circle, 30, 20) == 255)
    }

    @Test func lifecycleModifiersAreRecordedAndReportedButNeverRun() throws {
        nonisolated(unsafe) var ran = false
        let view = Color.blue.frame(width: 10, height: 10)
            .onAppear { ran = true }
            .onDisappear { ran = true }
            .task { ran = true }
            .task(id: 3) { ran = true }
            .onChange(of: 1) { _ in ran = true }
            .onChange(of: 2, initial: true) { ran = true }
            .onReceive(Just(5)) { _ in ran = true }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("x"))) { _ in ran = true }
        let image = try render(view)
        #expect(!ran)
        let messages = image.diagnostics.filter { $0.kind == .ignoredInteraction }.map(\.message)
        // Innermost first; a message repeated word for word is reported once.
        #expect(messages.map { String($0.prefix { $0 != " " }) } == ["onAppear", "onDisappear", "task", "task(id:", "onChange", "onReceive"])
        let dump = image.layout.dump()
        for name in ["onAppear", "onDisappear", "task(id: 3)", "onChange", "onReceive"] {
            #expect(dump.contains(name), "\(name) in \(dump)")
        }
    }
}
