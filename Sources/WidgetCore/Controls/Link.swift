import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label is drawn in the tint colour and
/// its frame is recorded as a tap target. Links work in medium and large widgets; in
/// systemSmall only `widgetURL` does (reported).
///
/// ```swift
/// Link(destination: URL(string: "weather://city/lisbon")!) {
///     Text("Lisbon")
/// }
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    let destination: URL
    let label: Label

    /// A link with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Never called: `Link` is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        guard let child = context.resolveSingle(label.foregroundStyle(.tint)) else { return [] }
        return [context.controlNode(TapTargetPrimitive(kind: .link, action: .url(destination)), child: child, dimmedBySwiftUI: true)]
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled with a string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}
