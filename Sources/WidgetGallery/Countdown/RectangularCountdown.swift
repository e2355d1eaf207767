#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The Lock Screen rectangle: the event, a live timer and, when there is room, the detail.
struct RectangularCountdown: View {
    let entry: CountdownEntry
    let showsDetail: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(entry.title, systemImage: entry.symbol)
                .font(.headline)
                .widgetAccentable()
                .lineLimit(1)
                // The title shrinks rather than truncates in the narrowest slots (the 4.7-inch
                // iPhone's and the 40 mm watch's), where SF Pro Text's headline is too wide too.
                .minimumScaleFactor(0.8)
            Text(timerInterval: entry.interval)
                .font(.system(size: 22, weight: .semibold))
                .monospacedDigit()
            if showsDetail {
                Text(entry.detail)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
