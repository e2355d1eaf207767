import Foundation
import WidgetCore

/// Replays display items on a Cairo context, keeping clips and groups balanced.
///
/// Clips and groups nest; an ``DisplayItem/Operation/endClip`` or
/// ``DisplayItem/Operation/endGroup`` that does not match the innermost open one is ignored,
/// and ``finish()`` closes whatever is still open, so a malformed list cannot put Cairo into
/// an error state.
struct DisplayListReplay {
    private enum Scope {
        case clip
        case group(opacity: Double)
    }

    private let context: CairoCanvas
    private let textEngine: TextEngine
    private var scopes: [Scope] = []

    /// Creates a replay on `context`, drawing text with `textEngine`.
    init(context: CairoCanvas, textEngine: TextEngine) {
        self.context = context
        self.textEngine = textEngine
    }

    /// Draws one operation.
    ///
    /// - Throws: ``WidgetRenderError`` when a gradient or text layout cannot be created.
    mutating func draw(_ operation: DisplayItem.Operation) throws {
        switch operation {
        case .fill(let path, let style, let bounds, let rule):
            guard context.setPath(path) else { return }
            try context.setSource(style, over: bounds)
            context.fill(rule: rule)
        case .stroke(let path, let style, let bounds, let stroke):
            guard context.setPath(path) else { return }
            try context.setSource(style, over: bounds)
            context.stroke(stroke)
        case .text(let drawing):
            try textEngine.draw(drawing, in: context)
        case .beginClip(let path):
            context.save()
            scopes.append(.clip)
            // A path that cannot be drawn clips everything away, as an empty shape would.
            _ = context.setPath(path)
            context.clip()
        case .endClip:
            guard case .clip = scopes.last else { return }
            scopes.removeLast()
            context.restore()
        case .beginGroup(let opacity):
            context.beginGroup()
            scopes.append(.group(opacity: opacity))
        case .endGroup:
            guard case .group(let opacity) = scopes.last else { return }
            scopes.removeLast()
            context.endGroup(opacity: opacity)
        }
    }

    /// Closes every clip and group still open, innermost first.
    mutating func finish() {
        while let scope = scopes.popLast() {
            switch scope {
            case .clip: context.restore()
            case .group(let opacity): context.endGroup(opacity: opacity)
            }
        }
    }
}

extension DisplayItem.Operation {
    /// The operation's case name, for error messages.
    var name: String {
        switch self {
        case .fill: return "fill"
        case .stroke: return "stroke"
        case .text: return "text"
        case .beginClip: return "beginClip"
        case .endClip: return "endClip"
        case .beginGroup: return "beginGroup"
        case .endGroup: return "endGroup"
        }
    }
}
