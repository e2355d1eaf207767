internal import CWidgetRender
import Foundation
import WidgetCore

/// A Pango layout together with the facts needed to report it.
struct LaidOutText {
    /// The layout.
    var layout: PangoTextLayout
    /// Whether the text had no characters.
    var isEmpty: Bool
    /// The wrapping width used, in Pango units (-1: none).
    var widthUnits: Int32
    /// Whether `widthUnits` is the caller's width (and not one chosen to make an ellipsis work).
    var isCallerWidth: Bool
    /// Whether characters beyond the line limit were cut off (and an ellipsis appended) before layout.
    var isCut: Bool
    /// The fixed line height of the first run's font (after scaling), if it sets one.
    var firstFixedLineHeight: CGFloat?

    /// Whether characters were cut or ellipsised to fit.
    var isTruncated: Bool { isCut || layout.isEllipsized }
}

extension TextEngine {
    /// The font used when the text has no runs.
    static let fallbackFont = ResolvedFont(size: 17)

    /// The largest wrapping width, in points (larger widths are clamped).
    static let maximumWidth: CGFloat = 1_000_000

    /// Lays `text` out exactly as ``measure(_:width:maxLines:fontScale:)`` and drawing do.
    ///
    /// - `width` `nil` (or not finite): no wrapping; otherwise the width in Pango units,
    ///   wrapping at words and inside words too long for a line.
    /// - `fontScale`: multiplies every run's size, line height and tracking.
    /// - `maxLines`: paragraph breaks become forced line breaks (see ``TextContent``), so the
    ///   limit counts every line. When the text has more lines than the limit:
    ///   - tail truncation with a width: the text is cut after as many characters of the last
    ///     visible line as fit beside an ellipsis, with the whitespace before the cut dropped
    ///     ("Call the bank…", as UIKit draws it), and never past a forced break after that
    ///     line ("Line two…", as UIKit does, even when "Line two" itself fits); see
    ///     ``tailTruncatedLayout(_:content:full:lineLimit:fontScale:widthUnits:)``;
    ///   - tail truncation without a width: the text is cut at the forced break after the last
    ///     visible line, and an ellipsis appended;
    ///   - head and middle truncation cut the last visible line, which shows the rest of the
    ///     text: "…" and its end, or its start, "…" and its end; without a width the line is
    ///     as wide as the widest line of the whole text. See
    ///     ``headOrMiddleTruncatedLayout(_:content:full:lineLimit:fontScale:widthUnits:)``.
    func makeLayout(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) throws -> LaidOutText {
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        let lineLimit = maxLines.map { max($0, 1) }
        let text = TextEngine.visiblePrefix(of: text, width: width, lineLimit: lineLimit, fontScale: scale)
        let content = TextContent(text, joinsParagraphs: lineLimit != nil)
        var widthUnits: Int32 = -1
        if let width, width.isFinite {
            widthUnits = TextAttributes.pangoUnits(min(max(width, 0), TextEngine.maximumWidth))
        }
        var layout = try makeLayout(text, content: content, fontScale: scale, widthUnits: widthUnits)
        // A text offered at least its natural width stays on its lines, as in SwiftUI. Pango's
        // break check counts every character's letter spacing in full (and the width was
        // narrowed for negative spacing, ``negativeSpacingSlack(_:fontScale:)``), so a text
        // offered exactly its own width (a stack or region sized to it) broke onto two lines:
        // "18:00" in an island region became "18:" over "00". Checked only when the layout
        // has more lines than paragraphs.
        if widthUnits >= 0, layout.lineCount > content.string.reduce(1, { $1 == "\n" ? $0 + 1 : $0 }) {
            let unwrapped = try makeLayout(text, content: content, fontScale: scale, widthUnits: -1)
            if unwrapped.logicalExtents.width <= widthUnits { layout = unwrapped }
        }
        var laidOut = LaidOutText(
            layout: layout, isEmpty: content.isEmpty, widthUnits: widthUnits, isCallerWidth: widthUnits >= 0, isCut: false,
            firstFixedLineHeight: text.runs.first?.font.scaled(by: scale).effectiveLineHeight
        )
        guard let lineLimit, layout.lineCount > lineLimit else { return laidOut }

        switch text.truncationMode {
        case .tail where widthUnits >= 0:
            laidOut.layout = try tailTruncatedLayout(
                text, content: content, full: layout, lineLimit: lineLimit, fontScale: scale, widthUnits: widthUnits
            )
            laidOut.isCut = true
        case .tail:
            if let lastLine = layout.startOfLine(lineLimit - 1), let end = content.lineSeparator(atOrAfter: lastLine) {
                laidOut.layout = try makeLayout(text, content: content.truncated(atByte: end), fontScale: scale, widthUnits: widthUnits)
                laidOut.isCut = true
            }
            laidOut.layout.limitLines(lineLimit, ellipsize: PANGO_ELLIPSIZE_END)
        case .head, .middle:
            if widthUnits < 0 { laidOut.widthUnits = layout.logicalExtents.width }
            laidOut.layout = try headOrMiddleTruncatedLayout(
                text, content: content, full: layout, lineLimit: lineLimit, fontScale: scale, widthUnits: laidOut.widthUnits
            )
            laidOut.isCut = true
        }
        return laidOut
    }

