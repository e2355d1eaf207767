import Foundation

/// Flexible space that expands along its stack's axis, as SwiftUI's `Spacer`.
///
/// Its layout priority is −∞, so the stack's other children are sized first; it is never
/// shorter than `minLength` (default: the default spacing, 8 pt).
public struct Spacer: View {
    /// The least length along the stack's axis (`nil`: the default spacing, 8 pt).
    public var minLength: CGFloat?

    /// Creates a spacer. A negative or non-finite `minLength` is reported and the default used.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Never called: `Spacer` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        var length = minLength
        if let l = length, !l.isFinite || l < 0 {
            context.report(Diagnostic(.invalidValue, "Spacer(minLength: \(l)) is not a finite, non-negative length; the default is used."))
            length = nil
        }
        return [ViewNode(.spacer(minLength: length), context: context)]
    }
}
