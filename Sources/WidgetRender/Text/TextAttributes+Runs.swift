internal import CWidgetRender
import Foundation
import WidgetCore

extension TextAttributes {
    /// Creates the attributes of every run of `text`, scaled by `fontScale`.
    ///
    /// Per run: the bundled font (family by optical size, weight, italic, absolute size), the
    /// absolute line height when the font fixes one, tracking plus the width correction as letter spacing (more on digits at display sizes), tabular digits
    /// as the `tnum` feature, strikethrough and underline with their own colours, and the run's
    /// own colour.
    ///
    /// Pango has no alpha of its own for a decoration: it draws strikethrough and underline
    /// with the run's foreground alpha. So a decoration colour contributes its red, green and
    /// blue only; the line is as opaque as the run's own colour (opaque for a run without one).
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - content: The assembled characters, giving each run's byte range.
    ///   - fontScale: The factor applied to every font.
    convenience init(_ text: ResolvedText, content: TextContent, fontScale: CGFloat) throws {
        try self.init()
        for (run, range) in zip(text.runs, content.runRanges) where !range.isEmpty {
            try addRun(run, over: range, of: content, fontScale: fontScale)
        }
    }

    private func addRun(_ run: ResolvedText.Run, over range: Range<Int>, of content: TextContent, fontScale: CGFloat) throws {
        let font = run.font.scaled(by: fontScale)
        try FontRequest(font).withPangoDescription { description in
            insert(pango_attr_font_desc_new(description), over: range)
        }
        let lineHeight = font.effectiveLineHeight
        if lineHeight.isFinite, lineHeight > 0 {
            insert(pango_attr_line_height_new_absolute(TextAttributes.pangoUnits(lineHeight)), over: range)
        }
        insertLetterSpacing(font, over: range, of: content)
        if run.baselineOffset != 0 {
            insert(pango_attr_rise_new(TextAttributes.pangoUnits(run.baselineOffset * fontScale)), over: range)
        }
        if let features = font.openTypeFeatures {
            insert(pango_attr_font_features_new(features), over: range)
        }
        if run.strikethrough {
            insert(pango_attr_strikethrough_new(1), over: range)
            if let color = run.strikethroughColor {
                insert(pango_attr_strikethrough_color_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)), over: range)
            }
        }
        if run.underline {
            insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), over: range)
            if let color = run.underlineColor {
                insert(pango_attr_underline_color_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)), over: range)
            }
        }
        if let color = run.color {
            insert(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)), over: range)
            // Pango reads an alpha of 0 as "unset" (opaque): the faintest non-zero alpha
            // keeps a fully transparent run invisible.
            insert(pango_attr_foreground_alpha_new(max(1, Self.channel(color.alpha))), over: range)
        }
    }

    /// The letter spacing of a run: ``ResolvedFont/letterSpacing`` over its characters, and
    /// ``ResolvedFont/digitLetterSpacing`` over its runs of ASCII digits when that differs (at
    /// display sizes). The ranges do not overlap, so no attribute has to win over another.
    private func insertLetterSpacing(_ font: ResolvedFont, over range: Range<Int>, of content: TextContent) {
        let spacing = TextAttributes.pangoUnits(font.letterSpacing)
        let digitSpacing = TextAttributes.pangoUnits(font.digitLetterSpacing)
        let bytes = content.string.utf8
        guard digitSpacing != spacing, range.lowerBound >= 0, range.upperBound <= bytes.count else {
            if spacing != 0 { insert(pango_attr_letter_spacing_new(spacing), over: range) }
            return
        }
        var start = range.lowerBound
        var inDigits = false
        var index = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
        for offset in range {
            let digit = WidthCalibration.isDigit(bytes[index])
            if offset == range.lowerBound {
                inDigits = digit
            } else if digit != inDigits {
                let units = inDigits ? digitSpacing : spacing
                if units != 0 { insert(pango_attr_letter_spacing_new(units), over: start..<offset) }
                (start, inDigits) = (offset, digit)
            }
            index = bytes.index(after: index)
        }
        let units = inDigits ? digitSpacing : spacing
        if units != 0 { insert(pango_attr_letter_spacing_new(units), over: start..<range.upperBound) }
    }

    /// Points in Pango units (1/1024 pt), clamped to Pango's integer range.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (Double(points) * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return 0 }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
}

extension ResolvedFont {
    /// The OpenType features the font turns on (`tnum`, `smcp`, `c2sc`), or `nil` for none.
    var openTypeFeatures: String? {
        var features: [String] = []
        if monospacedDigit { features.append("tnum") }
        if smallCaps { features.append("smcp") }
        if uppercaseSmallCaps { features.append("c2sc") }
        return features.isEmpty ? nil : features.joined(separator: ", ")
    }
}
