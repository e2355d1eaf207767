import Foundation

/// A header, content and footer that belong together, as SwiftUI's `Section`.
///
/// In a ``LazyVGrid`` or ``LazyHGrid`` the header and the footer are each a line of their
/// own across the whole grid, and the content's items fill the grid's slots between them
/// (a new section starts a new line). Anywhere else (a stack, a `Grid`) a section is its
/// header, content and footer in a row, as a ``Group`` of the three.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(), GridItem()]) {
///     Section("Today") { ForEach(today) { TaskTile(task: $0) } }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header and a footer given as views (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Never called: `Section` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header given as a view (the older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer given as a view (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a text looked up by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// Creates a section whose header is a text resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleResource) })
    }

    /// Creates a section whose header is `title`, verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        func marked(_ nodes: [ViewNode]) -> [ViewNode] {
            nodes.map { node in
                var node = node
                node.layoutValues[LazyGridLineKey.self] = true
                return node
            }
        }
        return marked(scope.resolve(header)) + scope.resolve(content) + marked(scope.resolve(footer))
    }
}

/// Whether a view of a lazy grid is a line of its own across the grid: a ``Section``'s
/// header or footer.
struct LazyGridLineKey: LayoutValueKey {
    static let defaultValue = false
}
