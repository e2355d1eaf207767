import Foundation
import Testing
import WidgetRender

/// Specimens of the bundled symbols, reviewed against Apple's SF Symbols and recorded in
/// `Snapshots/Symbols/`.
@Suite("Symbol specimens")
struct SymbolSpecimenTests {
    static let renderer = Result { try WidgetRenderer() }

    /// Names the widget templates and common widgets use.
    static let gridNames = [
        "star.fill", "figure.walk", "checkmark.circle", "checkmark.circle.fill", "circle", "bolt", "bolt.fill", "bolt.slash",
        "plus.circle.fill", "dollarsign.circle", "dollarsign.circle.fill", "flame.fill", "arrow.down.circle.fill", "sun.max", "cloud.rain.fill", "drop",
        "wind", "thermometer", "calendar", "clock", "timer", "bell", "heart", "house",
        "gear", "person", "location", "battery.100", "wifi", "play.fill", "pause.fill", "music.note",
        "cart", "envelope", "phone", "message", "trash", "lock", "sparkles", "leaf",
        "moon", "snowflake", "umbrella", "chart.bar", "chevron.right", "xmark", "list.bullet", "checklist",
        "7.circle", "23.circle.fill", "figure.run", "bed.double", "airplane", "car", "gift", "pawprint",
        "hourglass", "alarm", "cloud.sun", "heart.fill", "person.2", "mappin", "bookmark", "eye.slash",
    ]

    struct Grid: View {
        let names: [String]
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<(names.count + 7) / 8, id: \.self) { row in
                    HStack(spacing: 6) {
                        ForEach(row * 8..<min(names.count, row * 8 + 8), id: \.self) { i in
                            Image(systemName: names[i]).frame(width: 28, height: 28)
                        }
                    }
                }
            }
            .padding(8)
        }
    }

    /// Three scales × two weights × light and dark.
    static let cases: [(Image.Scale, Font.Weight, ColorScheme)] = [Image.Scale.small, .medium, .large].flatMap { scale in
        [Font.Weight.regular, .bold].flatMap { weight in ColorScheme.allCases.map { (scale, weight, $0) } }
    }

    @Test(arguments: 0..<cases.count)
    func symbolGrid(index: Int) throws {
        let (scale, weight, scheme) = Self.cases[index]
        var env = EnvironmentValues()
        env.displayScale = 2
        env.colorScheme = scheme
        let view = Grid(names: Self.gridNames)
            .font(.system(size: 17, weight: weight))
            .imageScale(scale)
            .foregroundStyle(.primary)
            .background(scheme == .dark ? Color.black : Color.white)
        let image = try Self.renderer.get().render(view, canvas: CGSize(width: 290, height: 290), environment: env)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: "Symbols/grid-\(scale)-\(weight.value)-\(scheme)")
    }
}
