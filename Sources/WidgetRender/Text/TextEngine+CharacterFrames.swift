internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// Where a character of `text` is drawn: the logical rectangle of the grapheme cluster
    /// that is character `index` (0-based, counting `Character`s of the laid-out characters),
    /// in points from the top-left corner of the text's frame, laid out exactly as
    /// ``measure(_:width:maxLines:fontScale:)`` and drawing lay it out.
    ///
    /// In a right-to-left paragraph the first character is at the right end of its line:
    ///
    /// ```swift
    /// let frame = try engine.characterFrame(at: 0, of: hebrew, width: nil, maxLines: nil, fontScale: 1)
    /// frame.maxX   // the width of the line
    /// ```
    ///
    /// - Returns: The rectangle (its width is never negative), or `nil` when the laid-out text
    ///   has no character `index` (after truncation the laid-out characters are the kept
    ///   ones plus the ellipsis).
    /// - Throws: ``WidgetRenderError`` when Pango cannot create the layout.
    package func characterFrame(at index: Int, of text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) throws -> CGRect? {
        try TextLock.run {
            let laidOut = try shapedLayout(for: TextMeasurementKey(text: text, width: width, maxLines: maxLines, fontScale: fontScale))
            let characters = laidOut.layout.text
            guard index >= 0, index < characters.count else { return nil }
            let start = characters.index(characters.startIndex, offsetBy: index)
            let byteOffset = characters.utf8.distance(from: characters.utf8.startIndex, to: start)
            let logical = laidOut.layout.logicalExtents
            var position = PangoRectangle()
            laidOut.layout.withUnsafeLayout { pango_layout_index_to_pos($0, Int32(clamping: byteOffset), &position) }
            let unit = CGFloat(PANGO_SCALE)
            var x = CGFloat(position.x - logical.x) / unit
            var w = CGFloat(position.width) / unit
            if w < 0 {
                x += w
                w = -w
            }
            return CGRect(x: x, y: CGFloat(position.y - logical.y) / unit, width: w, height: CGFloat(position.height) / unit)
        }
    }
}
