import Foundation
import WidgetRender

/// A widget the command-line tool can render: a name, its families, a sample entry and, when
/// the entry type is `Decodable`, the way to read another entry from JSON (`--entry`).
///
/// Wrap your own widgets to build a `widget-render` for your project:
///
/// ```swift
/// WidgetRenderCommand.main(widgets: [
///     CatalogWidget(name: "steps", widget: StepsWidget(), entry: StepsEntry.sample),
/// ])
/// ```
///
/// With a `Decodable` entry type, `widget-render render steps --entry today.json -o steps.png`
/// renders the entry the file describes (see `EntryDecoding` for dates and errors); with
/// another entry type, `--entry` is a usage error that says to make the type `Decodable`.
public struct CatalogWidget {
    /// The name used on the command line and in file names.
    public let name: String
    /// The families the widget supports.
    public var families: [WidgetFamily] { source.parts.families }
    var render: (WidgetRenderer, WidgetContext) throws -> RenderedImage { source.parts.render }
    /// Decodes an entry from JSON and returns the render of it; nil when the entry type is not
    /// `Decodable` (or not known).
    var decodeEntry: ((Data) throws -> (WidgetRenderer, WidgetContext) throws -> RenderedImage)? { source.parts.makeDecoder() }
    /// Runs the widget's timeline provider in a context; nil for a bare render function.
    var timeline: ((WidgetRenderer, WidgetContext) throws -> TimelineRun)? { source.parts.timeline }

    /// The entry type's name, for messages (`StepsEntry`); nil when it is not known.
    ///
    /// Worked out when asked, not when the catalog is made: naming a type goes through the
    /// runtime's reflection, which costs a start-up that only lists or renders.
    var entryTypeName: String? { source.parts.entryType.map { String(describing: $0) } }

    private let source: CatalogSource<Parts>

    /// What a catalog widget renders with.
    private struct Parts {
        var families: [WidgetFamily]
        var render: (WidgetRenderer, WidgetContext) throws -> RenderedImage
        /// The entry type, for messages; nil when it is not known.
        var entryType: Any.Type?
        /// Makes ``decodeEntry`` when asked: whether an entry type is `Decodable` is a lookup
        /// that scans every protocol conformance of the process, which a run without
        /// `--entry` skips.
        var makeDecoder: () -> ((Data) throws -> (WidgetRenderer, WidgetContext) throws -> RenderedImage)?
        var timeline: ((WidgetRenderer, WidgetContext) throws -> TimelineRun)?
    }

    /// Wraps a widget and the entry to render it with; `--entry` is refused (the entry type is
    /// not `Decodable`).
    public init<W: Widget, E: TimelineEntry>(name: String, widget: W, entry: E) {
        self.init(name: name, widget: widget, entry: entry, decode: { nil })
    }

    /// Wraps a widget and the entry to render it with; `--entry FILE` renders an entry decoded
    /// from the JSON in `FILE` instead.
    public init<W: Widget, E: TimelineEntry & Decodable>(name: String, widget: W, entry: E) {
        self.init(name: name, widget: widget, entry: entry, decode: { { data in try EntryDecoding.decode(E.self, from: data) } })
    }

    /// Wraps a widget and entry known only as existentials (e.g. from a list of different
    /// widgets); `--entry` works when the entry's type is `Decodable`.
    ///
    /// - Precondition: `entry` is of the widget's entry type (else every render fails with a
    ///   message that says so).
    public init(name: String, widget: any Widget, entry: any TimelineEntry) {
        func open<W: Widget, E: TimelineEntry>(_ widget: W, _ entry: E) -> CatalogWidget {
            CatalogWidget(name: name, widget: widget, entry: entry) {
                guard let decodable = E.self as? any Decodable.Type else { return nil }
                return { data in
                    let decoded = try EntryDecoding.decode(decodable, from: data)
                    guard let typed = decoded as? E else {
                        throw CommandError(.failure, "the entry decoded as \(type(of: decoded)), not \(E.self)")
                    }
                    return typed
                }
            }
        }
        self = open(widget, entry)
    }

    /// Wraps a render function; `--entry` and `timeline` are refused (there is no entry type
    /// or provider to use).
    public init(name: String, families: [WidgetFamily], render: @escaping (WidgetRenderer, WidgetContext) throws -> RenderedImage) {
        self.name = name
        source = CatalogSource(Parts(families: families, render: render, entryType: nil, makeDecoder: { nil }, timeline: nil))
    }

    /// A widget made by `make` the first time a command needs more than its name (at most
    /// once), so that a run renders or lists without making the catalog's other widgets and
    /// their sample entries.
    ///
    /// ```swift
    /// CatalogWidget(name: "steps") { CatalogWidget(name: "steps", widget: StepsWidget(), entry: StepsEntry.sample) }
    /// ```
    ///
    /// The widget `make` returns gives everything but the name, which is `name`.
    public init(name: String, make: @escaping () -> CatalogWidget) {
        self.name = name
        source = CatalogSource { make().source.parts }
    }

    private init<W: Widget, E: TimelineEntry>(name: String, widget: W, entry: E, decode: @escaping () -> ((Data) throws -> E)?) {
        self.name = name
        source = CatalogSource(
            Parts(
                families: widget.body._descriptor.families,
                render: { renderer, context in try renderer.render(widget, entry: entry, in: context) },
                entryType: E.self,
                makeDecoder: {
                    decode().map { decode in
                        { data in
                            let decoded = try decode(data)
                            return { renderer, context in try renderer.render(widget, entry: decoded, in: context) }
                        }
                    }
                },
                timeline: { renderer, context in try renderer.timeline(of: widget, in: context) }))
    }
}
