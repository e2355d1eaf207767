import Foundation
import WidgetCore

/// One finding a designer wants from a surface's look, measured on the composited pixels with
/// the display list saying which regions were meant to differ.
///
/// A surface lists its checks (``Surface/checks``); they run in that order on one
/// ``SurfaceCheckInput``, and a check may mark display items as reported so that a later one
/// does not report them again (a text whose colours merged is not also low in contrast).
protocol SurfaceCheck: Sendable {
    /// The findings of this check; items it reports go into `input.reportedItems`.
    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic]
}

/// What a surface's checks look at: the context, the display list, the composited bitmap and
/// what the raster passes found.
struct SurfaceCheckInput {
    let context: WidgetContext
    let list: DisplayList
    let bitmap: Bitmap
    let passFindings: PassFindings
    /// The surface's mode as a message names it: `accented`, `vibrant`.
    let modeName: String
    /// The indices of display items a check has already reported.
    var reportedItems = Set<Int>()
}
