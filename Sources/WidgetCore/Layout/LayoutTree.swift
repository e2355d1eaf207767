import Foundation

/// The result of layout: every view's kind and frame in root coordinates.
///
/// ```swift
/// let tree = try renderer.layout(HStack { Color.red.accessibilityIdentifier("red"); Spacer() },
///                                in: CGSize(width: 200, height: 100))
/// tree.frame(of: "red")   // (0, 0, 192, 100)
/// print(tree.dump())
/// ```
public struct LayoutTree: Sendable, CustomStringConvertible {
    /// The root view's node.
    public let root: LayoutNode
    /// The canvas the layout filled, in points.
    public let canvas: CGSize

    /// Creates a tree.
    public init(root: LayoutNode, canvas: CGSize) {
        self.root = root
        self.canvas = canvas
    }

    /// The frame of the first view (depth first) tagged with `accessibilityIdentifier(identifier)`.
    public func frame(of identifier: String) -> CGRect? {
        node(withIdentifier: identifier)?.frame
    }

    /// The first node (depth first) tagged with `identifier`.
    public func node(withIdentifier identifier: String) -> LayoutNode? {
        var found: LayoutNode?
        forEach { node in
            if found == nil, node.identifier == identifier { found = node }
        }
        return found
    }

    /// Visits every node, parents before children, in drawing order.
    public func forEach(_ visit: (LayoutNode) -> Void) {
        func walk(_ n: LayoutNode) {
            visit(n)
            n.children.forEach(walk)
        }
        walk(root)
    }

    /// A stable text dump: one line per node, `name #identifier (x, y, width, height)`,
    /// indented by depth. Numbers keep up to three decimals.
    public func dump() -> String {
        LayoutDump.dump(root)
    }

    /// The same text as ``dump()``.
    public var description: String { dump() }
}
