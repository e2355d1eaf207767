import Foundation
import WidgetCore

/// The transforms of the effect scopes around a display item, for checks that need its
/// geometry where it is drawn (a `rotationEffect` is a scope, its paths inside untransformed).
struct TransformStack {
    private var scopes: [EffectTransform?] = []

    /// Follows a scope's start or end.
    mutating func track(_ operation: DisplayItem.Operation) {
        switch operation {
        case .beginEffect(.transform(let t)): scopes.append(t.isFinite ? t : nil)
        case .beginEffect: scopes.append(nil)
        case .endEffect: _ = scopes.popLast()
        default: break
        }
    }

    /// `path` as drawn: the innermost transform first.
    func place(_ path: Path) -> Path {
        scopes.reversed().reduce(path) { placed, t in t.map { placed.applying($0) } ?? placed }
    }
}
