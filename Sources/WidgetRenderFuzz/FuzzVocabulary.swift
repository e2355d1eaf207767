import Foundation
import WidgetRender

/// The fuzzer's gauges, progress views, effects, redaction, recorded modifiers, `position` and
/// `ZStack`s grown by alignment guides, every
/// parameter drawn from the hostile values.
enum FuzzVocabulary {
    /// How many leaves ``leaf(choice:value:length:)`` chooses from.
    static let leafCount = 8

    /// A gauge, progress view, new gradient or chart leaf; `choice` picks which.
    static func leaf(choice: Int, value: Double, length: CGFloat) -> FuzzTree {
        let v = FuzzValues.source(value)
        let l = FuzzValues.source(length)
        // A closed range with NaN or a lower bound above the upper traps in the standard library.
        let upper = length.isFinite && length > 0 ? Double(length) : 1
        switch choice % leafCount {
        case 0: return FuzzTree(Gauge(value: value) { Text("g") }.gaugeStyle(.accessoryCircular), "Gauge(value: \(v)) { Text(\"g\") }.gaugeStyle(.accessoryCircular)")
        case 1: return FuzzTree(Gauge(value: value, in: 0...upper) { Text("g") }.gaugeStyle(.accessoryLinear), "Gauge(value: \(v), in: 0...\(FuzzValues.source(upper))) { Text(\"g\") }.gaugeStyle(.accessoryLinear)")
        case 2: return FuzzTree(ProgressView(value: value, total: Double(length)), "ProgressView(value: \(v), total: \(l))")
        case 3: return FuzzTree(Circle().trim(from: 0, to: CGFloat(value)).stroke(.red, lineWidth: 4), "Circle().trim(from: 0, to: \(v)).stroke(.red, lineWidth: 4)")
        case 4:
            return FuzzTree(
                AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(value), endAngle: .degrees(Double(length))), "AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(\(v)), endAngle: .degrees(\(l)))")
        case 5: return FuzzTree(EllipticalGradient(colors: [.red, .blue], endRadiusFraction: length), "EllipticalGradient(colors: [.red, .blue], endRadiusFraction: \(l))")
        case 6:
            // Mixed kinds on x (a number and a category), a hostile value and length.
            return FuzzTree(
                Chart {
                    LineMark(x: .value("x", 0), y: .value("y", value)).interpolationMethod(.monotone)
                    LineMark(x: .value("x", Double(length)), y: .value("y", 1.0)).interpolationMethod(.monotone)
                    BarMark(x: .value("c", "a"), y: .value("y", Double(length)), width: .fixed(length))
                    RuleMark(y: .value("r", value))
                }.chartYScale(domain: 0...upper),
                "Chart { LineMark(x: 0, y: \(v)); LineMark(x: \(l), y: 1); BarMark(x: \"a\", y: \(l), width: .fixed(\(l))); RuleMark(y: \(v)) }.chartYScale(domain: 0...\(FuzzValues.source(upper)))")
        default:
            return FuzzTree(
                Chart {
                    SectorMark(angle: .value("v", value), innerRadius: .ratio(length), angularInset: length)
                    SectorMark(angle: .value("v", Double(length)))
                    PointMark(x: .value("x", Date(timeIntervalSinceReferenceDate: value.isFinite ? value : 0)), y: .value("y", value)).symbolSize(length)
                },
                "Chart { SectorMark(angle: \(v), innerRadius: .ratio(\(l)), angularInset: \(l)); SectorMark(angle: \(l)); PointMark(x: date \(v), y: \(v)).symbolSize(\(l)) }")
        }
    }

    /// How many modifiers ``modified(_:choice:a:b:unit:)`` chooses from; callers draw
    /// `choice` from `0..<modifierCount`, so every case is reached.
    static let modifierCount = 15

    /// `tree` with an effect, redaction or recorded modifier; `choice` picks which.
    static func modified(_ tree: FuzzTree, choice: Int, a: CGFloat, b: CGFloat, unit: Double) -> FuzzTree {
        let s = tree.source
        let v = tree.view
        let n = tree.size + 1
        let sa = FuzzValues.source(a)
        let sb = FuzzValues.source(b)
        let su = FuzzValues.source(unit)
        switch choice % modifierCount {
        case 0: return FuzzTree(v.shadow(radius: a, x: b, y: b), "\(s).shadow(radius: \(sa), x: \(sb), y: \(sb))", size: n)
        case 1: return FuzzTree(v.blur(radius: a), "\(s).blur(radius: \(sa))", size: n)
        case 2: return FuzzTree(v.saturation(unit).contrast(Double(a)), "\(s).saturation(\(su)).contrast(\(sa))", size: n)
        case 3: return FuzzTree(v.rotationEffect(.degrees(Double(a))), "\(s).rotationEffect(.degrees(\(sa)))", size: n)
        case 4: return FuzzTree(v.scaleEffect(a), "\(s).scaleEffect(\(sa))", size: n)
        case 5: return FuzzTree(v.blendMode(.multiply).compositingGroup(), "\(s).blendMode(.multiply).compositingGroup()", size: n)
        case 6: return FuzzTree(v.redacted(reason: .placeholder), "\(s).redacted(reason: .placeholder)", size: n)
        case 7: return FuzzTree(v.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft), "\(s).flipsForRightToLeftLayoutDirection(true).environment(\\.layoutDirection, .rightToLeft)", size: n)
        case 9: return FuzzTree(v.position(x: a, y: b), "\(s).position(x: \(sa), y: \(sb))", size: n)
        case 10:
            return FuzzTree(
                ZStack(alignment: .topTrailing) {
                    v
                    Color.red.frame(width: 8, height: 8).alignmentGuide(.trailing) { d in d.width * a }.alignmentGuide(.top) { d in d.height * b }
                },
                "ZStack(alignment: .topTrailing) { \(s); Color.red.frame(width: 8, height: 8).alignmentGuide(.trailing) { d in d.width * \(sa) }.alignmentGuide(.top) { d in d.height * \(sb) } }", size: n + 1)
        case 11: return FuzzTree(v.mask(Capsule()), "\(s).mask(Capsule())", size: n)
        case 12: return FuzzTree(v.onAppear {}.accessibility(hidden: false), "\(s).onAppear {}.accessibility(hidden: false)", size: n)
        case 13: return FuzzTree(v.widgetCurvesContent(), "\(s).widgetCurvesContent()", size: n)
        case 14: return FuzzTree(v.fontWidth(.condensed), "\(s).fontWidth(.condensed)", size: n)
        default: return FuzzTree(v.contentTransition(.numericText()).accessibilityLabel("l"), "\(s).contentTransition(.numericText()).accessibilityLabel(\"l\")", size: n)
        }
    }
}
