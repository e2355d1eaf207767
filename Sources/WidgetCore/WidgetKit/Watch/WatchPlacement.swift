import Foundation

/// Where an Apple Watch shows an `accessoryRectangular` widget: in the Smart Stack or in a
/// watch face's rectangular slot.
///
/// Every watchOS widget family is pre-rendered at two frames, one for the Smart Stack and one
/// for the watch face, and nothing at render time says which (measured by FrameUp on the
/// watchOS 27 simulators). The two frames differ for `accessoryRectangular` only (a 40 mm
/// watch: a 152 × 69.5 pt Smart Stack card, a 162 × 69 pt face slot); `accessoryCircular`,
/// `accessoryCorner` and `accessoryInline` exist on faces only and ignore the placement, but
/// for ``bezel``, which shows a circular complication in the Infograph face's top slot.
///
/// ```swift
/// var context = WidgetContext(family: .accessoryRectangular, device: .watch40mm)
/// try context.size()                 // 152 × 69.5, the Smart Stack card
/// context.watchPlacement = .face
/// try context.size()                 // 162 × 69, the face slot
/// ```
public enum WatchPlacement: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The Smart Stack: the rectangular card on its black plate, the container background
    /// shown in full colour (the default, and the only placement of a Live Activity).
    case smartStack
    /// A watch face: the complication sits on the face without a container background.
    case face
    /// The Infograph face's top circular slot: an `accessoryCircular` there shows its
    /// `widgetLabel` along the bezel (`WatchBezelGeometry`), the only place a watch shows a
    /// circular complication's label. Other families take it as ``face``.
    case bezel

    /// The case name, e.g. `smartStack`.
    public var description: String { rawValue }

    /// Parses a placement name (`smartStack`, `face`), reporting the choices on failure.
    public init(parsing name: String) throws(WidgetCoreError) {
        guard let value = WatchPlacement(rawValue: name) else {
            throw WidgetCoreError("unknown watch placement \"\(name)\"; expected one of: " + WatchPlacement.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = value
    }
}
