import Foundation
import Testing

@testable import WidgetCore

/// A chart's plot, labels and legend in numbers (the Charts article, "Layout"), with the
/// fake measurer: caption2 labels are 5.5 pt a character.
@Suite struct ChartLayoutTests {
    func frame(of text: String, in scene: ComposedScene) -> String {
        var found: CGRect?
        scene.layout.forEach { node in if found == nil, node.text == text { found = node.frame } }
        return found.map(LayoutDump.rect) ?? "missing"
    }

    /// Two bars, A (4) and B (10), on 300 × 200 pt: y labels 0…10 every 2 after the plot
    /// (the widest, "10", 11 pt, 4 pt from it; the top one kept inside the chart), category
    /// labels (14 pt tall on the pixel grid) 4 pt below it, centred on their bands.
    @Test func labelsTakeTheirSpaceAndThePlotTheRest() {
        let scene = compose(
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Value", 4))
                BarMark(x: .value("Name", "B"), y: .value("Value", 10))
            }, width: 300, height: 200)
        let plotWidth: CGFloat = 300 - 11 - 4
        #expect(frame(of: "10", in: scene) == "(\(LayoutDump.format(plotWidth + 4)), 0, 11, 14)")
        #expect(frame(of: "A", in: scene) == "(\(LayoutDump.format(plotWidth / 4 - 3)), 186, 6, 14)")
        #expect(frame(of: "B", in: scene) == "(\(LayoutDump.format(plotWidth * 3 / 4 - 3)), 186, 6, 14)")
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func aLegendListsTheCategoriesBelowTheChart() {
        let scene = compose(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(by: .value("Kind", "Walk"))
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 2)).foregroundStyle(by: .value("Kind", "Run"))
            }, width: 300, height: 200)
        #expect(frame(of: "Walk", in: scene) == "(12, 186, 22, 14)")
        #expect(frame(of: "Run", in: scene) == "(54, 186, 17, 14)")
    }

    @Test func hiddenAxesLeaveTheWholeSpaceToThePlot() {
        let scene = compose(Chart { LineMark(x: .value("x", 1), y: .value("y", 2)) }.chartXAxis(.hidden).chartYAxis(.hidden), width: 300, height: 200)
        var texts = 0
        scene.layout.forEach { if $0.text != nil { texts += 1 } }
        #expect(texts == 0)
    }

    /// The overlay covers the plot area; the proxy gives positions in it and values back.
    @Test func anOverlayPlacesViewsAtDataValues() {
        let scene = compose(
            Chart {
                LineMark(x: .value("x", 0.0), y: .value("y", 0.0))
                LineMark(x: .value("x", 10.0), y: .value("y", 10.0))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartOverlay { proxy in
                Color.red.frame(width: 2, height: 2).named("dot").position(x: proxy.position(forX: 5.0) ?? -1, y: proxy.position(forY: 2.5) ?? -1)
            }, width: 300, height: 200)
        #expect(scene.rect("dot") == "(149, 149, 2, 2)")
        let proxy = ChartProxy(xScale: ChartScale(kind: .number, lower: 0, upper: 10), yScale: ChartScale(kind: .category, categories: ["a", "b"]), plotSize: CGSize(width: 300, height: 200))
        #expect(proxy.value(atX: 150, as: Double.self) == 5)
        #expect(proxy.value(atY: 150, as: String.self) == "a")
        #expect(proxy.position(forY: "b") == 50)
    }

    /// `range: .plotDimension(padding:)` keeps the scale that far from the plot's ends: the
    /// marks, the overlay's positions and the labels move with it.
    @Test func aScaleRangeInsetsTheScaleInThePlot() {
        let scene = compose(
            Chart {
                LineMark(x: .value("x", 0.0), y: .value("y", 0.0))
                LineMark(x: .value("x", 10.0), y: .value("y", 10.0))
            }
            .chartYAxis(.hidden)
            .chartXScale(domain: 0.0...10.0, range: .plotDimension(padding: 20))
            .chartOverlay { proxy in
                Color.red.frame(width: 2, height: 2).named("start").position(x: proxy.position(forX: 0.0) ?? -1, y: 0)
            }, width: 300, height: 200)
        #expect(scene.rect("start") == "(19, -1, 2, 2)")
        #expect(frame(of: "0", in: scene) == "(17, 186, 6, 14)")
        let proxy = ChartProxy(xScale: ChartScale(kind: .number, lower: 0, upper: 10), yScale: nil, plotSize: CGSize(width: 300, height: 200), ranges: ChartRanges(x: _ChartScaleRange(absolute: 50...250)))
        #expect(proxy.position(forX: 10.0) == 250)
        #expect(proxy.value(atX: 150, as: Double.self) == 5)
    }

    @Test func badDataIsReported() {
        let empty = compose(Chart { ForEach([Double](), id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } })
        #expect(empty.diagnostics.map(\.message).contains("Chart has no marks (its data is empty): only its frame is drawn. Show a placeholder when there is no data."))
        let nan = compose(Chart { LineMark(x: .value("Hour", 1), y: .value("Temperature", Double.nan)) })
        #expect(nan.diagnostics.map(\.message).contains("Chart: a LineMark has Temperature = nan, not a finite number; the mark is left out. Filter out missing values before charting them."))
        let outside = compose(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50)) }.chartYScale(domain: 100...200))
        #expect(outside.diagnostics.map(\.message).contains("Chart: the y domain 100…200 holds none of the data (0…50); the marks lie outside the plot. Widen the domain or leave it automatic."))
        let many = compose(Chart { ForEach(0..<1_001) { PointMark(x: .value("x", $0), y: .value("y", $0)) } })
        #expect(many.diagnostics.map(\.kind).contains(.limitExceeded))
        let unsupported = compose(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 50)).position(by: .value("Kind", "Walk")) })
        #expect(unsupported.diagnostics.map(\.message).contains("Chart: position(by:) is not drawn yet; the marks are drawn without it."))
    }
}

