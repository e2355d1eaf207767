import Foundation

extension ImagePrimitive {
    /// The drawings of a bitmap resized with cap insets: the corners unscaled, the edges
    /// stretched along one axis, the centre along both (nine pieces, empty ones left out).
    /// Insets larger than the frame shrink in proportion, as UIKit's do.
    static func capInsetPieces(width w: Int, height h: Int, rgba: [UInt8], natural: CGSize, insets: EdgeInsets, frame: CGRect, interpolation: ImageDrawing.Interpolation, template: ResolvedStyle?) -> [ImageDrawing] {
        guard w > 0, h > 0, natural.width > 0, natural.height > 0, rgba.count == w * h * 4 else { return [] }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        var (l, r, t, b) = (clean(insets.leading), clean(insets.trailing), clean(insets.top), clean(insets.bottom))
        // Insets beyond the image are cut to it; beyond the frame, shrunk to fit it.
        let kx = min(1, natural.width / max(l + r, 1e-9), frame.width / max(l + r, 1e-9))
        let ky = min(1, natural.height / max(t + b, 1e-9), frame.height / max(t + b, 1e-9))
        (l, r, t, b) = (l * kx, r * kx, t * ky, b * ky)
        let sx = CGFloat(w) / natural.width
        let sy = CGFloat(h) / natural.height
        let srcX = [0, Int((l * sx).rounded()), w - Int((r * sx).rounded()), w]
        let srcY = [0, Int((t * sy).rounded()), h - Int((b * sy).rounded()), h]
        let dstX = [frame.minX, frame.minX + l, frame.maxX - r, frame.maxX]
        let dstY = [frame.minY, frame.minY + t, frame.maxY - b, frame.maxY]
        var out: [ImageDrawing] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let x0 = srcX[column]
                let x1 = srcX[column + 1]
                let y0 = srcY[row]
                let y1 = srcY[row + 1]
                let dst = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column], height: dstY[row + 1] - dstY[row])
                guard x1 > x0, y1 > y0, dst.width > 0, dst.height > 0 else { continue }
                var piece = [UInt8]()
                piece.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
                for y in y0..<y1 { piece += rgba[(y * w + x0) * 4..<(y * w + x1) * 4] }
                out.append(ImageDrawing(source: .pixels(width: x1 - x0, height: y1 - y0, rgba: piece), frame: dst, interpolation: interpolation, templateStyle: template))
            }
        }
        return out
    }
}
