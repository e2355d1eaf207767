internal import CWidgetRender
import Foundation

/// An owned Pango attribute list: the per-run fonts, spacing, decorations and colours.
final class TextAttributes {
    private let list: OpaquePointer

    /// Creates an empty list.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot allocate the list.
    init() throws {
        guard let list = pango_attr_list_new() else {
            throw WidgetRenderError("cannot create a Pango attribute list; free some memory and try again")
        }
        self.list = list
    }

    deinit {
        pango_attr_list_unref(list)
    }

    /// Adds `attribute` over the UTF-8 byte range `range`; the list takes ownership of it.
    ///
    /// A `nil` attribute (Pango could not allocate it) is skipped.
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, over range: Range<Int>) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(clamping: range.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// Lends the `PangoAttrList` to `body`; the pointer must not escape it.
    func withUnsafeList<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(list)
    }
}
