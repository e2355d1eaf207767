import Foundation

/// A thin separator line, as SwiftUI's `Divider`: one device pixel across its stack's axis.
public struct Divider: View {
    /// Creates a divider in the system separator colour.
    public init() {}
    /// Never called: `Divider` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(.divider(SystemColor.separator.resolve(context.environment.colorScheme)), context: context)]
    }
}
