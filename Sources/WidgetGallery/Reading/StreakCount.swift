#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The flame and the streak's length, large.
struct StreakCount: View {
    let days: Int

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 2) {
            StreakFlame(font: .title2)
            Text("\(days)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .accentForeground(readingOrange, onLight: readingOrangeText)
                .accessibilityIdentifier("streak")
        }
    }
}
