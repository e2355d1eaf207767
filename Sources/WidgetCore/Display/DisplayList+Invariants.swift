import Foundation

extension DisplayList {
    /// What is wrong with the list, one message per problem; empty when it is well formed:
    /// every clip, group and mask is closed by its own end in nesting order, and every frame
    /// is finite with a non-negative size. The rasteriser refuses a list with problems; tests
    /// check the lists the painter makes.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        enum Scope: Equatable { case clip, group, mask, maskedContent, effect, luminanceToAlpha }
        var open: [(Scope, Int)] = []
        func close(_ expected: Scope, at index: Int, name: String) {
            if let last = open.last, last.0 == expected {
                open.removeLast()
            } else {
                let innermost = open.last.map { "\($0.0) opened at item \($0.1)" } ?? "nothing open"
                problems.append("item \(index): \(name) does not match the innermost scope (\(innermost))")
            }
        }
        for (index, item) in items.enumerated() {
            switch item.operation {
            case .beginClip: open.append((.clip, index))
            case .beginGroup: open.append((.group, index))
            case .beginMask: open.append((.mask, index))
            case .endClip: close(.clip, at: index, name: "endClip")
            case .endGroup: close(.group, at: index, name: "endGroup")
            case .beginMaskedContent:
                close(.mask, at: index, name: "beginMaskedContent")
                open.append((.maskedContent, index))
            case .endMask: close(.maskedContent, at: index, name: "endMask")
            case .beginEffect: open.append((.effect, index))
            case .endEffect: close(.effect, at: index, name: "endEffect")
            case .beginLuminanceToAlpha: open.append((.luminanceToAlpha, index))
            case .endLuminanceToAlpha: close(.luminanceToAlpha, at: index, name: "endLuminanceToAlpha")
            case .text(let t):
                if !t.frame.isFiniteAndNonNegative { problems.append("item \(index): text frame \(LayoutDump.rect(t.frame)) is not finite and non-negative") }
            case .image(let image):
                if !image.frame.isFiniteAndNonNegative { problems.append("item \(index): image frame \(LayoutDump.rect(image.frame)) is not finite and non-negative") }
            case .fill(_, _, let bounds, _), .stroke(_, _, let bounds, _):
                if !bounds.isFiniteAndNonNegative { problems.append("item \(index): bounds \(LayoutDump.rect(bounds)) are not finite and non-negative") }
            }
        }
        for (scope, index) in open { problems.append("item \(index): \(scope) is never closed") }
        return problems
    }
}

extension CGRect {
    /// Whether the origin and size are finite and the size is not negative.
    var isFiniteAndNonNegative: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
}
