import Foundation
import Testing
import WidgetRender

/// The watch families rendered on a watch, compared with reviewed references under
/// `Snapshots/Watch/`: the corner with its label bent inside it (in each of the face's four
/// corner slots), curved content, the circular,
/// inline and face rectangular complications, in full colour and accented.
@Suite struct WatchComplicationSnapshotTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A corner: a drop with a label.
    struct DropCorner: View {
        var body: some View {
            Image(systemName: "drop.fill")
                .font(.system(size: 16))
                .foregroundStyle(.cyan)
                .widgetAccentable()
                .widgetLabel("Hydration")
        }
    }

    /// A corner whose main text curves along the corner, outside its label.
    struct CurvedTemperature: View {
        var body: some View {
            Text("72°F")
                .font(.system(size: 16, weight: .semibold, design: .rounded))
                .foregroundStyle(.orange)
                .widgetCurvesContent()
                .widgetLabel("Cupertino")
        }
    }

    /// A corner whose curved content leads with a symbol: the symbol turns with the text.
    struct CurvedSteps: View {
        var body: some View {
            HStack(spacing: 2) {
                Image(systemName: "figure.walk")
                Text("7,842")
            }
            .font(.system(size: 15, weight: .semibold, design: .rounded))
            .foregroundStyle(.green)
            .widgetCurvesContent()
            .widgetLabel("Steps")
        }
    }

    /// A circular complication on its plate.
    struct StepsCircular: View {
        var body: some View {
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "figure.walk").font(.system(size: 14)).widgetAccentable()
                    Text("7.8k").font(.system(size: 14, weight: .medium, design: .rounded))
                }
            }
        }
    }

    /// A circular complication with a bezel label.
    struct BezelSteps: View {
        var body: some View {
            StepsCircular().widgetLabel("7,842 steps today")
        }
    }

    /// An inline line.
    struct InlineLine: View {
        var body: some View {
            Label("Sunny, 72°", systemImage: "sun.max.fill")
        }
    }

    /// A rectangular complication.
    struct RectangularCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                Text("Standup").font(.headline).widgetAccentable()
                Text("10:30 – Room 4").font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color(red: 0.1, green: 0.2, blue: 0.4), for: .widget)
        }
    }

    static func context(_ family: WidgetFamily, _ device: DeviceProfile, _ mode: WidgetRenderingMode, face: Bool = false) -> WidgetContext {
        var c = WidgetContext(family: family, device: device, renderingMode: mode)
        if face { c.watchPlacement = .face }
        return c
    }

    static func corner(_ device: DeviceProfile, _ mode: WidgetRenderingMode, _ slot: WatchCorner) -> WidgetContext {
        var c = context(.accessoryCorner, device, mode)
        c.watchCorner = slot
        return c
    }

    static func bezel(_ device: DeviceProfile, _ mode: WidgetRenderingMode) -> WidgetContext {
        var c = context(.accessoryCircular, device, mode)
        c.watchPlacement = .bezel
        return c
    }

    static let cases: [(String, WidgetContext)] = [
        ("corner-label-45mm-fullColor", context(.accessoryCorner, .watch45mm, .fullColor)),
        ("corner-label-40mm-accented", context(.accessoryCorner, .watch40mm, .accented)),
        ("corner-curved-45mm-fullColor", context(.accessoryCorner, .watch45mm, .fullColor)),
        ("corner-label-45mm-fullColor-topTrailing", corner(.watch45mm, .fullColor, .topTrailing)),
        ("corner-label-41mm-accented-bottomLeading", corner(.watch41mm, .accented, .bottomLeading)),
        ("corner-curved-45mm-fullColor-bottomTrailing", corner(.watch45mm, .fullColor, .bottomTrailing)),
        ("corner-curved-45mm-fullColor-topTrailing", corner(.watch45mm, .fullColor, .topTrailing)),
        ("corner-label-45mm-fullColor-bottomTrailing", corner(.watch45mm, .fullColor, .bottomTrailing)),
        ("corner-symbol-45mm-fullColor", corner(.watch45mm, .fullColor, .topLeading)),
        ("corner-symbol-45mm-fullColor-bottomLeading", corner(.watch45mm, .fullColor, .bottomLeading)),
        ("circular-46mm-fullColor", context(.accessoryCircular, .watch46mm, .fullColor)),
        ("circular-bezel-45mm-fullColor", bezel(.watch45mm, .fullColor)),
        ("circular-bezel-41mm-accented", bezel(.watch41mm, .accented)),
        ("inline-45mm-accented", context(.accessoryInline, .watch45mm, .accented)),
        ("rectangular-face-49mmUltra3-fullColor", context(.accessoryRectangular, .watch49mmUltra3, .fullColor, face: true)),
    ]

    static func view(for name: String) -> AnyView {
        if name.hasPrefix("corner-label") { return AnyView(DropCorner()) }
        if name.hasPrefix("corner-curved") { return AnyView(CurvedTemperature()) }
        if name.hasPrefix("corner-symbol") { return AnyView(CurvedSteps()) }
        if name.hasPrefix("circular-bezel") { return AnyView(BezelSteps()) }
        if name.hasPrefix("circular") { return AnyView(StepsCircular()) }
        if name.hasPrefix("inline") { return AnyView(InlineLine()) }
        return AnyView(RectangularCard())
    }

    @Test(arguments: cases)
    func matchesReference(name: String, context: WidgetContext) throws {
        let image = try Self.renderer.get().render(Self.view(for: name), in: context)
        let size = try context.pixelSize()
        #expect(image.pixelWidth == size.width && image.pixelHeight == size.height)
        // The subjects fit their slots: nothing truncated or cut off (they declare no container
        // background, which a complication on a face does not show); their text is reported as
        // set in SF Compact's stand-ins (WatchFontStandInTests).
        #expect(image.diagnostics.filter { ![.missingContainerBackground, .chosenFigure].contains($0.kind) }.map(\.message) == [])
        try SnapshotReference.assertMatches(try image.pngData(), named: "Watch/\(name)")
    }
}
