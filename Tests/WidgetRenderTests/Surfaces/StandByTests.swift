import Foundation
import Testing

@testable import WidgetRender

/// Small widgets in StandBy: scaled 2×, background removed, on black, red at night; two side
/// by side on the landscape screen; every other family or device refused with the fix.
@Suite struct StandByTests {
    struct PhotoEntry: TimelineEntry {
        let date: Date
    }

    struct PhotoProvider: TimelineProvider {
        func placeholder(in context: Context) -> PhotoEntry { PhotoEntry(date: WidgetContext.referenceDate) }
        func getSnapshot(in context: Context, completion: @escaping (PhotoEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    /// A widget that keeps its background in StandBy.
    struct PhotoWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "photo", provider: PhotoProvider()) { _ in
                Text("Photo").containerBackground(Color.orange, for: .widget)
            }
            .containerBackgroundRemovable(false)
            .supportedFamilies([.systemSmall])
        }
    }

    static let renderer = Result { try WidgetRenderer() }

    /// A white label on a blue container background, with a tagged box to find in the layout.
    struct Label: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Steps").font(.headline).foregroundStyle(.white)
                Spacer()
                Rectangle().fill(Color.white).frame(width: 40, height: 20).accessibilityIdentifier("box")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .containerBackground(Color(red: 0, green: 0.3, blue: 0.9), for: .widget)
        }
    }

    private func standBy(night: Bool = false, family: WidgetFamily = .systemSmall, device: DeviceProfile = .iPhone6_1) -> WidgetContext {
        var c = WidgetContext(family: family, device: device)
        c.showsInStandBy = true
        c.standByNight = night
        return c
    }

    private func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try #require(image.pixels.pixel(x: x, y: y))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    private func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as WidgetCoreError {
            return error.message
        } catch let error as WidgetRenderError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func aSmallWidgetIsLaidOutAtItsSizeAndDrawnAtTwiceIt() throws {
        let context = standBy()
        #expect(try context.size() == CGSize(width: 162.67, height: 162.67))
        #expect(try context.pixelScale() == 6)
        #expect(try context.pixelSize() == (976, 976))
        #expect(context.contentMargins == EdgeInsets(5))
        let env = context.environment(now: WidgetContext.referenceDate)
        #expect(env.widgetRenderingMode == .fullColor)
        #expect(!env.showsWidgetContainerBackground)
        #expect(env.colorScheme == .dark)
        #expect(standBy(night: true).environment(now: WidgetContext.referenceDate).widgetRenderingMode == .vibrant)
        #expect(Surfaces.surface(for: context) is StandBySurface)
        let image = try Self.renderer.get().render(Label(), in: context)
        #expect(image.layout.frame(of: "box") == CGRect(x: 5, y: 137.67, width: 40, height: 20))
    }

    @Test func theBackgroundIsRemovedAndTheSlotIsBlack() throws {
        let image = try Self.renderer.get().render(Label(), in: standBy())
        #expect(try pixel(image, 488, 600) == [0, 0, 0, 255])
        // The white box, 2× at 6 px per point.
        #expect(try pixel(image, 5 * 6 + 60, 137 * 6 + 70) == [255, 255, 255, 255])
        #expect(image.diagnostics.map(\.kind) == [.chosenFigure])
    }

    @Test func theCornersAreNotRoundedOff() throws {
        // A white fill of the content area: 1 pt inside its top-left corner is white in
        // StandBy, outside the 28.67 pt rounded corner on the Home Screen.
        let fill = Rectangle().fill(Color.white).containerBackground(Color.blue, for: .widget)
        let standBy = try Self.renderer.get().render(fill, in: standBy())
        #expect(try pixel(standBy, 6 * 6, 6 * 6) == [255, 255, 255, 255])
        var home = WidgetContext(family: .systemSmall)
        home.contentMarginsDisabled = true
        let rounded = try Self.renderer.get().render(fill, in: home)
        #expect(try pixel(rounded, 3, 3)[3] == 0)
    }

    @Test func atNightWhiteTurnsRedOnBlack() throws {
        let image = try Self.renderer.get().render(Label(), in: standBy(night: true))
        let box = try pixel(image, 5 * 6 + 60, 137 * 6 + 70)
        #expect(box == [255, 42, 26, 255], "\(box)")
        #expect(try pixel(image, 488, 600) == [0, 0, 0, 255])
        #expect(image.diagnostics.first?.message.contains("night red") == true)
    }

    @Test func accentedIsReportedAndDrawnAsByDay() throws {
        var context = standBy()
        context.renderingMode = .accented
        let image = try Self.renderer.get().render(Label(), in: context)
        #expect(image.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.hasPrefix("StandBy has no accented look") })
        #expect(try image.pngData() == Self.renderer.get().render(Label(), in: standBy()).pngData())
    }

    @Test func otherFamiliesDevicesAndScalesAreRefusedWithTheFix() throws {
        let renderer = try Self.renderer.get()
        #expect(
            message { _ = try renderer.render(Label(), in: standBy(family: .systemMedium)) }
                == "StandBy shows only systemSmall widgets, two side by side; choose family = .systemSmall, or set showsInStandBy = false to render systemMedium on the Home Screen")
        #expect(message { _ = try standBy(device: .iPad11).pixelSize() }.hasSuffix("has no StandBy, which is on iPhone only; use an iPhone profile such as iPhone6_1"))
        #expect(message { _ = try standBy(device: .macDesktop).size() }.contains("has no StandBy"))
        var big = standBy()
        big.scale = 5
        #expect(message { _ = try big.pixelSize() } == "scale 5 is too large for StandBy, which draws the widget at 2×; use a scale up to 4")
    }

    @Test func aBackgroundThatIsNotRemovableIsReportedAsNotYetKept() throws {
        let image = try Self.renderer.get().render(PhotoWidget(), entry: PhotoEntry(date: WidgetContext.referenceDate), in: standBy())
        let note = image.diagnostics.first { $0.kind == .renderingModeAdjusted }
        #expect(note?.message.hasPrefix("widget \"photo\" sets containerBackgroundRemovable(false)") == true, "\(image.diagnostics)")
        let home = try Self.renderer.get().render(PhotoWidget(), entry: PhotoEntry(date: WidgetContext.referenceDate), in: WidgetContext(family: .systemSmall))
        #expect(!home.diagnostics.contains { $0.kind == .renderingModeAdjusted })
    }

    @Test func twoWidgetsSitSideBySideOnTheLandscapeScreen() throws {
        let renderer = try Self.renderer.get()
        let context = standBy()
        let one = try renderer.render(Label(), in: context)
        let screen = try renderer.standByScreen(one, one, in: context)
        #expect(screen.pixelWidth == 2556 && screen.pixelHeight == 1179 && screen.scale == 3)
        #expect(screen.layout.canvas == CGSize(width: 852, height: 393))
        // Each 976 px widget centred in its 1278 px half: x 151 and 1429, y 101.
        let frames = screen.layout.root.children.map { "\(Int(($0.frame.minX * 3).rounded())),\(Int(($0.frame.minY * 3).rounded())) \(Int(($0.frame.width * 3).rounded()))×\(Int(($0.frame.height * 3).rounded()))" }
        #expect(frames == ["151,101 976×976", "1429,101 976×976"])
        #expect(try pixel(screen, 10, 10) == [0, 0, 0, 255])
        #expect(try pixel(screen, 151 + 90, 101 + 137 * 6 + 70) == [255, 255, 255, 255])
        #expect(try pixel(screen, 1429 + 90, 101 + 137 * 6 + 70) == [255, 255, 255, 255])
        #expect(screen.diagnostics.map(\.kind) == [.chosenFigure, .chosenFigure], "each widget's StandBy note once, then the placement's")
        #expect(screen.diagnostics.last?.message.contains("where StandBy places its two widgets") == true)
    }

    @Test func aScreenOfImagesNotRenderedInStandByIsRefused() throws {
        let renderer = try Self.renderer.get()
        let home = try renderer.render(Label(), in: WidgetContext(family: .systemSmall))
        #expect(
            message { _ = try renderer.standByScreen(home, home, in: standBy()) }
                == "the left image is 488×488 pixels, not the 976×976 of a small widget in StandBy on iPhone6_1; render it with showsInStandBy = true in the same context")
        #expect(message { _ = try renderer.standByScreen(home, home, in: standBy(family: .systemLarge)) }.hasPrefix("StandBy shows only systemSmall widgets"))
    }
}
