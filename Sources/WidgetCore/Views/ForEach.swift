/// Builds one view (or chart content) per element of a collection, as SwiftUI's `ForEach`.
///
/// The views join the parent container. Identity (`id`) is kept for source compatibility;
/// a still image needs no diffing. With chart content (marks) inside, it is ``ChartContent``
/// and its marks join the ``Chart``.
///
/// `ID` is `Hashable` through the initialisers, not the declaration: a constrained `ID` made
/// the runtime look up the identifier's conformance, a scan of every conformance record in
/// the process, whenever a body's type naming a `ForEach` was first demangled.
public struct ForEach<Data: RandomAccessCollection, ID, Content> {
    /// The collection.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>?

    init(data: Data, idKeyPath: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = idKeyPath
    }

    /// Never called: `ForEach` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ForEach: View where Content: View {
    /// Creates views for elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID: Hashable {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idKeyPath: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Creates views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idKeyPath: nil, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        let total = data.count
        let wanted = Swift.min(total, ForEachLimits.maximumElements)
        let granted = context.budget.take(wanted)
        if total > ForEachLimits.maximumElements {
            context.report(Diagnostic(.limitExceeded, "ForEach over \(total) elements builds views for the first \(ForEachLimits.maximumElements) only. A widget shows a few dozen: pass the entry only what it shows (prefix, or aggregate)."))
        }
        if granted < wanted {
            context.report(Diagnostic(.limitExceeded, "the widget's ForEach views pass \(ForEachLimits.maximumViews) in all; the elements after that are not built. A widget shows a few dozen views: pass less data."))
        }
        // The content closure runs now, during resolution: publish the environment so
        // `@Environment` reads inside it see the enclosing view's values.
        return data.prefix(granted).flatMap { element in
            context.resolve(EnvironmentValues.withCurrent(context.environment) { content(element) })
        }
    }
}
