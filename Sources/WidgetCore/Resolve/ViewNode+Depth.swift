import Foundation

extension ViewNode {
    /// The deepest node tree laid out. Deeper trees are refused with an error naming their
    /// depth (``nestingError(depth:)``) instead of risking the stack: layout recurses once per
    /// level. Real widgets nest a few dozen levels.
    package static let maximumNestingDepth = 512

    /// The number of levels of this node's tree (1 for a leaf), counted without recursion.
    package var depth: Int {
        var deepest = 0
        var pending: [(ViewNode, Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in node.children { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// The error for a tree `depth` levels deep (or deeper than resolution goes, when `nil`).
    package static func nestingError(depth: Int?) -> String {
        let found = depth.map { "\($0) levels deep" } ?? "more than \(ResolveScope.maximumDepth) views deep"
        return "the view tree is nested \(found); at most \(maximumNestingDepth) levels are laid out. Flatten the view: fewer nested stacks, wrappers and modifiers (a ForEach of rows, not rows inside rows)."
    }
}
