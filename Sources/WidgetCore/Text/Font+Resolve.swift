import Foundation

extension Font.TextStyle {
    /// Size, weight and leading at Dynamic Type "Large" (HIG type table).
    var metrics: (size: CGFloat, weight: Font.Weight, leading: CGFloat) {
        switch self {
        case .largeTitle: return (34, .regular, 41)
        case .title: return (28, .regular, 34)
        case .title2: return (22, .regular, 28)
        case .title3: return (20, .regular, 25)
        case .headline: return (17, .semibold, 22)
        case .body: return (17, .regular, 22)
        case .callout: return (16, .regular, 21)
        case .subheadline: return (15, .regular, 20)
        case .footnote: return (13, .regular, 18)
        case .caption: return (12, .regular, 16)
        case .caption2: return (11, .regular, 13)
        }
    }

    /// The weight `.bold()` gives this style: bold for the titles, semibold for the rest.
    var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title, .title2: return .bold
        default: return .semibold
        }
    }
}

extension Font {
    /// The HIG tracking table for the default design: (size, tracking in points).
    static let trackingTable: [(CGFloat, CGFloat)] = [
        (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43),
        (20, -0.45), (22, -0.26), (28, 0.38), (34, 0.40),
    ]

    /// Tracking for a default-design font of `size`, interpolated linearly in the HIG table
    /// and held constant beyond its ends.
    static func tracking(forSize size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.0 { return first.1 }
        if size >= last.0 { return last.1 }
        for i in 1..<table.count where size <= table[i].0 {
            let (s0, t0) = table[i - 1], (s1, t1) = table[i]
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        }
        return last.1
    }

    /// Resolves the font with the environment's overrides (`fontWeight`, `bold`, `italic`).
    package func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        var size: CGFloat
        var weight: Font.Weight
        var lineHeight: CGFloat?
        var style: TextStyle?
        switch base {
        case .style(let s):
            let m = s.metrics
            (size, weight, lineHeight, style) = (m.size, m.weight, m.leading, s)
        case .system(let s):
            (size, weight) = (s, .regular)
        case .custom(_, let s):
            (size, weight) = (s, .regular)
        }
        if !size.isFinite || size <= 0 {
            let fallback = Font.TextStyle.body.metrics.size
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "font size \(size) is not a finite, positive size; \(LayoutDump.format(fallback)) pt (body) used. Pass a size > 0."))
            size = fallback
        }
        if let w = self.weight { weight = w }
        if let w = environment.fontWeight { weight = w }
        if isBold || environment.isBold { weight = max(weight, style?.emphasizedWeight ?? .bold) }
        let design = self.design ?? environment.fontDesign ?? .default
        return ResolvedFont(
            design: design,
            size: size,
            weight: weight,
            italic: isItalic || environment.isItalic,
            lineHeight: lineHeight,
            tracking: design == .default ? Font.tracking(forSize: size) : 0,
            monospacedDigit: isMonospacedDigit || environment.isMonospacedDigit
        )
    }
}