/// Axis marks, annotations and the plot style in numbers.
@Suite struct ChartAxisMarksTests {
    func texts(_ scene: ComposedScene) -> [String] {
        var found: [String] = []
        scene.layout.forEach { node in
            if let text = node.text, node.frame.minX > -1_000 { found.append(text) }
        }
        return found
    }

    func frame(of text: String, in scene: ComposedScene) -> String {
        var found: CGRect?
        scene.layout.forEach { node in if found == nil, node.text == text { found = node.frame } }
        return found.map(LayoutDump.rect) ?? "missing"
    }

    /// `.stride(by:)` marks every multiple in the domain; `AxisValueLabel(format:)` writes it.
    @Test func aStrideWithAFormat() {
        let scene = compose(
            Chart {
                LineMark(x: .value("x", 0.0), y: .value("y", 0.0))
                LineMark(x: .value("x", 10.0), y: .value("y", 10.0))
            }
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(values: .stride(by: 5)) { _ in
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US")).precision(.fractionLength(1)))
                }
            }, width: 300, height: 200)
        #expect(texts(scene) == ["0.0", "5.0", "10.0"])
    }

    /// Explicit values outside the domain are left out; dates stride at calendar boundaries.
    @Test func explicitValuesAndADateStride() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let scene = compose(
            Chart {
                LineMark(x: .value("t", start), y: .value("y", 1.0))
                LineMark(x: .value("t", start.addingTimeInterval(12 * 3_600)), y: .value("y", 2.0))
            }
            .chartYAxis { AxisMarks(values: [0.5, 1.5, 99]) }
            .chartXAxis { AxisMarks(values: .stride(by: .hour, count: 4)) { _ in AxisValueLabel() } }
            .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current), width: 400, height: 200)
        #expect(texts(scene).filter { $0.contains(".") } == ["0.5", "1.5"])
        #expect(texts(scene).filter { $0.hasSuffix("M") } == ["12\u{202F}AM", "4\u{202F}AM", "8\u{202F}AM", "12\u{202F}PM"])
    }

    /// An annotation sits above its bar, `spacing` away; the plot style wraps the plot area.
    @Test func anAnnotationSitsAboveItsBarAndThePlotStyleWrapsThePlot() {
        let scene = compose(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5.0))
                    .annotation(position: .top, spacing: 2) { Color.red.frame(width: 10, height: 6).named("note") }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartYScale(domain: 0.0...10.0)
            .chartPlotStyle { plot in plot.background(Color.gray.named("plot")) },
            width: 300, height: 200)
        // The bar runs from y 200 up to 100 (5 of 10): the note's bottom is 2 pt above it.
        #expect(scene.rect("note") == "(145, 92, 10, 6)")
        #expect(scene.rect("plot") == "(0, 0, 300, 200)")
    }
}
