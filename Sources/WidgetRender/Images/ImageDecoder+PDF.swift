import Foundation
import WidgetCore

extension ImageDecoder {
    /// A PDF image, its size the page's in points ÷ `scale` (the image set's scale of the file,
    /// 1 for a single-scale set).
    ///
    /// Without `rasterScale` the document is kept and drawn as vectors at the device size of
    /// the frame it fills (`preserves-vector-representation`); with it, the page is rasterised
    /// once at `rasterScale` pixels per point and then drawn, scaled, like any bitmap, as
    /// Xcode does for an image set that does not preserve vector data. A PDF that cannot be
    /// read, or has more than one page, is a diagnostic naming it and a placeholder.
    static func decodePDF(_ data: Data, scale: CGFloat, rasterScale: CGFloat?, description: String) -> AssetLookup<LoadedImage> {
        func failed(_ reason: String) -> AssetLookup<LoadedImage> {
            AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "\(description) cannot be drawn: \(reason); a placeholder is drawn.")])
        }
        let page: PDFPage
        do {
            page = try PDFPage(data)
        } catch let failure as PDFPage.Failure {
            return failed("\(failure.reason). Export it again as a one-page PDF (or as SVG or PNG)")
        } catch {
            return failed("\(error)")
        }
        let size = CGSize(width: page.size.width / scale, height: page.size.height / scale)
        guard let rasterScale else { return AssetLookup(LoadedImage(source: .pdf(data), size: size)) }
        // The raster keeps at most ``maximumSide`` pixels a side, as decoded bitmaps do.
        let k = min(rasterScale, CGFloat(maximumSide) / max(size.width, size.height))
        let width = max(1, Int((size.width * k).rounded()))
        let height = max(1, Int((size.height * k).rounded()))
        guard let rgba = page.rgba(width: width, height: height) else {
            return failed("a \(width)×\(height) raster cannot be allocated. Free some memory")
        }
        return AssetLookup(LoadedImage(source: .pixels(width: width, height: height, rgba: rgba), size: size))
    }
}
