/// Builds one view (or chart content) per element of a collection, as SwiftUI's `ForEach`.
///
/// The views join the parent container. Identity (`id`) is kept for source compatibility;
/// a still image needs no diffing. With chart content (marks) inside, it is ``ChartContent``
/// and its marks join the ``Chart``.
///
/// `Data` is a `RandomAccessCollection` and `ID` `Hashable` through the initialisers, not the
/// declaration: a constrained parameter made the runtime look up the argument's conformance,
/// a scan of every conformance record in the process, for each `ForEach` type when a body's
/// type naming it was first demangled (`[Hour]`, `[Day]`, `ArraySlice<Hour>`: five scans of a
/// one-render process). What needs the collection's conformance is made by the initialisers,
/// where it is known.
public struct ForEach<Data, ID, Content> {
    /// The collection.
    public var data: Data
    /// `content`, a `(Data.Element) -> Content`.
    var storedContent: Any
    /// The `KeyPath<Data.Element, ID>` the elements are identified by, if any.
    let idKeyPath: AnyKeyPath?
    /// `data`'s elements and their views, reached without naming its conformance.
    let elements: ForEachElements<Data, Content>

    init(data: Data, idKeyPath: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) where Data: RandomAccessCollection {
        self.data = data
        self.storedContent = content
        self.idKeyPath = idKeyPath
        self.elements = ForEachElements()
    }

    /// Never called: `ForEach` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ForEach where Data: RandomAccessCollection {
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content {
        get { ForEachElements<Data, Content>.content(storedContent) }
        set { storedContent = newValue }
    }
}

/// What `ForEach` does with its collection, made where `Data` is known to be a
/// `RandomAccessCollection` (see ``ForEach``).
struct ForEachElements<Data, Content> {
    /// The number of elements of a collection.
    let count: (Data) -> Int
    /// Calls `body` with the building of the view `content` (the `ForEach`'s stored one)
    /// makes of each element of the collection, in order, while `body` returns `true`; returns
    /// how many elements were not reached.
    let visit: (Data, Any, (() -> Content) -> Bool) -> Int

    init() where Data: RandomAccessCollection {
        count = { $0.count }
        visit = { data, content, body in
            let content = ForEachElements.content(content) as (Data.Element) -> Content
            var index = data.startIndex
            while index != data.endIndex {
                let element = data[index]
                guard body({ content(element) }) else { break }
                data.formIndex(after: &index)
            }
            return data.distance(from: index, to: data.endIndex)
        }
    }

    /// The content closure stored as `Any`, as its type.
    static func content<Element>(_ stored: Any) -> (Element) -> Content {
        // Stored only by the initialisers and the setter, with this type.
        stored as! (Element) -> Content
    }
}

extension ForEach: View where Content: View {}

extension ForEach where Content: View, Data: RandomAccessCollection {
    /// Creates views for elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID: Hashable {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

extension ForEach where Content: View, Data: RandomAccessCollection, Data.Element: Identifiable, ID == Data.Element.ID {
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
        let total = elements.count(data)
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
        var nodes: [ViewNode] = []
        var built = 0
        _ = elements.visit(data, storedContent) { build in
            guard built < granted else { return false }
            built += 1
            nodes += context.resolve(EnvironmentValues.withCurrent(context.environment) { build() })
            return true
        }
        return nodes
    }
}
