import Foundation

extension Font.TextStyle {
    /// Point sizes per Dynamic Type size, xSmall … AX5 (HIG type table).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The HIG leading (line height) per Dynamic Type size, xSmall … AX5.
    ///
    /// Kept for reference and for ``Font/Leading``: SwiftUI's `Text` does not use it. A line
    /// of text is as tall as the font's ascender plus descender (SF Pro: 1.1934 em, 20.29 pt
    /// for 17 pt body, not the table's 22), which `ResolvedFont/lineHeight` follows.
    private var leadings: [CGFloat] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    /// The style's point size at a Dynamic Type size.
    package func size(at dynamicType: DynamicTypeSize) -> CGFloat { sizes[dynamicType.tableIndex] }

    /// The HIG leading at a Dynamic Type size (not used for line height; see ``leadings``).
    package func leading(at dynamicType: DynamicTypeSize) -> CGFloat { leadings[dynamicType.tableIndex] }

    /// The style's weight: semibold for `headline`, regular for the rest.
    var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The weight `.bold()` gives this style: bold for the titles, semibold for the rest.
    var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title, .title2: return .bold
        default: return .semibold
        }
    }
}

extension Font {
    /// SF Pro's line height (ascender 0.952 + descender 0.241), in em: the height of one line
    /// of text on iOS. Every design uses it (SF Pro Rounded and SF Mono share SF Pro's
    /// vertical metrics; New York's are not published, so the renderer uses the same), so a
    /// design change never changes a layout's height.
    package static let lineHeightEm: CGFloat = 1.1934

    /// The change ``Leading/tight`` and ``Leading/loose`` make to a line, in em.
    static let leadingStepEm: CGFloat = 2.0 / 17.0

    /// The HIG tracking table for the default design, iOS (HIG › Typography › Tracking
    /// values): (size in points, tracking in 1/1000 em). A range of sizes sharing one value
    /// (28–30 pt: +14) is entered at both ends, so the value holds across it.
    static let trackingTable: [(CGFloat, CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (30, 14),
        (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8), (49, 7),
        (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]

    /// SF Pro's tracking at `size`, in em: the HIG table interpolated linearly between its
    /// sizes and held at its ends (6 pt and 96 pt).
    static func trackingEm(forSize size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if !(size > first.0) { return first.1 / 1000 }
        if size >= last.0 { return last.1 / 1000 }
        for i in 1..<table.count where size <= table[i].0 {
            let (s0, t0) = table[i - 1]
            let (s1, t1) = table[i]
            return (t0 + (t1 - t0) * (size - s0) / (s1 - s0)) / 1000
        }
        return last.1 / 1000
    }

    /// Tracking for a default-design font of `size`, in points: ``trackingEm(forSize:)`` × `size`.
    static func tracking(forSize size: CGFloat) -> CGFloat {
        trackingEm(forSize: size) * size
    }

    /// The point size at Dynamic Type `dynamicType` of a font whose Large size is `size` and
    /// that scales like `style`: the style's scale factor at that size, applied to `size`.
    static func scaled(_ size: CGFloat, relativeTo style: TextStyle, at dynamicType: DynamicTypeSize) -> CGFloat {
        guard dynamicType != .large else { return size }
        return size * style.size(at: dynamicType) / style.size(at: .large)
    }

    /// Resolves the font with the environment's overrides (`fontWeight`, `bold`, `italic`,
    /// `fontDesign`, `dynamicTypeSize`).
    package func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        var size: CGFloat
        var weight: Font.Weight
        var style: TextStyle?
        var design = self.design ?? environment.fontDesign ?? .default
        let dynamicType = environment.dynamicTypeSize
        switch base {
        case .style(let s):
            (size, weight, style) = (s.size(at: dynamicType), s.weight, s)
        case .system(let s):
            (size, weight) = (s, .regular)
        case .custom(let name, let s, let relative):
            (size, weight) = (s, .regular)
            if let relative, s.isFinite { size = Font.scaled(s, relativeTo: relative, at: dynamicType) }
            if self.design == nil, let bundled = Font.bundledDesign(forCustomName: name) { design = bundled }
        }
        if !size.isFinite || size <= 0 {
            let fallback = Font.TextStyle.body.size(at: .large)
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "font size \(size) is not a finite, positive size; \(LayoutDump.format(fallback)) pt (body) used. Pass a size > 0."))
            size = fallback
        }
        if let w = self.weight { weight = w }
        if let w = environment.fontWeight { weight = w }
        if isBold || environment.isBold { weight = max(weight, style?.emphasizedWeight ?? .bold) }
        // `nil` is the font's own line: SF Pro's 1.1934 em, which the text engine applies.
        var lineHeight: CGFloat?
        switch leading {
        case .tight?: lineHeight = size * (Font.lineHeightEm - Font.leadingStepEm)
        case .loose?: lineHeight = size * (Font.lineHeightEm + Font.leadingStepEm)
        case .standard?, nil: break
        }
        return ResolvedFont(
            design: design,
            size: size,
            weight: weight,
            italic: isItalic || environment.isItalic,
            lineHeight: lineHeight,
            tracking: design == .default ? Font.tracking(forSize: size) : 0,
            monospacedDigit: isMonospacedDigit || environment.isMonospacedDigit,
            smallCaps: !smallCapsLetters.isEmpty,
            uppercaseSmallCaps: smallCapsLetters.contains(.uppercase)
        )
    }
}
