import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A quote of the day; not `Decodable`, so the tool renders only its sample.
public struct QuoteEntry: TimelineEntry, Sendable {
    public let date: Date
    public let text: String

    /// A line from the sample book.
    public static let sample = QuoteEntry(date: Date(timeIntervalSince1970: 1_780_000_000), text: "What do we live for, if it is not to make life less difficult for each other?")
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}

/// A medium widget with a quote.
public struct QuoteWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
            Text(entry.text)
                .font(.body.italic())
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Quote")
        .description("A line to think about.")
        .supportedFamilies([.systemMedium])
    }
}
