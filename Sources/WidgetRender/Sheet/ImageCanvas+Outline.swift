import Foundation

extension ImageCanvas {
    /// The length of a dash (and of the gap after it) of an outline, in pixels.
    static let dash = 4

    /// Draws a dashed one-pixel outline just outside `rect`, in white or black at `opacity`
    /// (premultiplied): a widget's bounds on a sheet where nothing else shows them.
    mutating func outline(_ rect: CGRect, white: Bool, opacity: Double) {
        let level = UInt8((opacity * 255).rounded())
        let value = white ? level : 0
        let x0 = Int(rect.minX) - 1
        let y0 = Int(rect.minY) - 1
        let x1 = Int(rect.maxX)
        let y1 = Int(rect.maxY)
        func dash(horizontal: Bool) -> Bitmap? {
            let pixel: [UInt8] = [value, value, value, level]
            let bytes = Array([[UInt8]](repeating: pixel, count: Self.dash).joined())
            return try? Bitmap(validatingWidth: horizontal ? Self.dash : 1, height: horizontal ? 1 : Self.dash, premultipliedRGBA: bytes)
        }
        guard let across = dash(horizontal: true), let down = dash(horizontal: false) else { return }
        for x in stride(from: x0, to: x1 + 1, by: 2 * Self.dash) {
            draw(across, atX: x, y: y0)
            draw(across, atX: x, y: y1)
        }
        for y in stride(from: y0, to: y1 + 1, by: 2 * Self.dash) {
            draw(down, atX: x0, y: y)
            draw(down, atX: x1, y: y)
        }
    }
}
