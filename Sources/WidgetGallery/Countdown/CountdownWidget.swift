#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A countdown to an event: live timers (`Text(_:style: .timer)`, `Text(timerInterval:)`), the
/// relative time and the wait's progress.
public struct CountdownWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `countdown` for the small and medium Home Screen families
    /// and all three Lock Screen families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "countdown", provider: CountdownProvider()) { entry in
            CountdownWidgetView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("The time left until your next event.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// The countdown's accent: indigo.
let countdownIndigo = Color.indigo

/// The entry view: one layout per family.
public struct CountdownWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: CountdownEntry

    /// Creates the view of `entry`.
    public init(entry: CountdownEntry) {
        self.entry = entry
    }

    /// The family's layout on the system background.
    public var body: some View {
        content
            .containerBackground(.background, for: .widget)
    }

    @ViewBuilder
    var content: some View {
        switch family {
        case .accessoryCircular:
            // The symbol over a live timer on the system plate. A ring
            // (`ProgressView(timerInterval:)`) leaves no room for an hours-long timer in the
            // 58 pt iOS 26 slot.
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: entry.symbol)
                        .font(.system(size: 16, weight: .semibold))
                        .widgetAccentable()
                    Text(entry.end, style: .timer)
                        .font(.system(size: 15, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                }
                .padding(6)
            }
        case .accessoryRectangular:
            // Three lines in the 72 pt slot; the detail goes where only two fit (58 pt, iOS 26).
            ViewThatFits(in: .vertical) {
                RectangularCountdown(entry: entry, showsDetail: true)
                RectangularCountdown(entry: entry, showsDetail: false)
            }
        case .accessoryInline:
            // Without "Boarding" where the time alone fits (the 5.8-inch iPhone's inline slot),
            // without the icon where even that does not (a 40 mm watch face's line).
            ViewThatFits(in: .horizontal) {
                Label {
                    Text("Boarding ") + Text(entry.end, style: .relative)
                } icon: {
                    Image(systemName: entry.symbol)
                }
                Label {
                    Text(entry.end, style: .relative)
                } icon: {
                    Image(systemName: entry.symbol)
                }
                Text(entry.end, style: .relative)
            }
        case .systemMedium:
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    CountdownBadge(symbol: entry.symbol)
                    Spacer(minLength: 0)
                    Text(entry.title)
                        .font(.headline)
                        .lineLimit(2)
                    Text(entry.detail)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                // Without "IN" where the time needs two lines (the 4.7-inch iPhone's 146 pt slot).
                ViewThatFits(in: .vertical) {
                    timeColumn(showsLabel: true)
                    timeColumn(showsLabel: false)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            }
        default:
            // A smaller timer where the full one does not fit (the iPad mini's 141 pt slot).
            ViewThatFits(in: .vertical) {
                small(timerSize: 34)
                small(timerSize: 30)
                small(timerSize: 26).compactFallback()
            }
        }
    }

    /// The small layout: the badge, the title, the timer and the detail.
    private func small(timerSize: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            CountdownBadge(symbol: entry.symbol)
            Spacer(minLength: 0)
            Text(entry.title)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
                // Shrinks a little in the iPad Lock Screen's narrow small slot.
                .minimumScaleFactor(0.85)
            Group {
                if entry.hasStarted {
                    Text("Now")
                } else {
                    Text(entry.end, style: .timer)
                }
            }
            .font(.system(size: timerSize, weight: .semibold, design: .rounded))
            .monospacedDigit()
            .accentForeground(countdownIndigo)
            .lineLimit(1)
            .minimumScaleFactor(0.7)
            .accessibilityIdentifier("timer")
            Text(entry.detail)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.85)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The medium layout's right column: the time left and the wait's progress.
    private func timeColumn(showsLabel: Bool) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if showsLabel {
                Text("IN")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Text(entry.end, style: .relative)
                .font(.title3.weight(.semibold))
                .accentForeground(countdownIndigo)
                .lineLimit(2)
            Spacer(minLength: 0)
            ProgressView(timerInterval: entry.interval, countsDown: false) {
                Text("Since check-in")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .tint(countdownIndigo)
            .widgetAccentable()
        }
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timelineProvider: {
    CountdownProvider()
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    CountdownWidget()
} timeline: {
    CountdownEntry.sample
}
