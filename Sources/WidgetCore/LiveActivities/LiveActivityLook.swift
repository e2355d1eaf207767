import Foundation

/// The figures of a Live Activity's look that Apple does not publish, chosen here (**A**) and
/// named so that a render can say which it used (``Diagnostic/Kind/chosenFigure``).
package enum LiveActivityLook {
    /// The Lock Screen platter's corner radius: not found in Apple's documentation; chosen
    /// close to a notification's.
    package static let lockScreenCornerRadius: CGFloat = 22
    /// The Lock Screen's default background: "solid white in Light Mode, solid black in Dark
    /// Mode" (**D**, "Creating custom views for Live Activities"), chosen over the
    /// `activityBackgroundTint(nil)` page's "default background material", which conflicts.
    package static func lockScreenBackground(_ scheme: ColorScheme) -> RGBA {
        scheme == .dark ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 1, green: 1, blue: 1)
    }
    /// The Lock Screen's content margins: none; the system's are not published, and the HIG's
    /// 14 pt standard margin is the views' own padding.
    package static let lockScreenMargins = EdgeInsets()

    /// The expanded island's default content margins (not published).
    package static let expandedMargins = EdgeInsets(16)
    /// The compact halves' default content margins (not published).
    package static let compactMargins = EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
    /// The minimal view's default content margins (not published).
    package static let minimalMargins = EdgeInsets(6)
    /// The space between neighbouring expanded regions (not published).
    package static let regionSpacing: CGFloat = 8

    /// The key line's width (not published).
    package static let keylineWidth: CGFloat = 1
    /// The key line's colour without `keylineTint` (not published): white at 20 %.
    package static let defaultKeyline = RGBA(red: 1, green: 1, blue: 1, alpha: 0.2)
    /// The island's colour (**D**: black, opaque).
    package static let island = RGBA(red: 0, green: 0, blue: 0)

    /// The Always-On display's dimming: the presentation's colours at 50 % of their brightness
    /// (not published: Apple says only that the screen dims).
    package static let alwaysOnBrightness: Double = 0.5

    /// StandBy's scale of the Lock Screen presentation: 2× (**D**, HIG: "scaled by 2×";
    /// WWDC23 10194: "upsized 200%").
    package static let standByScale: CGFloat = 2
    /// StandBy's scale with the default background: "slightly larger" (**D**), by a factor not
    /// published; 2×, as with a custom background, is chosen.
    package static let standByDefaultBackgroundScale: CGFloat = 2
    /// StandBy's default background, extended to the whole screen: black (not published;
    /// StandBy is drawn on black).
    package static let standByBackground = RGBA(red: 0, green: 0, blue: 0)

    /// The watch Smart Stack card's background without `activityBackgroundTint`: the dark grey
    /// of the Smart Stack's platters (#202022, chosen: not published; the watch draws it on
    /// black).
    package static let smartStackBackground = RGBA(red: 32 / 255, green: 32 / 255, blue: 34 / 255)
    /// The Smart Stack card's content margins: 8 pt a side (chosen: not published; the
    /// watch's Smart Stack widgets leave about this much).
    package static let smartStackMargins = EdgeInsets(8)
    /// The space between the app's name and the compact views on the default card (chosen).
    package static let smartStackNameSpacing: CGFloat = 2

    /// The message of a ``Diagnostic/Kind/chosenFigure`` diagnostic listing `figures`.
    package static func chosen(_ figures: [String]) -> Diagnostic {
        Diagnostic(.chosenFigure, "Apple does not publish \(figures.joined(separator: ", ")); chosen values were used (DocC: Live Activities). Set them yourself where the API allows, e.g. contentMargins(_:_:for:) or activityBackgroundTint(_:).")
    }
}
