import Foundation

/// One cell of a contact sheet to render: the widget in one family and one column's mode.
///
/// A plan's jobs are independent: render them in any order, on any threads, then hand the
/// images, in the order of ``ContactSheetPlan/jobs``, to
/// ``WidgetRenderer/contactSheet(_:images:)``.
///
/// ```swift
/// let images = try plan.jobs.map { try renderer.render(StepsWidget(), entry: .sample, in: $0.context) }
/// ```
public struct ContactSheetJob: Sendable {
    /// The index of the job in ``ContactSheetPlan/jobs``.
    public let index: Int
    /// The index of the job's cell in the sheet's grid (row × columns + column): its frames
    /// in ``ContactSheetGeometry``. The same as ``index`` on a standard sheet, where every
    /// cell has a job.
    public let cell: Int
    /// The row (family) index.
    public let row: Int
    /// The column (mode and scheme).
    public let column: ContactSheetColumn
    /// The context to render the widget in: the family, device, mode, scheme, scale and the
    /// wallpaper behind the cell.
    public let context: WidgetContext

    /// The family of the cell.
    public var family: WidgetFamily { context.family }
}
