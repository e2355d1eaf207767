import Foundation
import WidgetCore

/// A row of a Live Activity's contact sheet: which presentation, on which screen, and the
/// looks of its cells (one per column).
///
/// The presentation rows show light and dark. The Always-On row shows one cell: the display
/// draws the Lock Screen presentation "as if in Dark Mode" whatever the appearance, so a dark
/// cell would repeat it. The StandBy row's columns are day and night (StandBy's screen is
/// dark in either appearance; night turns it red), drawn at half the sheet's scale: StandBy
/// shows the view at 2× on the whole landscape screen, which at full scale would make the
/// sheet three times as wide.
struct ActivitySheetRow {
    /// The presentation the row's cells show.
    let presentation: ActivityPreviewViewKind
    /// Where the presentation is shown.
    var screen: ActivityScreen = .lockScreen

    /// A row of `presentation` on the Lock Screen or in the Dynamic Island, light and dark.
    init(presentation: ActivityPreviewViewKind) {
        self.presentation = presentation
    }

    private init(screen: ActivityScreen) {
        presentation = .content
        self.screen = screen
    }

    /// The Always-On display.
    static let alwaysOn = ActivitySheetRow(screen: .alwaysOn)
    /// StandBy, day and night.
    static let standBy = ActivitySheetRow(screen: .standBy)

    /// How much smaller than the sheet this row's cells are drawn.
    var scaleFactor: CGFloat { screen == .standBy ? 0.5 : 1 }

    /// What the row label adds after the surface's name and size.
    var titleSuffix: String {
        switch screen {
        case .lockScreen: ""
        case .alwaysOn: " · either appearance"
        case .standBy: " · day | night, at half size"
        }
    }

    /// The note drawn in the row's empty cell, if it has one.
    var emptyCellNote: String? {
        screen == .alwaysOn ? "The Always-On display draws the Lock Screen presentation dark in both appearances: the cell on the left is the only one." : nil
    }

    /// The contexts of the row's cells, left to right, made from the sheet's `context`.
    func jobs(from context: WidgetContext, scale: CGFloat) -> [WidgetContext] {
        var base = context
        base.scale = scale * scaleFactor
        base.activityPresentation = presentation
        base.activityScreen = screen
        switch screen {
        case .lockScreen:
            return ActivityContactSheet.colorSchemes.map { scheme in
                var job = base
                job.colorScheme = scheme
                return job
            }
        case .alwaysOn:
            var job = base
            job.colorScheme = .dark
            return [job]
        case .standBy:
            return [false, true].map { night in
                var job = base
                job.colorScheme = .dark
                job.standByNight = night
                return job
            }
        }
    }
}
