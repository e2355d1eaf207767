import Foundation

extension View {
    /// Sets the URL the app opens when the widget is tapped outside its links and buttons, as
    /// WidgetKit's `widgetURL(_:)`. Recorded as a tap target covering the whole widget;
    /// `nil` sets none. Set it once: more than one is reported.
    public func widgetURL(_ url: URL?) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            guard let url else { return child }
            return ViewNode(TapTargetPrimitive(kind: .widgetURL, action: .url(url)), children: [child], scope: scope)
        }
    }
}
