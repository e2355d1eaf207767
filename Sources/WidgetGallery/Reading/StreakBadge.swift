#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The circular layout: the flame over the streak's length.
struct StreakBadge: View {
    let entry: ReadingEntry
    let flame: CGFloat
    let count: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            StreakFlame(font: .system(size: flame))
            Text("\(entry.streakDays)")
                .font(.system(size: count, weight: .bold, design: .rounded))
                .widgetAccentable()
        }
    }
}
