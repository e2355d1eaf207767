import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the quick-actions widget: the actions it offers, in order.
///
/// Its JSON is the natural one:
/// `{"date": …, "actions": [{"title": "New Note", "symbol": "square.and.pencil", "tint": "yellow", "url": "gallery-actions://note"}]}`.
public struct QuickActionsEntry: TimelineEntry, Codable, Sendable {
    /// A tile's colour, by name: the system colours a designer picks from.
    public enum Tint: String, Codable, Sendable, CaseIterable {
        case blue, green, indigo, orange, pink, purple, red, teal, yellow

        /// The system colour's increased-contrast shade (the one iOS shows with Increase
        /// Contrast on in the light appearance): the white titles read at 4.5:1 on it, as the
        /// HIG asks of text under 18 pt; on the standard shades they are 2.2:1 (orange,
        /// green) to 4:1 (blue).
        var color: Color {
            switch self {
            case .blue: Color(red: 0.0, green: 0.25, blue: 0.87)
            case .green: Color(red: 0.11, green: 0.47, blue: 0.20)
            case .indigo: Color(red: 0.21, green: 0.20, blue: 0.64)
            case .orange: Color(red: 0.79, green: 0.20, blue: 0.0)
            case .pink: Color(red: 0.83, green: 0.06, blue: 0.27)
            case .purple: Color(red: 0.54, green: 0.27, blue: 0.67)
            case .red: Color(red: 0.84, green: 0.0, blue: 0.08)
            case .teal: Color(red: 0.0, green: 0.45, blue: 0.54)
            case .yellow: Color(red: 0.70, green: 0.31, blue: 0.0)
            }
        }
    }

    /// One action: a tile that opens the app at `url`.
    public struct Action: Codable, Sendable, Hashable {
        /// The tile's title, e.g. `New Note`.
        public let title: String
        /// The tile's SF Symbol.
        public let symbol: String
        /// The tile's colour.
        public let tint: Tint
        /// Where the tile takes the app.
        public let url: URL

        /// Creates an action.
        public init(title: String, symbol: String, tint: Tint, url: URL) {
            self.title = title
            self.symbol = symbol
            self.tint = tint
            self.url = url
        }
    }

    /// The moment the actions are offered at.
    public let date: Date
    /// The actions, most used first.
    public let actions: [Action]

    /// Creates an entry.
    public init(date: Date, actions: [Action]) {
        self.date = date
        self.actions = actions
    }

    static func action(_ title: String, _ symbol: String, _ tint: Tint, _ path: String) -> Action {
        Action(title: title, symbol: symbol, tint: tint, url: URL(string: "gallery-actions://\(path)")!)
    }

    /// Eight everyday actions.
    public static let sample = QuickActionsEntry(
        date: Date(timeIntervalSince1970: 1_780_000_000),
        actions: [
            action("New Note", "square.and.pencil", .orange, "note"),
            action("Scan", "qrcode.viewfinder", .blue, "scan"),
            action("Timer", "timer", .pink, "timer"),
            action("Call Home", "phone.fill", .green, "call"),
            action("Record", "mic.fill", .red, "record"),
            action("Directions", "location.fill", .teal, "directions"),
            action("Lights", "lightbulb.fill", .indigo, "lights"),
            action("Search", "magnifyingglass", .purple, "search"),
        ]
    )

    /// The evening set: the same actions with the home ones first.
    var evening: QuickActionsEntry {
        let home = ["Lights", "Call Home"]
        let first = actions.filter { home.contains($0.title) }
        return QuickActionsEntry(date: date.addingTimeInterval(5 * 3600), actions: first + actions.filter { !home.contains($0.title) })
    }
}

/// The quick-actions timeline: the day's order now, the evening's from 7 PM.
struct QuickActionsProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuickActionsEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (QuickActionsEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuickActionsEntry>) -> Void) {
        completion(Timeline(entries: [.sample, QuickActionsEntry.sample.evening], policy: .atEnd))
    }
}
