import Foundation
import WidgetRender

/// A Live Activity the command-line tool can render: a name, its attributes and named content
/// states (the first is the default).
///
/// ```swift
/// WidgetRenderCommand.main(widgets: [...], activities: [
///     CatalogActivity(name: "delivery", activity: DeliveryActivity(), attributes: DeliveryAttributes.sample,
///                     states: ["onTheWay": .onTheWay, "preparing": .preparing, "arriving": .arriving]),
/// ])
/// ```
///
/// `widget-render render delivery --presentation expanded --state arriving -o out.png` renders
/// one presentation; `--state` also takes the content state as JSON
/// (`--state '{"stage": "arriving", "minutesLeft": 1, "courier": "Maya"}'`), decoded into the
/// activity's `ContentState` as `--entry` decodes an entry. `widget-render sheet delivery` draws
/// its contact sheet (`WidgetRenderer/contactSheet(_:attributes:state:title:context:scale:)`).
public struct CatalogActivity {
    /// The name used on the command line and in file names.
    public let name: String
    /// The names of the sample states, the default first.
    public var stateNames: [String] { source.parts.stateNames }
    /// The render of a presentation of the state `--state` names (nil: the default), or a
    /// ``CommandError`` for a state that is neither a name nor JSON of the state type.
    var renderState: (_ state: String?) throws -> (WidgetRenderer, ActivityPreviewViewKind, WidgetContext) throws -> RenderedImage { source.parts.renderState }
    /// The contact sheet of a state (nil: the default) from a context, at a scale.
    var sheetState: (_ state: String?) throws -> (WidgetRenderer, WidgetContext, CGFloat) throws -> ActivityContactSheet { source.parts.sheetState }

    private let source: CatalogSource<Parts>

    /// What a catalog activity renders with.
    private struct Parts {
        var stateNames: [String]
        var renderState: (_ state: String?) throws -> (WidgetRenderer, ActivityPreviewViewKind, WidgetContext) throws -> RenderedImage
        var sheetState: (_ state: String?) throws -> (WidgetRenderer, WidgetContext, CGFloat) throws -> ActivityContactSheet
    }

    /// A Live Activity made by `make` the first time a command needs more than its name (at
    /// most once), as ``CatalogWidget/init(name:make:)`` makes a widget.
    ///
    /// The activity `make` returns gives everything but the name, which is `name`.
    public init(name: String, make: @escaping () -> CatalogActivity) {
        self.name = name
        source = CatalogSource { make().source.parts }
    }

    /// Wraps a Live Activity, its attributes and its sample states, by name; the first state
    /// is rendered when `--state` is not given.
    ///
    /// - Precondition: `states` is not empty.
    public init<W: Widget, A: ActivityAttributes>(name: String, activity: W, attributes: A, states: KeyValuePairs<String, A.ContentState>) {
        precondition(!states.isEmpty, "a CatalogActivity needs at least one content state")
        self.name = name
        let named = states.map { (name: $0.key, state: $0.value) }
        // Closures, not key paths: a key path into a generic tuple is instantiated at run
        // time, with a conformance look-up of its own.
        let stateNames = named.map { $0.name }
        // The state type's name, spelled only when a message needs it (naming a type goes
        // through the runtime's reflection, a scan of every conformance record).
        let typeName = { "\(String(describing: A.self)).\(String(describing: A.ContentState.self))" }
        let choose: (String?) throws -> A.ContentState = { text in
            guard let text else { return named[0].state }
            if let match = named.first(where: { $0.name == text }) { return match.state }
            guard text.first == "{" else {
                throw CommandError(
                    .usage,
                    "unknown state \"\(text)\" of Live Activity \"\(name)\"; expected one of: \(named.map { $0.name }.joined(separator: ", ")), or the \(typeName()) as JSON")
            }
            do {
                return try EntryDecoding.decode(A.ContentState.self, from: Data(text.utf8))
            } catch {
                throw CommandError(.dataError, EntryDecoding.message(error, source: "--state", typeName: typeName(), subject: "--state"))
            }
        }
        let renderState: (String?) throws -> (WidgetRenderer, ActivityPreviewViewKind, WidgetContext) throws -> RenderedImage = { text in
            let state = try choose(text)
            return { renderer, kind, context in try renderer.render(activity, attributes: attributes, state: state, as: kind, in: context) }
        }
        let sheetState: (String?) throws -> (WidgetRenderer, WidgetContext, CGFloat) throws -> ActivityContactSheet = { text in
            let state = try choose(text)
            // The title names a state other than the default: `delivery · arriving`.
            let title: String
            if let text {
                title = named.contains { $0.name == text } ? "\(name) · \(text)" : "\(name) · state from JSON"
            } else {
                title = name
            }
            return { renderer, context, scale in try renderer.contactSheet(activity, attributes: attributes, state: state, title: title, context: context, scale: scale) }
        }
        source = CatalogSource(Parts(stateNames: stateNames, renderState: renderState, sheetState: sheetState))
    }
}
