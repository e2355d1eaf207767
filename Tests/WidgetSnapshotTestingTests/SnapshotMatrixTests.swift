import Foundation
import Testing
import WidgetGallery
import WidgetRender

@testable import WidgetSnapshotTesting

/// The matrix's cells: order, names, and no cell that renders the pixels of another.
@Suite struct SnapshotMatrixTests {
    @Test func theStandardMatrixHasFourLooksPerFamily() {
        let cells = SnapshotMatrix.standard.cells(defaultFamilies: [.systemSmall, .accessoryInline])
        #expect(
            cells.map { $0.parts.joined(separator: ".") } == [
                "systemSmall.fullColor.light", "systemSmall.fullColor.dark", "systemSmall.accented", "systemSmall.vibrant",
                "accessoryInline.fullColor.light", "accessoryInline.fullColor.dark", "accessoryInline.accented", "accessoryInline.vibrant",
            ])
    }

    @Test func modesAndSchemesLeaveOutTheTwins() {
        let matrix = SnapshotMatrix(families: [.systemSmall], modes: WidgetRenderingMode.allCases, colorSchemes: [.light, .dark])
        #expect(matrix.looks == WidgetLook.standard)
        // Looks that differ only in a scheme the mode does not use render once.
        let twins = SnapshotMatrix(families: [.systemSmall], looks: [WidgetLook(renderingMode: .vibrant, colorScheme: .light), WidgetLook(renderingMode: .vibrant, colorScheme: .dark)])
        #expect(twins.cells(defaultFamilies: []).count == 1)
        // On the watch, full colour is dark whatever the scheme asked.
        let watch = SnapshotMatrix(families: [.accessoryRectangular], looks: [.fullColorLight, .fullColorDark], devices: [.watch45mm])
        #expect(watch.cells(defaultFamilies: []).map(\.parts) == [["accessoryRectangular", "fullColor", "light"]])
    }

    @Test func sizesAndDevicesNameTheirCells() {
        let matrix = SnapshotMatrix(families: [.systemSmall], looks: [.fullColorLight], dynamicTypeSizes: [.large, .accessibility2], devices: [.iPhone6_1, .iPhone6_7])
        #expect(
            matrix.cells(defaultFamilies: []).map { $0.parts.joined(separator: ".") } == [
                "systemSmall.fullColor.light.\(DeviceProfile.iPhone6_1.name)", "systemSmall.fullColor.light.\(DeviceProfile.iPhone6_7.name)",
                "systemSmall.fullColor.light.accessibility2.\(DeviceProfile.iPhone6_1.name)", "systemSmall.fullColor.light.accessibility2.\(DeviceProfile.iPhone6_7.name)",
            ])
        #expect(WidgetLook.accented(system: .iOS18, appearance: .tinted(.light)).name == "accented.iOS18.tinted-light")
        #expect(WidgetLook.standByNight.name == "vibrant.standByNight")
    }

    /// The rule the matrix relies on: contexts with the same rendering key give the same bytes,
    /// and the ones it keeps apart do not. Fails if the renderer starts reading the colour
    /// scheme a mode does not report.
    @Test func contextsWithOneRenderingKeyRenderTheSameBytes() throws {
        let renderer = try WidgetRenderer()
        func png(_ look: WidgetLook, scheme: ColorScheme) throws -> Data {
            var context = WidgetContext(family: .systemSmall)
            look.apply(to: &context)
            context.colorScheme = scheme
            return try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: context).pngData()
        }
        for look in [WidgetLook.accented, .vibrant] {
            #expect(try png(look, scheme: .light) == png(look, scheme: .dark), "\(look)")
        }
        #expect(try png(.fullColorLight, scheme: .light) != png(.fullColorLight, scheme: .dark))
    }
}
