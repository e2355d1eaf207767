import Foundation
import Testing

@testable import WidgetCore

/// The iOS 27 iPhones, the Mac desktop and the iPad Lock Screen: their frames as the fact
/// tables give them, which generation each defaults to, and how a context moves between the
/// generations' tables.
@Suite struct NewDeviceProfileTests {
    /// One line per family the profile offers: `family W×H @scale`, canvas sizes.
    private func dump(_ device: DeviceProfile) -> String {
        device.supportedFamilies.map { family in
            let size = device.slots[family]!.canvas
            return "\(family) \(LayoutDump.format(size.width))×\(LayoutDump.format(size.height))"
        }.joined(separator: "\n")
    }

    @Test func iOS27AddsThePortraitFamilyAsWideAsMedium() throws {
        #expect(
            dump(.iOS27_iPhone6_1) == """
                systemSmall 162.67×162.67
                systemMedium 344.67×162.67
                systemLarge 344.67×360
                systemExtraLargePortrait 344.67×557.33
                accessoryCircular 58×58
                accessoryRectangular 147.67×58
                accessoryInline 341×36
                """)
        let heights = DeviceProfile.iOS27Phones.map { "\(LayoutDump.format($0.screen.width))@\(Int($0.scale)) \(LayoutDump.format($0.slots[.systemExtraLargePortrait]!.canvas.height))" }
        #expect(heights == ["440@3 611.33", "430@3 601.33", "428@3 599.67", "420@3 591.33", "414@3 584.67", "414@2 576.5", "402@3 565.67", "393@3 557.33", "390@3 554", "375@3 539", "375@2 490"])
        for device in DeviceProfile.iOS27Phones {
            #expect(device.slots[.systemExtraLargePortrait]?.canvas.width == device.slots[.systemMedium]?.canvas.width, "\(device.name)")
            #expect(device.system == .iOS27)
            #expect(device.cornerRadius == 28.67)
        }
    }

    @Test func theDefaultStaysIOS26AndIOS27IsChosen() throws {
        // The default device keeps iOS 26, which has no portrait family: a clear error.
        var c = WidgetContext(family: .systemExtraLargePortrait)
        #expect(c.system == .iOS26)
        do {
            _ = try c.size()
            Issue.record("the portrait family has no iOS 26 size")
        } catch {
            #expect(error.message.hasPrefix("family systemExtraLargePortrait is not available on iOS26_iPhone6_1"))
        }
        // Choosing iOS 27 moves the iOS 18 row to the iOS 27 one.
        c.system = .iOS27
        #expect(c.sizedDevice.name == "iOS27_iPhone6_1")
        #expect(try c.size() == CGSize(width: 344.67, height: 557.33))
        #expect(try c.pixelSize() == (1034, 1672))
        // An iOS 27 profile defaults to iOS 27, and back to iOS 26 drops the family.
        var d = WidgetContext(family: .systemSmall, device: .iOS27_iPhone6_7Notch)
        #expect(d.system == .iOS27)
        d.system = .iOS26
        #expect(d.sizedDevice.slots[.systemExtraLargePortrait] == nil)
        #expect(try d.size() == CGSize(width: 174.33, height: 174.33))
        d.system = .iOS18
        #expect(try d.size() == CGSize(width: 170, height: 170))
        // iOS 27 is a Liquid Glass generation with the iOS 26 palette.
        #expect(SystemGeneration.iOS27.hasLiquidGlass && SystemGeneration.iOS27.usesLiquidGlassPalette)
        var clear = WidgetContext(family: .systemSmall, device: .iOS27_iPhone6_1)
        clear.appearance = .clear(.dark)
        #expect(clear.effectiveAppearance == .clear(.dark))
    }

    @Test func theMacDesktopHasTheMeasuredGrid() throws {
        #expect(
            dump(.macDesktop) == """
                systemSmall 164×164
                systemMedium 344×164
                systemLarge 344×344
                systemExtraLarge 704×344
                """)
        #expect(
            dump(.macOS27_macDesktop) == """
                systemSmall 164×164
                systemMedium 344×164
                systemLarge 344×344
                systemExtraLarge 704×344
                systemExtraLargePortrait 344×704
                """)
        // 16 pt gutter: two smalls and the gutter make a medium.
        #expect(2 * 164 + 16 == 344)
        var c = WidgetContext(family: .systemExtraLargePortrait, device: .macDesktop)
        #expect(c.system == .iOS26)
        #expect(throws: WidgetCoreError.self) { try c.size() }
        c.system = .iOS27
        #expect(c.sizedDevice.name == "macOS27_macDesktop")
        #expect(try c.pixelSize() == (688, 1408))
        #expect(WidgetContext(family: .systemSmall, device: .macOS27_macDesktop).system == .iOS27)
        #expect(DeviceProfile.macDesktop.assetIdiom == "mac")
        #expect(DeviceProfile.macDesktop.isMac && !DeviceProfile.iPhone6_1.isMac)
    }

    @Test func aMacAndAVisionProShowNoLiveActivityOfTheirOwn() {
        #expect(throws: WidgetCoreError.self) { try LiveActivityMetrics(.macDesktop) }
        #expect(throws: WidgetCoreError.self) { try LiveActivityMetrics(.visionPro) }
    }

    @Test func visionProMovesBetweenItsGenerationsAndNamesItsAssets() throws {
        #expect(DeviceProfile.visionPro.assetIdiom == "vision")
        #expect(DeviceProfile.visionPro.isVision && !DeviceProfile.macDesktop.isVision)
        #expect(WidgetContext(family: .systemSmall, device: .visionOS27_visionPro).system == .iOS27)
        var c = WidgetContext(family: .systemExtraLargePortrait, device: .visionPro)
        // visionOS 26 already has the portrait family.
        #expect(try c.size() == CGSize(width: 354, height: 550))
        c.system = .iOS27
        #expect(c.sizedDevice.name == "visionOS27_visionPro")
        c.family = .accessoryRectangular
        #expect(try c.size() == CGSize(width: 208, height: 79))
        c.system = .iOS26
        #expect(throws: WidgetCoreError.self) { try c.size() }
    }

    @Test func theIPadLockScreenHasItsMeasuredRows() throws {
        let rows = DeviceProfile.iPadLockScreens.map { d -> String in
            let s = d.slots
            func f(_ family: WidgetFamily) -> String {
                let c = s[family]!.canvas
                return c.width == c.height ? LayoutDump.format(c.width) : "\(LayoutDump.format(c.width))×\(LayoutDump.format(c.height))"
            }
            return "\(Int(d.screen.width))×\(Int(d.screen.height)) | \(f(.systemSmall)) | \(f(.accessoryCircular)) | \(f(.accessoryRectangular)) | \(f(.accessoryInline))"
        }
        #expect(
            rows.joined(separator: "\n") == """
                1032×1376 | 150.5 | 60 | 150.5×60 | 372×36
                1024×1366 | 149 | 59.5 | 149×59.5 | 374×36
                834×1194 | 152 | 61 | 152×61 | 372×36
                820×1180 | 152 | 63 | 152×63 | 372×36
                810×1080 | 146 | 58 | 146×58 | 372×36
                768×1024 | 135.5 | 53 | 135.5×53 | 372×36
                744×1133 | 133 | 53.5 | 133×53.5 | 372×36
                """)
        for d in DeviceProfile.iPadLockScreens {
            #expect(d.scale == 2)
            #expect(d.assetIdiom == "ipad")
            #expect(d.slots[.systemMedium] == nil)
        }
    }

    @Test func everyNewProfileIsListedAndNamedOnce() throws {
        let names = DeviceProfile.all.map(\.name)
        #expect(Set(names).count == names.count)
        for d in DeviceProfile.iOS27Phones + DeviceProfile.macProfiles + DeviceProfile.iPadLockScreens + DeviceProfile.visionProfiles {
            #expect(try DeviceProfile.named(d.name) == d)
        }
    }
}