    /// The narrowest advance of any character, as a share of its font size: a bound on how
    /// many characters a line can hold (no glyph of the bundled fonts is narrower).
    static let narrowestAdvance: CGFloat = 0.1

    /// `text` cut to what `lineLimit` lines of `width` can show, plus a line more, so a long
    /// text with a line limit is shaped in time proportional to what is visible, not to its
    /// length. Each line holds at most width / (narrowest advance × smallest font size)
    /// characters; the cut keeps more than that many lines' worth, so whether and where the
    /// text is truncated does not change. Without a width or a limit, or with head or middle
    /// truncation (which show the text's end), the text is unchanged.
    static func visiblePrefix(of text: ResolvedText, width: CGFloat?, lineLimit: Int?, fontScale: CGFloat) -> ResolvedText {
        guard text.truncationMode == .tail, let width, width.isFinite, let lineLimit, let smallest = text.runs.map(\.font.size).min(), smallest > 0 else { return text }
        let perLine = (width / (narrowestAdvance * smallest * fontScale)).rounded(.up) + 1
        let bound = perLine * CGFloat(lineLimit + 1)
        guard bound.isFinite, bound < 1e9 else { return text }
        let keep = Int(bound)
        guard text.runs.reduce(0, { $0 + $1.string.count }) > keep else { return text }
        var cut = text
        cut.runs = text.runs.prefix(characters: keep)
        return cut
    }

    /// A layout of `content` with `text`'s attributes and alignment, wrapped at `widthUnits`.
    func makeLayout(_ text: ResolvedText, content: TextContent, fontScale: CGFloat, widthUnits: Int32) throws -> PangoTextLayout {
        let layout = try PangoTextLayout(context: text.layoutDirection == .rightToLeft ? rightToLeftContext : context)
        try layout.setDefaultFont(FontRequest((text.runs.first?.font ?? TextEngine.fallbackFont).scaled(by: fontScale)))
        layout.setText(content.string)
        layout.setAttributes(try TextAttributes(text, content: content, fontScale: fontScale))
        layout.useContextDirection()
        layout.setAlignment(TextEngine.pangoAlignment(text.alignment, direction: text.layoutDirection))
        if text.lineSpacing > 0 { layout.setSpacing(TextAttributes.pangoUnits(text.lineSpacing * fontScale)) }
        layout.setWidth(widthUnits < 0 ? widthUnits : max(0, widthUnits - TextEngine.negativeSpacingSlack(text, fontScale: fontScale)))
        return layout
    }

    /// The Pango units a wrapping width is narrowed by when text has negative letter spacing.
    ///
    /// Pango decides line breaks with every character's full letter spacing, then gives back
    /// half a spacing at each end of a line; with negative spacing (SF Pro's tracking and the
    /// display width correction, ``WidthCalibration``) that makes a wrapped line up to one spacing
    /// wider than the width it was broken for. Breaking one spacing earlier keeps every line
    /// within the caller's width.
    static func negativeSpacingSlack(_ text: ResolvedText, fontScale: CGFloat) -> Int32 {
        let most = text.runs.map { min(0, $0.font.scaled(by: fontScale).letterSpacing) }.min() ?? 0
        return TextAttributes.pangoUnits(-most)
    }

    /// The Pango alignment of `alignment` in `direction`: leading is left in a left-to-right
    /// layout and right in a right-to-left one, whatever the script of the paragraph.
    static func pangoAlignment(_ alignment: TextAlignment, direction: LayoutDirection) -> PangoAlignment {
        let rtl = direction == .rightToLeft
        switch alignment {
        case .leading: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }
}
