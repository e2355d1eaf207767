internal import CWidgetRender
import Foundation
import WidgetCore

extension LaidOutText {
    /// The layout's size and line facts in points, relative to its logical rectangle, and the
    /// number of characters drawn as missing-glyph boxes.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot iterate the lines.
    var metrics: TextMetrics {
        get throws {
            let logical = layout.logicalExtents
            let lines = try layout.lineFacts()
            guard !isEmpty else {
                return TextMetrics(
                    size: .zero, lineCount: 0, isTruncated: false,
                    lineHeight: firstFixedLineHeight ?? LaidOutText.points(lines.firstLineHeight),
                    firstBaseline: 0, lastBaseline: 0
                )
            }
            return TextMetrics(
                size: CGSize(width: LaidOutText.points(logical.width), height: LaidOutText.points(logical.height)),
                lineCount: layout.lineCount,
                isTruncated: isTruncated,
                overflowsWidth: isCallerWidth && logical.width > widthUnits,
                lineHeight: LaidOutText.points(lines.firstLineHeight),
                firstBaseline: LaidOutText.points(lines.firstBaseline - logical.y),
                lastBaseline: LaidOutText.points(lines.lastBaseline - logical.y),
                missingGlyphCount: layout.unknownGlyphCount
            )
        }
    }

    /// Pango units in points.
    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }
}
