internal import CWidgetRender
import Foundation

extension CairoCanvas {
    /// A finished group, kept as a pattern to composite later.
    final class GroupPattern {
        let pattern: OpaquePointer
        init(_ pattern: OpaquePointer) { self.pattern = pattern }
        deinit { cairo_pattern_destroy(pattern) }
    }

    /// Ends the innermost group and keeps it as a pattern instead of compositing it.
    func endGroupAsPattern() -> GroupPattern? {
        withUnsafeContext { cr in cairo_pop_group(cr).map(GroupPattern.init) }
    }

    /// Ends the innermost group (the masked content) and composites it through `mask`'s alpha.
    func endGroup(maskedBy mask: GroupPattern?) {
        withUnsafeContext { cr in
            cairo_pop_group_to_source(cr)
            if let mask { cairo_mask(cr, mask.pattern) }
        }
    }
}
