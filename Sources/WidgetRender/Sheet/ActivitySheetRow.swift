import Foundation
import WidgetCore

/// A row of a Live Activity's contact sheet: which presentation, on which screen, and the
/// looks of its cells (one per column).
///
/// The presentation rows show light and dark. The Always-On row shows one cell: the display
/// draws the Lock Screen presentation "as if in Dark Mode" whatever the appearance, so a dark
/// cell would repeat it; so does the watch's Smart Stack row, as the watch is always dark. The
/// StandBy row's columns are day and night (StandBy's screen is dark in either appearance;
/// night turns it red), drawn at half the sheet's scale: StandBy shows the view at 2× on the
/// whole landscape screen, which at full scale would make the sheet three times as wide.
/// The CarPlay row shows the Dashboard card at its first size (240 × 78 pt), light and dark.
struct ActivitySheetRow {
    /// What a row shows.
    enum Kind {
        /// A presentation on the Lock Screen or in the Dynamic Island, light and dark.
        case presentation(ActivityPreviewViewKind)
        /// The Lock Screen presentation on the Always-On display.
        case alwaysOn
        /// The Lock Screen presentation in StandBy, day and night.
        case standBy
        /// The watch's Smart Stack card (on a watch's sheet, or the iPhone's paired watch:
        /// ``pairedWatch``).
        case smartStack
        /// CarPlay's Dashboard card (240 × 78 pt), light and dark.
        case carPlay
    }

    let kind: Kind

    /// The paired watch an iPhone's sheet shows the Smart Stack card on: 45 mm (chosen: the
    /// middle of the current sizes).
    static let pairedWatch = DeviceProfile.watch45mm

    /// The rows of a sheet on `device`, top to bottom: the presentations it has, then
    /// Always-On, StandBy, CarPlay and the paired watch's Smart Stack on an iPhone; the Smart
    /// Stack card alone on a watch.
    static func rows(on device: DeviceProfile, presentations: [ActivityPreviewViewKind]) -> [ActivitySheetRow] {
        switch device.system {
        case .watchOS10: return [ActivitySheetRow(kind: .smartStack)]
        case .iPadOS17, .macOS26, .macOS27, .visionOS26, .visionOS27: return presentations.map { ActivitySheetRow(kind: .presentation($0)) }
        case .iOS17, .iOS26, .iOS27:
            return presentations.map { ActivitySheetRow(kind: .presentation($0)) }
                + [ActivitySheetRow(kind: .alwaysOn), ActivitySheetRow(kind: .standBy), ActivitySheetRow(kind: .carPlay), ActivitySheetRow(kind: .smartStack)]
        }
    }

    /// The presentation the row's cells show.
    var presentation: ActivityPreviewViewKind {
        if case .presentation(let kind) = kind { return kind }
        return .content
    }

    /// How much smaller than the sheet this row's cells are drawn.
    var scaleFactor: CGFloat {
        if case .standBy = kind { return 0.5 }
        return 1
    }

    /// What the row label adds after the surface's name and size.
    var titleSuffix: String {
        switch kind {
        case .presentation: ""
        case .alwaysOn: " · either appearance, on iPhones with an Always-On display"
        case .standBy: " · day | night, at half size"
        case .smartStack: " · always dark"
        case .carPlay: " · Dashboard"
        }
    }

    /// The note drawn in the row's empty cell, if it has one.
    var emptyCellNote: String? {
        switch kind {
        case .alwaysOn: "The Always-On display draws the Lock Screen presentation dark in both appearances: the cell on the left is the only one."
        case .smartStack: "Apple Watch is always dark: the cell on the left is the only one."
        case .presentation, .standBy, .carPlay: nil
        }
    }

    /// The contexts of the row's cells, left to right, made from the sheet's `context`.
    func jobs(from context: WidgetContext, scale: CGFloat) -> [WidgetContext] {
        var base = context
        base.scale = scale * scaleFactor
        base.activityPresentation = presentation
        switch kind {
        case .presentation, .carPlay:
            if case .carPlay = kind { base.activityScreen = .carPlay }
            return ActivityContactSheet.colorSchemes.map { scheme in
                var job = base
                job.colorScheme = scheme
                return job
            }
        case .alwaysOn, .smartStack:
            var job = base
            job.activityScreen = kind.isAlwaysOn ? .alwaysOn : .lockScreen
            job.colorScheme = .dark
            if !kind.isAlwaysOn, context.device.system != .watchOS10 { job.device = ActivitySheetRow.pairedWatch }
            return [job]
        case .standBy:
            return [false, true].map { night in
                var job = base
                job.activityScreen = .standBy
                job.colorScheme = .dark
                job.standByNight = night
                return job
            }
        }
    }
}

extension ActivitySheetRow.Kind {
    /// Whether this is the Always-On row.
    var isAlwaysOn: Bool {
        if case .alwaysOn = self { return true }
        return false
    }
}
