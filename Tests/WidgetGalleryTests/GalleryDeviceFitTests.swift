import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Every gallery widget fits every device profile it has a slot on: no content overflows its
/// area and no text is cut, down to the 4.7-inch iPhone and the iPad mini, where the widgets'
/// `ViewThatFits` pick their compact layouts, the iPad Lock Screens' small and rectangular
/// slots (101 to 103.5 pt inside their margins, 53 pt tall) and Apple Vision Pro's extra
/// large (550 pt wide); and on the smallest phones the compact layouts really are the ones
/// drawn (the tasks widget lists fewer rows than on the default iPhone).
@Suite("Gallery on every device")
struct GalleryDeviceFitTests {
    /// The diagnostics that say a layout does not fit.
    static let misfits: Set<Diagnostic.Kind> = [.contentOverflow, .truncatedText]

    /// Every device, or under a sanitizer (``SanitizedRun``) one of each system and set of
    /// families, whose renders reach the code the others do: the 47 devices took a fifth of
    /// the ThreadSanitizer run (251 s of it; 14 s in a plain run).
    static var devices: [String] {
        guard SanitizedRun.isActive else { return DeviceProfile.all.map(\.name) }
        var seen = Set<String>()
        return DeviceProfile.all.filter { seen.insert("\($0.system) \($0.slots.keys.map(\.description).sorted())").inserted }.map(\.name)
    }

    @Test(arguments: GalleryDeviceFitTests.devices)
    func everyWidgetFits(device name: String) throws {
        let found = try misfits(on: name) { _ in true }
        #expect(found.isEmpty, "\(found)")
    }

    /// `widget family on device: message` for each misfit of each gallery widget on `name`,
    /// in the families `included` keeps.
    private func misfits(on name: String, in included: (WidgetFamily) -> Bool) throws -> [String] {
        let renderer = try WidgetRenderer()
        let device = try DeviceProfile.named(name)
        var found: [String] = []
        for item in Gallery.items {
            for family in item.families where device.slots[family] != nil && included(family) {
                let image = try item.render(renderer, WidgetContext(family: family, device: device))
                let misfits = image.diagnostics.filter { Self.misfits.contains($0.kind) }
                found += misfits.map { "\(item.name) \(family) on \(name): \($0.message)" }
            }
        }
        return found
    }

    @Test func theSmallestDevicesShowFewerTaskRows() throws {
        let renderer = try WidgetRenderer()
        func rows(_ family: WidgetFamily, on device: DeviceProfile) throws -> Int {
            let image = try renderer.render(TasksWidget(), entry: TaskEntry.sample, in: WidgetContext(family: family, device: device))
            return (1...12).filter { image.layout.frame(of: "task-\($0)") != nil }.count
        }
        #expect(try rows(.systemLarge, on: .iPhone6_1) == 6)
        #expect(try rows(.systemLarge, on: .iPhone4_7) == 5)
        #expect(try rows(.systemMedium, on: .iPhone6_1) == 2)
        #expect(try rows(.systemMedium, on: .iPadMini) == 1)
    }
}
