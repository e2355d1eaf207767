/// Where a raster has ink: the smallest box of the pixels whose alpha is over
/// ``threshold``, or none.
///
/// A symbol's ink bounds are read from it (``SymbolLibrary``), and the rasters kept on disk
/// record theirs (``SVGRasterDiskCache``), so that a process finds a symbol's bounds in a
/// file's header without decompressing its pixels.
enum InkExtent: Equatable {
    /// No pixel is over the threshold.
    case empty
    /// The pixels over the threshold lie in columns `minX...maxX` and rows `minY...maxY`.
    case box(minX: Int, minY: Int, maxX: Int, maxY: Int)

    /// The alpha (0–255) a pixel must be over to count as ink: fainter pixels are the
    /// antialiasing fringe of an edge, not ink.
    static let threshold: UInt32 = 8

    /// The extent of `pixels`, `width × height` premultiplied ARGB32 words row by row (alpha in
    /// the top byte).
    init(pixels: [UInt32], width: Int, height: Int) {
        precondition(width >= 0 && height >= 0 && pixels.count >= width * height, "the raster is smaller than its size")
        func inked(_ i: Int) -> Bool { pixels[i] >> 24 > InkExtent.threshold }
        func rowHasInk(_ y: Int) -> Bool { (0..<width).contains { inked(y * width + $0) } }
        guard let minY = (0..<height).first(where: rowHasInk), let maxY = (0..<height).last(where: rowHasInk) else {
            self = .empty
            return
        }
        var minX = width
        var maxX = -1
        for y in minY...maxY {
            let row = y * width
            // Only what could widen the box is looked at: from each end up to the box so far.
            if let first = (0..<min(minX, width)).first(where: { inked(row + $0) }) { minX = first }
            if let last = ((maxX + 1)..<width).last(where: { inked(row + $0) }) { maxX = last }
        }
        self = .box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
