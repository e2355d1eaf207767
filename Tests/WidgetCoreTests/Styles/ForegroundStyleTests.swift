import Foundation
import Testing

@testable import WidgetCore

@Suite struct ForegroundStyleTests {
    /// The fill colour of the text or shape tagged "v" (text: its drawing style).
    private func colour<V: View>(_ view: V, scheme: ColorScheme = .light) -> String? {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let scene = compose(view, environment: env)
        guard let node = scene.layout.node(withIdentifier: "v") else { return nil }
        if let t = node.textPrimitive {
            if let c = t.text.runs.first?.color { return c.description }
            if case .color(let c) = t.style { return c.description }
        }
        if let shape = node.primitive as? ShapePrimitive, case .fill(.color(let c), _) = shape.drawing {
            return c.description
        }
        return nil
    }

    @Test func hierarchicalStylesOnContainersResolveAgainstTheParent() {
        #expect(colour(VStack { Text("a").named("v") }.foregroundStyle(.secondary)) == "#3C3C43@0.6")
        #expect(colour(VStack { Text("a").named("v") }.foregroundStyle(.primary)) == "#000000")
        #expect(colour(Circle().named("v").foregroundStyle(.secondary)) == "#3C3C43@0.6")
        #expect(colour(Circle().named("v").foregroundStyle(.foreground)) == "#000000")
        #expect(colour(VStack { Text("a").named("v").foregroundStyle(.secondary) }.foregroundStyle(.red)) == "#FF3B30@0.6")
        #expect(colour(VStack { Text("a").named("v") }.foregroundStyle(.tertiary).foregroundStyle(.blue), scheme: .dark) == "#0A84FF@0.3")
    }

    @Test func twoAndThreeLevelForegroundStyles() {
        #expect(colour(VStack { Text("a").named("v").foregroundStyle(.secondary) }.foregroundStyle(.blue, .orange)) == "#FF9500")
        #expect(colour(VStack { Text("a").named("v").foregroundStyle(.tertiary) }.foregroundStyle(.blue, .orange, .green)) == "#34C759")
        #expect(colour(VStack { Text("a").named("v").foregroundStyle(.tertiary) }.foregroundStyle(.blue, .orange)) == "#007AFF@0.3")
    }

    @Test func aConcatenatedPartKeepsItsOwnStyle() {
        let scene = compose((Text("a") + Text("b").foregroundStyle(.red) + Text("c").foregroundColor(.green)).named("t"))
        guard let node = scene.layout.node(withIdentifier: "t"), let t = node.textPrimitive else {
            Issue.record("no text")
            return
        }
        #expect(t.text.runs.map { $0.color?.description ?? "style" } == ["style", "#FF3B30", "#34C759"])
    }

    @Test func fillLevelsSeparatorAndStyleLevelsFollowTheTables() {
        let env = EnvironmentValues()
        func hex(_ s: some ShapeStyle, _ scheme: ColorScheme = .light) -> String {
            var e = env
            e.colorScheme = scheme
            guard case .color(let c) = s._resolve(in: e) else { return "gradient" }
            return c.description
        }
        #expect(hex(.fill) == "#787880@0.2")
        #expect(hex(FillShapeStyle().secondary, .dark) == "#787880@0.32")
        #expect(hex(FillShapeStyle().tertiary) == "#767680@0.12")
        #expect(hex(FillShapeStyle().quaternary, .dark) == "#747480@0.18")
        #expect(hex(.separator, .dark) == "#545458@0.6")
        #expect(hex(Color.blue.secondary) == "#007AFF@0.6")
    }

    @Test func colourSpacesConvertToSRGB() {
        let env = EnvironmentValues()
        // P3 and sRGB share the white point: greys are unchanged.
        #expect(Color(.displayP3, red: 0.6, green: 0.6, blue: 0.6).resolve(in: env).description == "#999999")
        // P3's pure red lies outside sRGB and clips to sRGB red.
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: env).description == "#FF0000")
        // A P3 orange converts to a more saturated sRGB value (checked against the matrix
        // computed from both sets of primaries).
        #expect(Color(.displayP3, red: 0.9, green: 0.5, blue: 0.2).resolve(in: env).description == "#F5790D")
        // Linear 0.5 encodes to sRGB 0.735 (0xBC).
        #expect(Color(.sRGBLinear, white: 0.5).resolve(in: env).description == "#BCBCBC")
    }

    @Test func fontWeightsMatchSwiftUIsOrder() {
        let order: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(order.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }
}
