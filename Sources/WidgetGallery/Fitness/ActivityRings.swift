#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The three rings' colours, as the Activity app draws them.
enum ActivityColor {
    /// Move: a pinkish red.
    static let move = Color(red: 0.98, green: 0.07, blue: 0.31)
    /// Exercise: a yellow green.
    static let exercise = Color(red: 0.65, green: 1.0, blue: 0.0)
    /// Stand: a cyan.
    static let stand = Color(red: 0.0, green: 0.93, blue: 0.95)
}

/// Three concentric rings, outermost move: a track at 25 % and the progress from the top,
/// clockwise, with round caps.
///
/// Drawn with trimmed circles rather than `Gauge`s: a circular gauge is at most a Lock Screen
/// slot wide and gauges do not nest.
struct ActivityRings: View {
    let entry: FitnessEntry
    /// The ring thickness, in points.
    var lineWidth: CGFloat = 12
    /// The space between rings, in points.
    var gap: CGFloat = 2

    var body: some View {
        ZStack {
            ring(entry.move.progress, ActivityColor.move, inset: 0)
            ring(entry.exercise.progress, ActivityColor.exercise, inset: lineWidth + gap)
            ring(entry.stand.progress, ActivityColor.stand, inset: 2 * (lineWidth + gap))
        }
        .aspectRatio(1, contentMode: .fit)
    }

    func ring(_ progress: Double, _ color: Color, inset: CGFloat) -> some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .widgetAccentable()
        }
        .padding(inset + lineWidth / 2)
    }
}
