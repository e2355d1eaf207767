internal import CWidgetRender
import Foundation

/// The font face the font map chose for a ``FontRequest``.
struct MatchedFace: Sendable, Hashable {
    /// The face's family name, as Pango describes it.
    var family: String
    /// The face's OpenType weight.
    var weight: Int
    /// Whether the face is italic.
    var italic: Bool
    /// The font file the face was loaded from.
    var file: URL?
}

extension ShapingContext {
    /// The face the font map loads for `request`, or `nil` when it loads none.
    ///
    /// Used by tests and diagnostics to prove which bundled file a request resolves to.
    func matchFace(_ request: FontRequest) throws -> MatchedFace? {
        try TextLock.run {
            try request.withPangoDescription { description in
                let loaded = withUnsafeContext { context in
                    library.withUnsafeFontMap { pango_font_map_load_font($0, context, description) }
                }
                guard let font = loaded else { return nil }
                defer { g_object_unref(font) }
                guard let described = pango_font_describe(font) else { return nil }
                defer { pango_font_description_free(described) }

                let family = pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
                let weight = Int(pango_font_description_get_weight(described).rawValue)
                let style = pango_font_description_get_style(described)
                return MatchedFace(family: family, weight: weight, italic: style != PANGO_STYLE_NORMAL, file: fontFile(of: font))
            }
        }
    }

    private func fontFile(of font: UnsafeMutablePointer<PangoFont>) -> URL? {
        guard let fcFont = wr_fc_font(font), let pattern = pango_fc_font_get_pattern(fcFont) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)
        return URL(fileURLWithPath: String(cString: path))
    }
}
