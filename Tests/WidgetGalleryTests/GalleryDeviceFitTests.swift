import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Every gallery widget fits every device profile it has a slot on: no content overflows its
/// area and no text is cut, down to the 4.7-inch iPhone and the iPad mini, where the widgets'
/// `ViewThatFits` pick their compact layouts; and on those two the compact layouts really are
/// the ones drawn (the tasks widget lists fewer rows than on the default iPhone).
@Suite("Gallery on every device")
struct GalleryDeviceFitTests {
    /// The diagnostics that say a layout does not fit.
    static let misfits: Set<Diagnostic.Kind> = [.contentOverflow, .truncatedText]

    /// The iPad Lock Screens whose small widget (135.5 and 133 pt) and rectangular widget
    /// (53 and 53.5 pt tall) are smaller than any other profile's: the gallery's small and
    /// rectangular layouts do not fit them yet.
    static let tooSmallForTheGallery: Set<String> = ["iPadLock9_7", "iPadLockMini"]

    @Test(arguments: DeviceProfile.all.map(\.name).filter { !tooSmallForTheGallery.contains($0) })
    func everyWidgetFits(device name: String) throws {
        let found = try misfits(on: name)
        #expect(found.isEmpty, "\(found)")
    }

    /// A known issue, kept visible: it fails as soon as the gallery fits these devices, so
    /// that they join the test above.
    @Test(arguments: Array(tooSmallForTheGallery).sorted())
    func theSmallestIPadLockScreensDoNotFitTheGalleryYet(device name: String) throws {
        let found = try misfits(on: name)
        withKnownIssue("the gallery's small and rectangular layouts overflow the iPad Lock Screen's smallest slots") {
            #expect(found.isEmpty, "\(found)")
        }
    }

    /// `widget family on device: message` for each misfit of each gallery widget on `name`.
    private func misfits(on name: String) throws -> [String] {
        let renderer = try WidgetRenderer()
        let device = try DeviceProfile.named(name)
        var found: [String] = []
        for item in Gallery.items {
            for family in item.families where device.slots[family] != nil {
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
