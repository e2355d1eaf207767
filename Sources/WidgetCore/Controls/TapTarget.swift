import Foundation

/// A region of a rendered widget that reacts to a tap: a `widgetURL`, a `Link`, a
/// `Button(intent:)` or a `Toggle`, with its frame in points and what it opens or runs.
///
/// Encodes to JSON (the intent as its type, title and parameter values):
///
/// ```json
/// {"kind":"toggle","frame":[[16,40],[126,31]],"identifier":"todo-1","isOn":false,
///  "intent":{"type":"ToggleTodoIntent","title":"Toggle To-Do","parameters":{"id":"1"}}}
/// ```
public struct TapTarget: Sendable, Encodable, Equatable, CustomStringConvertible {
    /// What kind of control the region is.
    public enum Kind: String, Sendable, Codable, Hashable {
        /// The widget's `widgetURL` (the whole widget).
        case widgetURL
        /// A `Link`.
        case link
        /// A `Button`.
        case button
        /// A `Toggle`.
        case toggle
    }

    /// What kind of control the region is.
    public let kind: Kind
    /// The region, in points in the widget's coordinates.
    public let frame: CGRect
    /// The URL a `widgetURL` or `Link` opens.
    public let url: URL?
    /// The intent a button or toggle runs, described.
    public let intent: IntentSummary?
    /// The control's `accessibilityIdentifier`, if it has one.
    public let identifier: String?
    /// For a toggle: whether it is on.
    public let isOn: Bool?
    /// What runs on a tap (the intent itself). Not encoded.
    package let action: TapAction

    package init(kind: Kind, frame: CGRect, identifier: String?, action: TapAction, isOn: Bool? = nil) {
        self.kind = kind
        self.frame = frame
        self.identifier = identifier
        self.action = action
        self.isOn = isOn
        switch action {
        case .url(let url):
            self.url = url
            intent = nil
        case .intent(let intent, _):
            self.url = nil
            self.intent = IntentSummary(intent)
        case .none:
            self.url = nil
            intent = nil
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, frame, url, intent, identifier, isOn }

    /// Equal when everything but the intent instance is equal.
    public static func == (a: TapTarget, b: TapTarget) -> Bool {
        a.kind == b.kind && a.frame == b.frame && a.url == b.url && a.intent == b.intent && a.identifier == b.identifier && a.isOn == b.isOn
    }

    /// `toggle #todo-1 (16, 40, 130.67, 31) ToggleTodoIntent(id: 1)`.
    public var description: String {
        var s = kind.rawValue
        if let identifier { s += " #\(identifier)" }
        s += " (\(Self.format(frame.minX)), \(Self.format(frame.minY)), \(Self.format(frame.width)), \(Self.format(frame.height)))"
        if let url { s += " \(url.absoluteString)" }
        if let intent { s += " \(intent)" }
        if let isOn { s += isOn ? " on" : " off" }
        return s
    }

    private static func format(_ v: CGFloat) -> String { LayoutDump.format(v) }
}

/// An intent as data: its type, title and parameter values.
public struct IntentSummary: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The Swift type name.
    public let type: String
    /// The intent's `title`.
    public let title: String
    /// Each `@Parameter` by property name, its value as text.
    public let parameters: [String: String]

    /// Describes `intent`.
    public init(_ intent: any AppIntent) {
        type = String(describing: Swift.type(of: intent))
        title = Swift.type(of: intent).title.description
        var parameters: [String: String] = [:]
        for (name, slot) in IntentParameterFilling.parameters(of: intent) { parameters[name] = slot.slotValueDescription }
        self.parameters = parameters
    }

    /// `ToggleTodoIntent(id: 1)`.
    public var description: String {
        type + "(" + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
    }
}

/// What a tap on a control does.
package enum TapAction: Sendable {
    /// Opens a URL.
    case url(URL)
    /// Runs an intent; for a toggle, its resolve-order number (for the optimistic state).
    case intent(any AppIntent, toggleOrdinal: Int?)
    /// Nothing (an action closure or a plain binding, which widgets ignore).
    case none
}
