internal import CWidgetRender
import Foundation

extension FontRequest {
    /// Lends a `PangoFontDescription` of the request to `body`; it is freed afterwards.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot allocate the description.
    func withPangoDescription<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
        guard let description = pango_font_description_new() else {
            throw WidgetRenderError(
                "cannot create a Pango font description for \"\(family)\"; free some memory and try again"
            )
        }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        return try body(description)
    }
}
