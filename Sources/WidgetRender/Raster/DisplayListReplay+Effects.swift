import Foundation
import WidgetCore

extension DisplayListReplay {
    /// Starts an effect scope.
    mutating func beginEffect(_ effect: RenderEffect) {
        switch effect {
        case .transform(let t):
            canvas.beginTransform(t)
            transformDepth += 1
        case .colorMatrix, .blur, .shadow, .blend:
            canvas.beginGroup()
        case .redactText:
            redaction.append(true)
        case .unredact:
            redaction.append(false)
        }
        effects.append(effect)
    }

    /// Ends the innermost effect scope, compositing what it drew.
    mutating func endEffect() {
        guard let effect = effects.popLast() else { return }
        switch effect {
        case .transform:
            canvas.restore()
            transformDepth -= 1
        case .colorMatrix(let m):
            canvas.endGroup { $0.apply(m) }
        case .blur(let sigma):
            canvas.endGroup { $0.blur(sigma: sigma) }
        case .shadow(let color, let sigma, let offset):
            canvas.endGroup(withShadow: color, sigma: sigma, offset: offset)
        case .blend(let mode):
            canvas.endGroup(blendingWith: mode)
        case .redactText, .unredact:
            redaction.removeLast()
        }
    }

    /// Whether text here is drawn as placeholder bars.
    var isRedactingText: Bool { redaction.last ?? false }
}
