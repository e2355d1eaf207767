import Foundation
import Testing

@testable import WidgetCore

@Suite struct GradientStyleTests {
    @Test func aGradientIsAStyleAndATint() {
        let scene = compose(Rectangle().fill(.tint).tint(Gradient(colors: [.red, .blue])).frame(width: 10, height: 10))
        #expect(scene.displayList.dump() == "fill (95, 45, 10, 10) linearGradient((100, 45) → (100, 55); #FF3B30@0 #007AFF@1) default")
    }

    @Test func everyStyleHasOpacityAndLevels() {
        let dump = compose(
            VStack {
                Rectangle().fill(Color.blue.gradient.opacity(0.5)).frame(width: 10, height: 10)
                Rectangle().fill(.tint.opacity(0.25)).frame(width: 10, height: 10)
                Rectangle().fill(Color.red.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.red.opacity(.nan)).frame(width: 10, height: 10)
            }
        ).displayList.dump()
        #expect(dump.contains("linearGradient((100, 18) → (100, 28); #2E92FF@0.5@0 #007AFF@0.5@1)"))
        #expect(dump.contains("color(#007AFF@0.25)"))
        #expect(dump.contains("color(#FF3B30@0.6)"))
    }

    @Test func angularEllipticalAndMeshGradientsDump() {
        let dump = compose(
            HStack(spacing: 0) {
                Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 10, height: 10)
                EllipticalGradient(colors: [.red, .blue]).frame(width: 20, height: 10)
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .white]).frame(width: 10, height: 10)
            }
        ).displayList.dump()
        #expect(dump.contains("angularGradient(centre (85, 50), 0° → 360°; #FF3B30@0 #007AFF@1)"))
        #expect(dump.contains("ellipticalGradient(centre (100, 50), 0 → 0.5; #FF3B30@0 #007AFF@1)"))
        #expect(dump.contains("meshGradient(2×2; #FF3B30 #007AFF #34C759 #FFFFFF)"))
    }

    @Test func aMalformedMeshDrawsItsBackgroundAndSaysWhy() {
        let scene = compose(MeshGradient(width: 3, height: 2, points: [[0, 0]], colors: [.red], background: .gray).frame(width: 10, height: 10))
        #expect(scene.displayList.dump() == "fill (95, 45, 10, 10) color(#8E8E93) default")
        #expect(scene.diagnostics(.invalidValue).map(\.message) == ["MeshGradient(width: 3, height: 2) needs at least 2 × 2 and at most 4096 cells, with width × height points and colours (got 1 points, 1 colours); its background is drawn."])
    }

    @Test func materialsAreTranslucentTintsAndSaySo() {
        let light = compose(Rectangle().fill(.regularMaterial).frame(width: 10, height: 10))
        #expect(light.displayList.dump().contains("color(#F2F2F7@0.65)"))
        #expect(light.diagnostics(.unsupported).count == 1)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(compose(Rectangle().fill(.ultraThinMaterial), environment: dark).displayList.dump().contains("color(#1C1C1E@0.35)"))
    }

    @Test func gradientStopsInterpolate() {
        let stops = [GradientStop(color: RGBA(red: 0, green: 0, blue: 0), location: 0), GradientStop(color: RGBA(red: 1, green: 1, blue: 1), location: 1)]
        #expect(GradientStop.color(at: 0.5, in: stops) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(GradientStop.color(at: -1, in: stops) == stops[0].color)
        #expect(GradientStop.color(at: 2, in: stops) == stops[1].color)
    }
}
