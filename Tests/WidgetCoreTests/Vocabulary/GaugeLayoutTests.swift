import Foundation
import Testing

@testable import WidgetCore

@Suite struct GaugeLayoutTests {
    @Test func circularGaugesAreSquaresUpToTheirIdealSide() {
        let scene = compose(
            HStack(spacing: 0) {
                Gauge(value: 0.5) { text10("L") }.gaugeStyle(.accessoryCircular).named("open")
                Gauge(value: 0.5) { text10("L") }.gaugeStyle(.accessoryCircularCapacity).named("closed")
            }, width: 300, height: 100)
        #expect(scene.size("open") == "72 × 72")
        #expect(scene.size("closed") == "72 × 72")
        let small = compose(Gauge(value: 0.5) { text10("L") }.gaugeStyle(.accessoryCircular).named("g"), width: 40, height: 100)
        #expect(small.size("g") == "40 × 40")
        let ideal = compose(Gauge(value: 0.5) { text10("L") }.gaugeStyle(.accessoryCircularCapacity).fixedSize().named("g"))
        #expect(ideal.size("g") == "72 × 72")
    }

    @Test func linearGaugesTakeTheWidthAndStackTheirLabels() {
        let scene = compose(
            VStack(spacing: 0) {
                Gauge(value: 0.25) {
                    text10("Label").named("label")
                } currentValueLabel: {
                    text10("25").named("current")
                }
                .named("gauge")
                Color.red.frame(height: 10).named("below")
            }, width: 200, height: 100)
        #expect(scene.rect("label").hasPrefix("(0, "))
        let label = scene.layout.frame(of: "label")
        let current = scene.layout.frame(of: "current")
        let gauge = scene.layout.frame(of: "gauge")
        #expect(gauge?.width == 200)
        // Label, 4 pt, the 4 pt bar, 4 pt, the current value.
        if let label, let current { #expect(current.minY - label.maxY == 12) }
        #expect(scene.layout.frame(of: "below")?.minY == gauge?.maxY)
    }

    @Test func theBarFillsToTheValue() {
        let scene = compose(Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.linearCapacity).frame(width: 100), width: 100, height: 20)
        let fills = scene.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _, _) = item.operation { return path.controlPointBounds } else { return nil }
        }
        #expect(fills.map(\.width) == [100, 25])
    }

    @Test(arguments: [
        (Double.nan, "Gauge value NaN is not a number; drawn at the lower bound."),
        (2, "Gauge value 2 is outside 0…1; clamped to 1."),
        (-1, "Gauge value -1 is outside 0…1; clamped to 0."),
        (.infinity, "Gauge value inf is outside 0…1; clamped to 1."),
    ])
    func outOfRangeValuesClampAndReport(value: Double, message: String) {
        let scene = compose(
            VStack {
                Gauge(value: value) { text10("g") }.gaugeStyle(.accessoryLinearCapacity)
                text10("rest").named("rest")
            })
        #expect(scene.diagnostics(.invalidValue).map(\.message) == [message])
        #expect(scene.layout.node(withIdentifier: "rest")?.text == "rest")
        #expect(scene.allFramesFinite)
    }

    @Test func emptyBoundsDrawAtTheLowerBound() {
        let scene = compose(Gauge(value: 5.0, in: 5...5) { text10("g") })
        #expect(scene.diagnostics(.invalidValue).map(\.message) == ["Gauge bounds 5…5 are empty or not finite; drawn at the lower bound. Pass finite bounds with lower < upper."])
    }

    @Test func aCustomStyleGetsTheFraction() {
        struct Bar: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 100 * configuration.value, height: 4)
            }
        }
        let scene = compose(Gauge(value: 30, in: 0...40) { text10("g") }.gaugeStyle(Bar()).named("g"))
        #expect(scene.size("g") == "75 × 4")
    }
}

@Suite struct ProgressViewLayoutTests {
    @Test func aLinearProgressViewIsABarAcrossTheStack() {
        let scene = compose(
            HStack(spacing: 0) {
                ProgressView(value: 0.5).named("bar")
                Color.red.frame(width: 50, height: 10)
            }, width: 200, height: 50)
        #expect(scene.size("bar") == "150 × 4")
    }

