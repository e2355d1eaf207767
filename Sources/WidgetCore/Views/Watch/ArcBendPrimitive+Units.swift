import Foundation

extension ArcBendPrimitive {
    /// `list` bent by `bend`, drawn unit by drawn unit.
    ///
    /// Text is bent glyph cluster by glyph cluster (its drawing carries the bend). Everything
    /// else is moved onto the circle rigidly, one unit at a time, and turned to the circle's
    /// tangent at the unit's centre: an image; a symbol with all its layers (the images that
    /// share its frame); a scope without text (a clip, group, mask or effect with what it
    /// holds, e.g. a clipped image or a faded symbol), so that a clip travels with its image.
    /// A scope that holds text stays where it is and its items are bent one by one inside it;
    /// when that scope is a clip, mask or transform, which the bent text leaves, it is reported.
    static func bent(_ list: [DisplayItem], by bend: ArcBend) -> [DisplayItem] {
        var out: [DisplayItem] = []
        var i = 0
        while i < list.count {
            let item = list[i]
            if item.operation.scopeDepthChange > 0, let end = matchingEnd(in: list, from: i) {
                let inner = Array(list[(i + 1)..<end])
                if inner.contains(where: \.isText) {
                    if item.operation.placesGeometry {
                        DiagnosticSink.reportToCurrent(
                            Diagnostic(
                                .unsupported,
                                "widgetCurvesContent() bends text glyph by glyph, but a clip, mask or transform around that text stays straight and may cut or misplace it. Put the clip or mask on the content's images and shapes, not around its text."
                            ))
                    }
                    out.append(item)
                    out += bent(inner, by: bend)
                    out.append(list[end])
                } else {
                    out += moved(Array(list[i...end]), by: bend)
                }
                i = end + 1
                continue
            }
            if case .image(let first) = item.operation {
                var j = i + 1
                while j < list.count, case .image(let next) = list[j].operation, next.symbolName != nil, next.symbolName == first.symbolName,
                    next.frame == first.frame
                {
                    j += 1
                }
                out += moved(Array(list[i..<j]), by: bend)
                i = j
                continue
            }
            if case .text(var drawing) = item.operation {
                drawing.bend = bend
                var bentText = item
                bentText.operation = .text(drawing)
                out.append(bentText)
            } else {
                out += moved([item], by: bend)
            }
            i += 1
        }
        return out
    }

    /// `unit` moved whole to where the centre of what it draws lands, turned to follow the
    /// circle there, inside a transform scope; as it is when it draws nothing.
    static func moved(_ unit: [DisplayItem], by bend: ArcBend) -> [DisplayItem] {
        guard let first = unit.first, let bounds = drawnBounds(of: unit) else { return unit }
        let move = bend.placement(of: CGPoint(x: bounds.midX, y: bounds.midY))
        guard move.isFinite else { return unit }
        var begin = first
        begin.operation = .beginEffect(.transform(move))
        var end = first
        end.operation = .endEffect
        return [begin] + unit + [end]
    }

    /// The union of the frames `unit` draws into (shapes' bounds, images' and texts' frames),
    /// cut to its outermost clip; `nil` when it draws nothing.
    static func drawnBounds(of unit: [DisplayItem]) -> CGRect? {
        var union: CGRect?
        for item in unit {
            let frame: CGRect
            switch item.operation {
            case .fill(_, _, let bounds, _), .stroke(_, _, let bounds, _): frame = bounds
            case .image(let image): frame = image.frame
            case .text(let drawing): frame = drawing.frame
            default: continue
            }
            union = union.map { $0.union(frame) } ?? frame
        }
        if let union, case .beginClip(let path) = unit.first?.operation {
            let cut = union.intersection(path.controlPointBounds)
            return cut.isNull || cut.isEmpty ? union : cut
        }
        return union
    }

    /// The index of the item that ends the scope `list[start]` begins, if any.
    static func matchingEnd(in list: [DisplayItem], from start: Int) -> Int? {
        var depth = 0
        for k in start..<list.count {
            depth += list[k].operation.scopeDepthChange
            if depth == 0 { return k }
        }
        return nil
    }
}

extension DisplayItem {
    /// Whether the item draws text.
    var isText: Bool {
        if case .text = operation { return true }
        return false
    }
}

extension DisplayItem.Operation {
    /// Whether the item begins a scope with geometry of its own (a clip, a mask, a transform),
    /// which text bent inside it would leave.
    var placesGeometry: Bool {
        switch self {
        case .beginClip, .beginMask, .beginEffect(.transform): true
        default: false
        }
    }

    /// +1 for an item that begins a scope (clip, group, mask, effect, luminance), −1 for one
    /// that ends one, 0 otherwise (a mask's switch to its content included).
    var scopeDepthChange: Int {
        switch self {
        case .beginClip, .beginGroup, .beginMask, .beginEffect, .beginLuminanceToAlpha: 1
        case .endClip, .endGroup, .endMask, .endEffect, .endLuminanceToAlpha: -1
        default: 0
        }
    }
}
