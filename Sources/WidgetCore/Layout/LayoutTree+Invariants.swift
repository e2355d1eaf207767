import Foundation

extension LayoutTree {
    /// What is wrong with the layout, one message per problem; empty when every frame is
    /// finite with a non-negative size, and every truncated text is no wider than the width
    /// it was wrapped to (SwiftUI never lets a truncated text overflow its proposal).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        forEach { node in
            if !node.frame.isFiniteAndNonNegative {
                problems.append("\(node.name)\(node.identifier.map { " #\($0)" } ?? ""): frame \(LayoutDump.rect(node.frame)) is not finite and non-negative")
            }
            if let m = node.measuredText, m.metrics.isTruncated, let width = m.width, node.frame.width > width + 1e-6 {
                problems.append("\(node.name): truncated text is \(LayoutDump.format(node.frame.width)) pt wide, wider than its \(LayoutDump.format(width)) pt")
            }
        }
        return problems
    }
}
