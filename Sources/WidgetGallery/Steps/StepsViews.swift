#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The step colour: a fresh green that reads on the dark background.
let stepsGreen = Color(red: 0.27, green: 0.86, blue: 0.47)

struct SmallStepsView: View {
    let entry: StepsEntry

    /// Shorter bars where the full ones do not fit (the 4.7-inch iPhone's 146 pt slot, the
    /// iPad mini's 141 pt, the iPad Lock Screen's 133 pt).
    var body: some View {
        ViewThatFits(in: .vertical) {
            layout(barHeight: 22)
            layout(barHeight: 14)
            layout(barHeight: 10)
            layout(barHeight: 6)
        }
    }

    private func layout(barHeight: CGFloat) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            StepsHeadline(steps: entry.steps, detail: "of \(entry.goal.grouped)")
            Spacer(minLength: 0)
            HourlyBars(hourly: entry.hourly, height: barHeight)
            ProgressBar(progress: entry.progress)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct MediumStepsView: View {
    let entry: StepsEntry

    var body: some View {
        HStack(spacing: 16) {
            // Without the distance where it does not fit (the 4.7-inch iPhone's 146 pt slot).
            ViewThatFits(in: .vertical) {
                summary(showsDistance: true)
                summary(showsDistance: false)
            }
            .frame(width: 120)
            VStack(alignment: .leading, spacing: 6) {
                Text("Hourly")
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.6))
                HourlyBars(hourly: entry.hourly, height: 60)
                HStack {
                    Text("6 AM")
                    Spacer()
                    Text("3 PM")
                }
                .font(.caption2)
                .foregroundStyle(.white.opacity(0.5))
            }
        }
    }

    private func summary(showsDistance: Bool) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            StepsHeadline(steps: entry.steps, detail: "\(Int(entry.progress * 100))% of \(entry.goal.grouped)")
            Spacer(minLength: 0)
            if showsDistance {
                Text(String(format: "%.1f km", entry.distanceKilometres))
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(.white)
            }
            ProgressBar(progress: entry.progress)
        }
    }
}

/// The "STEPS" label, the count and a detail line.
struct StepsHeadline: View {
    let steps: Int
    let detail: String

    var body: some View {
        Text("STEPS")
            .font(.caption.weight(.semibold))
            .foregroundStyle(stepsGreen)
        Text(steps.grouped)
            .font(.system(size: 34, weight: .bold))
            .foregroundStyle(.white)
            .minimumScaleFactor(0.6)
            .lineLimit(1)
        Text(detail)
            .font(.footnote)
            .foregroundStyle(.white.opacity(0.6))
    }
}

struct RectangularStepsView: View {
    let entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Steps")
                .font(.headline)
            Text(entry.steps.grouped)
                .font(.system(size: 20, weight: .semibold))
            // Inset from the slot's rounded bottom corners, which the 58 pt iOS 26 slot
            // brings close to the bar.
            ProgressBar(progress: entry.progress, tint: .primary)
                .padding(.horizontal, 6)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Bars for each hour, scaled to the busiest hour.
struct HourlyBars: View {
    let hourly: [Int]
    /// The height of the busiest hour's bar.
    let height: CGFloat

    var body: some View {
        let peak = max(hourly.max() ?? 1, 1)
        HStack(alignment: .bottom, spacing: 3) {
            ForEach(Array(hourly.enumerated()), id: \.offset) { _, steps in
                RoundedRectangle(cornerRadius: 2)
                    .fill(stepsGreen.opacity(steps == peak ? 1 : 0.55))
                    .frame(maxWidth: .infinity)
                    .frame(height: max(3, height * CGFloat(steps) / CGFloat(peak)))
            }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}

/// Ten segments, lit in proportion to the progress.
struct ProgressBar: View {
    let progress: Double
    var tint: Color = stepsGreen

    /// The number of segments in the bar.
    static let segments = 10

    var body: some View {
        let lit = Int((progress * Double(Self.segments)).rounded(.down))
        HStack(spacing: 3) {
            ForEach(0..<Self.segments) { i in
                Capsule()
                    .fill(i < lit ? tint : tint.opacity(0.25))
                    .frame(height: 6)
            }
        }
    }
}
