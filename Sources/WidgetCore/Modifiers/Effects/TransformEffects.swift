import Foundation

extension View {
    /// Turns the view's drawing by `angle` about `anchor` (a unit point of its frame), as
    /// SwiftUI's `rotationEffect(_:anchor:)`. Layout is unchanged. A non-finite angle draws
    /// unrotated, reported.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        checkedEffect("rotationEffect") { scope in
            let radians = EffectCheck.amount(angle.radians, "rotationEffect", fallback: 0, scope)
            return { frame in radians == 0 ? nil : .transform(.rotation(radians, about: anchor.point(in: frame))) }
        }
    }

    /// Scales the view's drawing about `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`. Layout
    /// is unchanged. A scale of 0 draws nothing (as in SwiftUI); NaN and ∞ are reported and
    /// drawn as 1; a factor beyond ±1,000 is clamped there.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        checkedEffect("scaleEffect") { scope in
            let sx = EffectTransformCheck.factor(scale.width, scope)
            let sy = EffectTransformCheck.factor(scale.height, scope)
            return { frame in sx == 1 && sy == 1 ? nil : .transform(.scale(sx, sy, about: anchor.point(in: frame))) }
        }
    }

    /// Scales the view's drawing uniformly.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the view in 3D about `axis`, as SwiftUI's `rotation3DEffect`. A still 2D image
    /// draws the orthographic projection of the turn (what the rotation does to the x and y of
    /// every point, without the perspective foreshortening that `perspective` adds), and
    /// reports that perspective is not drawn when `perspective` is not 0.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let (ax, ay, az) = axis
        return checkedEffect("rotation3DEffect") { scope in
            let radians = EffectCheck.amount(angle.radians, "rotation3DEffect", fallback: 0, scope)
            let length = (ax * ax + ay * ay + az * az).squareRoot()
            guard length.isFinite, length > 0 else {
                scope.report(Diagnostic(.invalidValue, "rotation3DEffect axis (\(ax), \(ay), \(az)) has no direction; drawn unrotated."))
                return { _ in nil }
            }
            if perspective != 0 && radians != 0 {
                scope.report(Diagnostic(.unsupported, "rotation3DEffect is drawn as its orthographic projection; perspective \(LayoutDump.format(perspective)) is not drawn."))
            }
            let (x, y, z) = (ax / length, ay / length, az / length)
            let c = cos(radians)
            let s = sin(radians)
            let t = 1 - c
            // The upper-left 2 × 2 of the rotation matrix about (x, y, z) (Rodrigues' formula).
            let m00 = t * x * x + c
            let m01 = t * x * y - s * z
            let m10 = t * x * y + s * z
            let m11 = t * y * y + c
            return { frame in
                radians == 0 ? nil : .transform(.linear(a: m00, b: m10, c: m01, d: m11, about: anchor.point(in: frame)))
            }
        }
    }
}

enum EffectTransformCheck {
    /// The largest scale factor drawn.
    static let maximumFactor: CGFloat = 1_000

    static func factor(_ v: CGFloat, _ scope: ResolveScope) -> CGFloat {
        if !v.isFinite {
            scope.report(Diagnostic(.invalidValue, "scaleEffect(\(v)) is not finite; 1 used. Pass a finite scale."))
            return 1
        }
        if abs(v) > maximumFactor {
            scope.report(Diagnostic(.invalidValue, "scaleEffect(\(LayoutDump.format(v))) is beyond ±\(LayoutDump.format(maximumFactor)); clamped."))
            return v > 0 ? maximumFactor : -maximumFactor
        }
        if v == 0 {
            scope.report(Diagnostic(.invalidValue, "scaleEffect(0) flattens the view to nothing; it is not drawn (its layout is kept)."))
        }
        return v
    }
}
