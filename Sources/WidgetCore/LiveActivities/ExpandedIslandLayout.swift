import Foundation

/// Apple's region rule for the expanded Dynamic Island, on measured regions: it gives each
/// region's frame and the island's content height.
///
/// The rule (**D**, `DynamicIslandExpandedRegion`): the system first sizes the center region
/// from what the leading and trailing regions' minimal widths leave, then places leading and
/// trailing by their vertical placement; by default they get equal space; the region with the
/// highest priority gets the full width. Read here (**A**): a side region's minimal width is
/// its ideal width; the sides get the wider of the two, side by side with the center between
/// them, below the camera; a center with the highest priority spans the content width below
/// the sides, a side with the highest priority keeps its ideal width and the other regions
/// share the rest; a side wider than the space beside the camera moves below it with
/// `belowIfTooWide`; the bottom region spans the width below the others.
package struct ExpandedIslandLayout {
    /// One region's measurements.
    package struct Region {
        package var position: DynamicIslandExpandedRegionPosition
        package var priority: Double = 0
        /// The region's ideal width.
        package var idealWidth: CGFloat
        /// Its height for a width.
        package var height: (CGFloat) -> CGFloat
        /// Its margins from the island's edges (its own over the island's).
        package var margins: EdgeInsets
        /// Whether it moves below the camera when too wide to sit beside it.
        package var belowIfTooWide = false

        package init(_ position: DynamicIslandExpandedRegionPosition, idealWidth: CGFloat, margins: EdgeInsets, priority: Double = 0, belowIfTooWide: Bool = false, height: @escaping (CGFloat) -> CGFloat) {
            self.position = position
            self.idealWidth = idealWidth
            self.margins = margins
            self.priority = priority
            self.belowIfTooWide = belowIfTooWide
            self.height = height
        }
    }

    /// The island's width.
    package var width: CGFloat
    /// The island's own margins (for an island without regions).
    package var margins: EdgeInsets
    package var spacing: CGFloat = LiveActivityLook.regionSpacing
    package var cameraHeight: CGFloat = LiveActivityMetrics.capsuleHeight
    package var sensorGap: CGFloat = LiveActivityMetrics.sensorGap

    /// The frames, by position; the content height (before the 84–160 pt clamp); and the side
    /// regions that pass under the camera.
    package struct Result {
        package var frames: [DynamicIslandExpandedRegionPosition: CGRect] = [:]
        package var contentHeight: CGFloat = 0
        package var underCamera: [DynamicIslandExpandedRegionPosition] = []
    }

    package init(width: CGFloat, margins: EdgeInsets) {
        self.width = width
        self.margins = margins
    }

    /// Lays out `regions` (the first of each position counts).
    package func layout(_ regions: [Region]) -> Result {
        var byPosition: [DynamicIslandExpandedRegionPosition: Region] = [:]
        for r in regions where byPosition[r.position] == nil { byPosition[r.position] = r }
        let lead = byPosition[.leading]
        let trail = byPosition[.trailing]
        let center = byPosition[.center]
        let bottom = byPosition[.bottom]
        let left = lead?.margins.leading ?? margins.leading
        let right = width - (trail?.margins.trailing ?? margins.trailing)
        let contentWidth = max(0, right - left)
        let widths = Self.topWidths(lead: lead, center: center, trail: trail, contentWidth: contentWidth, spacing: spacing)
        let cameraLeft = (width - sensorGap) / 2
        let cameraRight = (width + sensorGap) / 2

        var result = Result()
        func place(_ side: Region?, x: CGFloat, w: CGFloat) {
            guard let side else { return }
            let passesCamera = x < cameraRight && x + w > cameraLeft && w > 0
            let y = passesCamera && side.belowIfTooWide ? cameraHeight : side.margins.top
            if passesCamera && !side.belowIfTooWide { result.underCamera.append(side.position) }
            result.frames[side.position] = CGRect(x: x, y: y, width: w, height: side.height(w))
        }
        place(lead, x: left, w: widths.lead)
        place(trail, x: right - widths.trail, w: widths.trail)
        let sidesBottom = [lead, trail].compactMap { $0.flatMap { result.frames[$0.position]?.maxY } }.max()
        if let center {
            let centerWins = widths.center >= contentWidth && contentWidth > 0
            let x = centerWins ? left : left + widths.lead + (widths.lead > 0 ? spacing : 0)
            let y = centerWins ? max(cameraHeight, (sidesBottom ?? 0) + spacing) : cameraHeight
            result.frames[.center] = CGRect(x: x, y: y, width: widths.center, height: center.height(widths.center))
        }
        let topBottom = [lead, center, trail].compactMap { $0.flatMap { result.frames[$0.position]?.maxY } }.max()
        if let bottom {
            let x = bottom.margins.leading
            let w = max(0, width - bottom.margins.leading - bottom.margins.trailing)
            let y = topBottom.map { max($0 + spacing, cameraHeight) } ?? cameraHeight
            result.frames[.bottom] = CGRect(x: x, y: y, width: w, height: bottom.height(w))
        }
        let lastBottom = result.frames.values.map(\.maxY).max() ?? cameraHeight
        result.contentHeight = lastBottom + (bottom?.margins.bottom ?? margins.bottom)
        return result
    }
}
