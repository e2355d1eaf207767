internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Draws the one-page PDF `data` as vectors filling `frame` through the current transform,
    /// so that it is as sharp as the device's pixels at any scale (never a bitmap scaled up).
    ///
    /// - Throws: ``WidgetRenderError`` when the PDF cannot be read (it was read when the image
    ///   resolved, so only when poppler-glib cannot be opened) or the context fails.
    func drawPDF(_ data: Data, in frame: CGRect) throws {
        let page: PDFPage
        do {
            page = try PDFPage(data)
        } catch let failure as PDFPage.Failure {
            throw WidgetRenderError("cannot draw a PDF image of \(data.count) bytes: \(failure.reason); export it again as a one-page PDF")
        }
        save()
        defer { restore() }
        withUnsafeContext { page.draw(in: frame, on: $0) }
        try checkStatus("drawing a PDF image")
    }
}