    @Test(arguments: [
        (3.0 as Double, 0.0 as Double, "ProgressView total 0 is not a finite number above 0; drawn empty. Pass a total > 0."),
        (Double.nan, 1.0 as Double, "ProgressView value nan is not finite; drawn empty."),
        (5.0 as Double, 2.0 as Double, "ProgressView value 5 is outside 0…2; clamped."),
        (1.0 as Double, -Double.infinity, "ProgressView total -inf is not a finite number above 0; drawn empty. Pass a total > 0."),
    ])
    func outOfRangeValuesClampAndReport(value: Double, total: Double, message: String) {
        let scene = compose(
            VStack {
                ProgressView(value: value, total: total)
                text10("rest").named("rest")
            })
        #expect(scene.diagnostics(.invalidValue).map(\.message) == [message])
        #expect(scene.layout.node(withIdentifier: "rest") != nil)
        #expect(scene.allFramesFinite)
    }

    @Test func theTimerIsFrozenAtTheContextsDate() {
        var env = EnvironmentValues()
        env.now = Date(timeIntervalSinceReferenceDate: 25)
        let interval = Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 100)
        let down = compose(ProgressView(timerInterval: interval).progressViewStyle(.linear).frame(width: 100), width: 100, height: 40, environment: env)
        let fills = down.displayList.items.compactMap { item -> CGFloat? in
            if case .fill(let path, _, _, _) = item.operation { return path.controlPointBounds.width } else { return nil }
        }
        #expect(fills == [100, 75])
        #expect(down.displayList.dump().contains("text"))
    }

    @Test func anIndeterminateProgressViewIsAStillSpinner() {
        let scene = compose(ProgressView().named("spinner"))
        #expect(scene.size("spinner") == "20 × 20")
        #expect(scene.displayList.items.filter { if case .fill = $0.operation { return true } else { return false } }.count == 8)
    }
}

@Suite struct AccessoryBackgroundAndLabelTests {
    private func env(_ family: WidgetFamily, _ mode: WidgetRenderingMode = .fullColor) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.widgetFamily = family
        e.widgetRenderingMode = mode
        return e
    }

    @Test func theBackgroundDrawsOnlyInAccessoryFamilies() {
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryCorner] {
            #expect(compose(AccessoryWidgetBackground(), environment: env(family)).displayList.dump().contains("#000000@0.15"), "\(family)")
        }
        #expect(compose(AccessoryWidgetBackground(), environment: env(.accessoryCircular, .vibrant)).displayList.dump().contains("color(#000000) "))
        for family in [WidgetFamily.systemSmall, .accessoryInline] {
            #expect(compose(AccessoryWidgetBackground(), environment: env(family)).displayList.dump() == "fill (0, 0, 200, 100) color(#000000@0) default", "\(family)")
        }
    }

    @Test func widgetLabelsShowInCircularAndCornerOnly() {
        let view = Color.red.frame(width: 50, height: 50).widgetLabel { text10("Label").named("label") }
        #expect(compose(view, environment: env(.accessoryCircular)).layout.node(withIdentifier: "label") != nil)
        #expect(compose(view, environment: env(.accessoryCorner)).layout.node(withIdentifier: "label") != nil)
        #expect(compose(view, environment: env(.systemSmall)).layout.node(withIdentifier: "label") == nil)
    }
}

/// The bound labels of `accessoryCircular` sit in the ring's bottom gap, clear of its caps.
@Suite struct CircularGaugeBoundLabelTests {
    @Test(arguments: [72 as CGFloat, 60, 50])
    func boundLabelsDoNotTouchTheCaps(side: CGFloat) throws {
        let scene = compose(
            Gauge(value: 0.4, in: 0...100) {
                text10("T")
            } currentValueLabel: {
                text10("40")
            } minimumValueLabel: {
                text10("0").named("min")
            } maximumValueLabel: {
                text10("100").named("max")
            }
            .gaugeStyle(.accessoryCircular)
            .named("gauge"),
            width: side, height: side)
        let gauge = try #require(scene.layout.frame(of: "gauge"))
        let min = try #require(scene.layout.frame(of: "min")).offsetBy(dx: -gauge.minX, dy: -gauge.minY)
        let max = try #require(scene.layout.frame(of: "max")).offsetBy(dx: -gauge.minX, dy: -gauge.minY)
        let caps = GaugeGeometry.openRingCapBounds(side: gauge.width)
        for label in [min, max] {
            #expect(!label.intersects(caps.leading), "\(label) meets the leading cap \(caps.leading)")
            #expect(!label.intersects(caps.trailing), "\(label) meets the trailing cap \(caps.trailing)")
            // In the gap: between the caps, at the bottom.
            #expect(label.minX >= caps.leading.maxX && label.maxX <= caps.trailing.minX, "\(label)")
            #expect(label.maxY > caps.leading.minY, "\(label)")
        }
        #expect(min.maxX < max.minX)
    }
}
