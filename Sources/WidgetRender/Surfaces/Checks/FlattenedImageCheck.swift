import Foundation
import WidgetCore

/// An opaque picture flattened to a silhouette (`Diagnostic/Kind/imageFlattened`): in the
/// accented look only alpha reaches a group's mask, so a photo without an accented rendering
/// mode becomes one solid shape.
struct FlattenedImageCheck: SurfaceCheck {
    /// The share of an image's pixels that must be opaque for it to count as flattened.
    static let opaqueShare = 0.9

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        input.list.items.compactMap { item -> Diagnostic? in
            guard case .image(let image) = item.operation, item.accentedRenderingMode == nil, image.symbolName == nil, image.templateStyle == nil,
                case .pixels(let w, let h, let rgba) = image.source, w * h > 0
            else { return nil }
            var opaque = 0
            for i in Swift.stride(from: 3, to: rgba.count, by: 4) where rgba[i] >= 250 { opaque += 1 }
            guard Double(opaque) >= Self.opaqueShare * Double(w * h) else { return nil }
            return Diagnostic(
                .imageFlattened,
                "opaque image flattened to a silhouette in accented mode (\(w)×\(h) pixels at \(Int(image.frame.minX)),\(Int(image.frame.minY)) \(Int(image.frame.width))×\(Int(image.frame.height)) pt); consider .widgetAccentedRenderingMode(.desaturated), or .fullColor for a small picture"
            )
        }
    }
}
