import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// Today's reading: the book and how far along it is.
public struct ReadingEntry: TimelineEntry, Codable, Sendable {
    public let date: Date
    public let title: String
    public let pagesRead: Int
    public let pages: Int

    public init(date: Date, title: String, pagesRead: Int, pages: Int) {
        self.date = date
        self.title = title
        self.pagesRead = pagesRead
        self.pages = pages
    }

    /// An evening halfway through a novel.
    public static let sample = ReadingEntry(date: Date(timeIntervalSince1970: 1_780_000_000), title: "Middlemarch", pagesRead: 412, pages: 880)
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}

struct ReadingView: View {
    @Environment(\.widgetFamily) private var family
    let entry: ReadingEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.title).font(.headline)
                Gauge(value: Double(entry.pagesRead), in: 0...Double(max(entry.pages, 1))) { Text("Pages") }
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Image(systemName: "book.fill").foregroundStyle(.orange)
                Text(entry.title).font(.headline).lineLimit(2)
                Spacer()
                Text("\(entry.pagesRead) of \(entry.pages) pages").font(.caption).foregroundStyle(.secondary)
                ProgressView(value: Double(entry.pagesRead), total: Double(max(entry.pages, 1))).tint(.orange)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A reading-progress widget for the Home Screen and the Lock Screen.
public struct ReadingWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingWidget", provider: ReadingProvider()) { entry in
            ReadingView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Reading")
        .description("How far along your book you are.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
