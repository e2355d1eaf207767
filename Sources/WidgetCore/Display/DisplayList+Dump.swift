import Foundation

extension DisplayList {
    /// A stable text dump, one line per item: the operation, its frame in points (a path's
    /// bounds), its style and its accent group, indented inside clips, groups and masks.
    ///
    /// ```
    /// fill (0, 0, 100, 50) color(#FF3B30) default
    /// clip (10, 10, 80, 30)
    ///   text (10, 10, 80, 30) color(#000000) accent
    /// endClip
    /// ```
    package func dump() -> String {
        var lines: [String] = []
        var depth = 0
        for item in items {
            let op = item.operation
            if op.closesScope { depth = max(depth - 1, 0) }
            lines.append(String(repeating: "  ", count: depth) + op.dumpLine + accentSuffix(item))
            if op.opensScope { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }

    private func accentSuffix(_ item: DisplayItem) -> String {
        switch item.operation {
        case .fill, .stroke, .text, .image:
            var s = item.accentGroup == .accent ? " accent" : " default"
            if let mode = item.accentedRenderingMode { s += " \(mode)" }
            return s
        default:
            return ""
        }
    }
}

extension DisplayItem.Operation {
    /// Whether the operation starts a scope that a later one ends.
    package var opensScope: Bool {
        switch self {
        case .beginClip, .beginGroup, .beginMask, .beginMaskedContent, .beginEffect, .beginLuminanceToAlpha: return true
        default: return false
        }
    }

    /// Whether the operation ends the innermost scope.
    package var closesScope: Bool {
        switch self {
        case .endClip, .endGroup, .beginMaskedContent, .endMask, .endEffect, .endLuminanceToAlpha: return true
        default: return false
        }
    }

    /// The operation's line in ``DisplayList/dump()``.
    package var dumpLine: String {
        switch self {
        case .fill(let path, let style, let bounds, let rule):
            return "fill \(Self.rect(path.controlPointBounds)) \(style.dumpDescription(in: bounds))" + (rule == .evenOdd ? " evenOdd" : "")
        case .stroke(let path, let style, let bounds, let stroke):
            return "stroke \(Self.rect(path.controlPointBounds)) width \(LayoutDump.format(stroke.lineWidth)) \(style.dumpDescription(in: bounds))"
        case .text(let t):
            let bent =
                t.bend.map { " bent about (\(LayoutDump.format($0.center.x)), \(LayoutDump.format($0.center.y))) r \(LayoutDump.format($0.radius)) at \(LayoutDump.format(($0.angle * 180 / .pi * 10).rounded() / 10))°\($0.clockwise ? "" : " anticlockwise")" }
                ?? ""
            return "text \(Self.rect(t.frame)) \"\(Text.excerpt(t.text.string))\" \(t.style.dumpDescription(in: t.frame))" + bent
        case .image(let image):
            let source: String
            switch image.source {
            case .pixels(let w, let h, _): source = "pixels \(w)×\(h)"
            case .svg(let data): source = "svg \(data.count) bytes"
            case .pdf(let data): source = "pdf \(data.count) bytes"
            }
            let template = image.templateStyle.map { " template \($0.dumpDescription(in: image.frame))" } ?? ""
            return "image \(Self.rect(image.frame)) \(source) \(image.interpolation)" + template
        case .beginClip(let path): return "clip \(Self.rect(path.controlPointBounds))"
        case .endClip: return "endClip"
        case .beginGroup(let opacity): return "group opacity \(LayoutDump.format(opacity))"
        case .endGroup: return "endGroup"
        case .beginMask: return "mask"
        case .beginMaskedContent: return "maskedContent"
        case .endMask: return "endMask"
        case .beginEffect(let effect): return "effect \(effect.dumpDescription)"
        case .endEffect: return "endEffect"
        case .beginLuminanceToAlpha: return "luminanceToAlpha"
        case .endLuminanceToAlpha: return "endLuminanceToAlpha"
        }
    }

    static func rect(_ r: CGRect) -> String { r.isNull ? "(empty)" : LayoutDump.rect(r) }
}

extension ResolvedStyle {
    /// The style for dumps; gradients give their geometry in points of `bounds`.
    func dumpDescription(in bounds: CGRect) -> String {
        func point(_ u: UnitPoint) -> String {
            "(\(LayoutDump.format(bounds.minX + u.x * bounds.width)), \(LayoutDump.format(bounds.minY + u.y * bounds.height)))"
        }
        func stops(_ s: [GradientStop]) -> String {
            s.map { "\($0.color)@\(LayoutDump.format($0.location))" }.joined(separator: " ")
        }
        switch self {
        case .color(let c):
            return "color(\(c))"
        case .linearGradient(let s, let start, let end):
            return "linearGradient(\(point(start)) → \(point(end)); \(stops(s)))"
        case .radialGradient(let s, let center, let r0, let r1):
            return "radialGradient(centre \(point(center)), radius \(LayoutDump.format(r0)) → \(LayoutDump.format(r1)); \(stops(s)))"
        case .pattern(let p):
            return p.dumpDescription(in: bounds)
        }
    }
}
