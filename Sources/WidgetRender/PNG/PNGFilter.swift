internal import CWidgetRender

/// The PNG row filter the encoder applies (one filter for every row, or libpng's adaptive
/// choice among all five).
package enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, adaptive

    /// The libpng `PNG_FILTER_*` mask.
    var libpngMask: Int32 {
        switch self {
        case .none: return Int32(PNG_FILTER_NONE)
        case .sub: return Int32(PNG_FILTER_SUB)
        case .up: return Int32(PNG_FILTER_UP)
        case .average: return Int32(PNG_FILTER_AVG)
        case .paeth: return Int32(PNG_FILTER_PAETH)
        case .adaptive: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
        }
    }
}
