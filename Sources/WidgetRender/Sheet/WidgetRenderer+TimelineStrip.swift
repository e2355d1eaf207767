import Foundation

extension WidgetRenderer {
    /// A picture of a timeline: the entries left to right, each labelled with its date (UTC,
    /// `yyyy-MM-dd HH:mm`) and relevance, then the reload policy, on a light grey page.
    ///
    /// ```swift
    /// let run = try renderer.timeline(of: EmojiWidget(), family: .systemSmall)
    /// try renderer.timelineStrip(run).writePNG(to: URL(fileURLWithPath: "timeline.png"))
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` when the timeline has no entries or the strip would be
    ///   wider than an image canvas allows.
    public func timelineStrip(_ run: TimelineRun) throws -> RenderedImage {
        guard let first = run.entries.first else {
            throw WidgetRenderError("the timeline of widget \"\(run.kind)\" has no entries, so there is no strip to draw; return at least one entry")
        }
        let scale = first.image.scale
        let gap = Int((TimelineStripLayout.gap * scale).rounded())
        let labelHeight = Int((TimelineStripLayout.labelHeight * scale).rounded())
        let policyWidth = Int((TimelineStripLayout.policyWidth * scale).rounded())
        let tallest = run.entries.map(\.image.pixelHeight).max() ?? 0
        let width = gap + run.entries.reduce(0) { $0 + $1.image.pixelWidth + gap } + policyWidth + gap
        let height = gap + tallest + labelHeight + gap
        var canvas = try ImageCanvas(width: width, height: height, background: TimelineStripLayout.page)
        var environment = EnvironmentValues()
        environment.displayScale = scale
        var x = gap
        for entry in run.entries {
            canvas.draw(entry.image, atX: x, y: gap)
            let label = TimelineStripLabel(title: TimelineStripLayout.format(entry.date), detail: entry.relevance.map { "relevance \($0.score)" } ?? " ")
            let size = CGSize(width: CGFloat(entry.image.pixelWidth) / scale, height: TimelineStripLayout.labelHeight)
            canvas.draw(try render(label, canvas: size, environment: environment), atX: x, y: gap + tallest)
            x += entry.image.pixelWidth + gap
        }
        let policy = TimelineStripLabel(title: "reload", detail: run.policy.description)
        canvas.draw(try render(policy, canvas: CGSize(width: TimelineStripLayout.policyWidth, height: CGFloat(tallest) / scale), environment: environment), atX: x, y: gap)
        return try canvas.image(scale: scale)
    }
}

/// The strip's measurements, in points, and its page colour.
enum TimelineStripLayout {
    /// Space around and between entries.
    static let gap: CGFloat = 16
    /// The height of the date labels under the entries.
    static let labelHeight: CGFloat = 40
    /// The width of the reload policy column.
    static let policyWidth: CGFloat = 160
    /// The page: systemGroupedBackground (#F2F2F7).
    static let page = PixelBuffer.Pixel(red: 242, green: 242, blue: 247, alpha: 255)

    /// `2026-06-01 12:00` in UTC, whatever the machine's zone and locale.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// Two centred lines: a bold title and a secondary detail.
struct TimelineStripLabel: View {
    let title: String
    let detail: String

    var body: some View {
        VStack(spacing: 2) {
            Text(verbatim: title).font(.caption.bold())
            Text(verbatim: detail).font(.caption2).foregroundStyle(.secondary)
        }
        .lineLimit(1)
    }
}
