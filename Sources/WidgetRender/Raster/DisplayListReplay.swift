import Foundation
import WidgetCore

/// Replays display items on a Cairo canvas, back to front.
///
/// The list must be well formed (``DisplayList/invariantViolations()`` empty: the rasteriser
/// checks it first), so every end matches its begin. Drawing items that lie wholly outside the
/// canvas are skipped.
struct DisplayListReplay {
    private enum Scope {
        case clip
        case group(opacity: Double)
        case mask
        case maskedContent(CairoCanvas.GroupPattern?)
        case luminanceToAlpha
    }

    let canvas: CairoCanvas
    private let textEngine: TextEngine
    private let visibleRect: CGRect
    private var scopes: [Scope] = []
    /// The open effect scopes, innermost last (see `DisplayListReplay+Effects.swift`).
    var effects: [RenderEffect] = []
    /// How many transform effects are open: culling by untransformed bounds is off inside them.
    var transformDepth = 0
    /// Whether each open redaction scope redacts (`true`) or unredacts text.
    var redaction: [Bool] = []

    /// Creates a replay on `canvas`, whose visible area is `visibleRect` in points, drawing
    /// text with `textEngine`.
    init(canvas: CairoCanvas, visibleRect: CGRect, textEngine: TextEngine) {
        self.canvas = canvas
        self.visibleRect = visibleRect
        self.textEngine = textEngine
    }

    /// Draws one operation.
    ///
    /// - Throws: ``WidgetRenderError`` when a gradient, image or text layout cannot be created.
    mutating func draw(_ operation: DisplayItem.Operation) throws {
        if transformDepth == 0, let bounds = operation.drawnBounds, !DisplayListReplay.overlap(bounds, visibleRect) { return }
        switch operation {
        case .fill(let path, let style, let bounds, let rule):
            guard canvas.setPath(path) else { return }
            try canvas.setSource(style, over: bounds)
            canvas.fill(rule: rule)
        case .stroke(let path, let style, let bounds, let stroke):
            guard canvas.setPath(path) else { return }
            try canvas.setSource(style, over: bounds)
            canvas.stroke(stroke)
        case .text(let drawing):
            if isRedactingText {
                try textEngine.drawPlaceholder(drawing, in: canvas)
            } else if let bend = drawing.bend {
                try textEngine.drawBent(drawing, along: bend, in: canvas)
            } else {
                try textEngine.draw(drawing, in: canvas)
            }
        case .image(let image):
            try canvas.draw(image)
        case .beginClip(let path):
            canvas.save()
            scopes.append(.clip)
            // A path that cannot be drawn clips everything away, as an empty shape would.
            _ = canvas.setPath(path)
            canvas.clip()
        case .endClip:
            scopes.removeLast()
            canvas.restore()
        case .beginGroup(let opacity):
            canvas.beginGroup()
            scopes.append(.group(opacity: opacity))
        case .endGroup:
            if case .group(let opacity) = scopes.removeLast() { canvas.endGroup(opacity: opacity) }
        case .beginMask:
            canvas.beginGroup()
            scopes.append(.mask)
        case .beginMaskedContent:
            scopes.removeLast()
            let mask = canvas.endGroupAsPattern()
            canvas.beginGroup()
            scopes.append(.maskedContent(mask))
        case .endMask:
            if case .maskedContent(let mask) = scopes.removeLast() { canvas.endGroup(maskedBy: mask) }
        case .beginEffect(let effect):
            beginEffect(effect)
        case .endEffect:
            endEffect()
        case .beginLuminanceToAlpha:
            canvas.beginGroup()
            scopes.append(.luminanceToAlpha)
        case .endLuminanceToAlpha:
            scopes.removeLast()
            canvas.paint(canvas.endGroup(withPixels: CairoCanvas.luminanceToAlpha))
        }
    }
}

extension DisplayListReplay {
    /// Whether `a` and `b` share any area, by plain comparisons (false for null or NaN
    /// rectangles; no arithmetic that could overflow on huge ones).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        guard !a.isNull, !b.isNull else { return false }
        let ax0 = a.origin.x
        let ax1 = a.origin.x + a.size.width
        let ay0 = a.origin.y
        let ay1 = a.origin.y + a.size.height
        return min(ax0, ax1) < b.maxX && max(ax0, ax1) > b.minX && min(ay0, ay1) < b.maxY && max(ay0, ay1) > b.minY
    }
}

extension DisplayItem.Operation {
    /// The operation's case name, for error messages.
    var name: String {
        String(dumpLine.prefix { $0 != " " })
    }

    /// The area a drawing operation can touch, in points (`nil` for scope operations, and for
    /// a stroke too wide to bound: it may touch anything).
    var drawnBounds: CGRect? {
        switch self {
        case .fill(let path, _, _, _):
            return path.controlPointBounds
        case .stroke(let path, _, _, let stroke):
            // A stroke reaches at most half its width times the miter limit past the path; a
            // width or limit too large to compute with reaches everywhere.
            let reach = stroke.lineWidth / 2 * max(stroke.miterLimit.isFinite ? stroke.miterLimit : 10, 1)
            let bounds = path.controlPointBounds
            guard !bounds.isNull else { return bounds }
            guard reach.isFinite, reach < 1e12 else { return nil }
            return bounds.insetBy(dx: -max(reach, 0), dy: -max(reach, 0))
        case .text(let t):
            // Bent text is drawn on its circle, not in its frame: it may touch anything.
            return t.bend == nil ? t.frame : nil
        case .image(let image):
            return image.frame
        default:
            return nil
        }
    }
}
