#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The last seven days as dots: filled where there was reading, hollow where not.
struct WeekDots: View {
    let week: [Bool]
    var diameter: CGFloat = 12

    var body: some View {
        HStack(spacing: 6) {
            ForEach(Array(week.enumerated()), id: \.offset) { _, read in
                if read {
                    Circle()
                        .fill(readingOrange)
                        .frame(width: diameter, height: diameter)
                        .widgetAccentable()
                } else {
                    Circle()
                        .strokeBorder(.secondary, lineWidth: 1.5)
                        .frame(width: diameter, height: diameter)
                }
            }
        }
    }
}
