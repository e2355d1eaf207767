import Foundation

/// The watch-face figures of the HIG's Complications tables, by case-size column, and the
/// figures chosen where Apple publishes none.
///
/// The HIG (Complications, change log Oct 24 2023) tables have four columns: 40, 41, 44 and
/// "45 & 49" mm. A case the tables do not list (42 and 46 mm, Series 10–12; Ultra 3) takes
/// the column whose screen width is nearest to its own (**A**): 42 mm (187 pt) the 44 mm
/// column (184 pt), 46 mm and Ultra 3 the 45 mm column.
package enum WatchGeometry {
    /// A column of the HIG's complication tables.
    package enum Column: Int, Sendable, CaseIterable {
        /// 40 mm.
        case mm40 = 0
        /// 41 mm.
        case mm41
        /// 44 mm.
        case mm44
        /// 45 and 49 mm.
        case mm45

        /// The screen width of the column's case in points (FrameUp, **M**).
        var screenWidth: CGFloat { [162, 176, 184, 198][rawValue] }

        /// The column of a watch whose screen is `width` points wide: the nearest one.
        package static func nearest(toScreenWidth width: CGFloat) -> Column {
            allCases.min { abs($0.screenWidth - width) < abs($1.screenWidth - width) } ?? .mm45
        }

        /// The corner's default text size: rounded, semibold, 10 / 10.5 / 11 / 12 pt (**D**).
        package var cornerTextSize: CGFloat { [10, 10.5, 11, 12][rawValue] }
        /// The corner's "gauge and text" image: 20 / 21 / 22 / 24 pt (**D**), the side of the
        /// main view once a label takes its room.
        package var cornerLabeledSide: CGFloat { [20, 21, 22, 24][rawValue] }
        /// The circular complication's default text size: rounded, medium, 12 / 12.5 / 13 /
        /// 14.5 pt (**D**).
        package var circularTextSize: CGFloat { [12, 12.5, 13, 14.5][rawValue] }
    }

    /// The height of the `accessoryInline` line on a watch face (**A**: Apple publishes only
    /// the legacy templates' image sizes, and the frame the watch reports, an 11–13.5 pt
    /// square, is not a usable one). One line of the default 17 pt text with its leading.
    package static let inlineHeight: CGFloat = 21

    /// The side of the corner region a still image of `accessoryCorner` shows, in corner sides
    /// (**A**): room for the main view in the slot's corner of the face and, inside it, a
    /// curved label of about ten characters, or curved content and the label inside that.
    package static let cornerRegionFactor: CGFloat = 2.5

    /// A curved label's line height before layout, in label sizes (**A**: a little more than
    /// the bundled rounded font's line), to size the label's frame and band.
    package static let labelLineHeightFactor: CGFloat = 1.3

    /// The gap between the corner's main view and its curved label, in points (**A**).
    package static let cornerLabelGap: CGFloat = 1
}
