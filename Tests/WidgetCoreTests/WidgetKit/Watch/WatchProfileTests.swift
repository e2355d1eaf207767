import Foundation
import Testing

@testable import WidgetCore

/// Every watch case size offers the four watch families at the HIG's (or the measured)
/// frames, with the Smart Stack and the face told apart for `accessoryRectangular`.
@Suite struct WatchProfileTests {
    private func f(_ s: CGSize) -> String { "\(LayoutDump.format(s.width))×\(LayoutDump.format(s.height))" }

    /// One line per watch: screen; Smart Stack and face rectangular; circular; corner (and the
    /// corner image); inline.
    private func line(_ d: DeviceProfile) throws -> String {
        var c = WidgetContext(family: .accessoryRectangular, device: d)
        let stack = try c.size()
        c.watchPlacement = .face
        let face = try c.size()
        c.family = .accessoryCircular
        let circular = try c.size()
        c.family = .accessoryCorner
        let corner = try c.size()
        let image = try c.canvasSize()
        c.family = .accessoryInline
        let inline = try c.size()
        return "\(d.name) screen \(f(d.screen)) stack \(f(stack)) face \(f(face)) circular \(f(circular)) corner \(f(corner)) in \(f(image)) inline \(f(inline))"
    }

    @Test func everyCaseSizeHasEveryWatchFamily() throws {
        let table = try DeviceProfile.watches.map(line).joined(separator: "\n")
        #expect(
            table == """
                watch40mm screen 162×197 stack 152×69.5 face 162×69 circular 42×42 corner 32×32 in 80×80 inline 162×21
                watch41mm screen 176×215 stack 165×72.5 face 171.5×73 circular 44.5×44.5 corner 34×34 in 85×85 inline 171.5×21
                watch42mm screen 187×223 stack 176×72.5 face 176×72.5 circular 47×47 corner 30×30 in 75×75 inline 176×21
                watch44mm screen 184×224 stack 173×76.5 face 184×78 circular 47×47 corner 36×36 in 90×90 inline 184×21
                watch45mm screen 198×242 stack 184×80.5 face 193×82 circular 50×50 corner 38×38 in 95×95 inline 193×21
                watch46mm screen 208×248 stack 194×80.5 face 196×80.5 circular 51×51 corner 38×38 in 95×95 inline 196×21
                watch49mm screen 205×251 stack 191×81.5 face 193×82 circular 50×50 corner 38×38 in 95×95 inline 193×21
                watch49mmUltra3 screen 211×257 stack 197×84 face 199×84.5 circular 51×51 corner 38×38 in 95×95 inline 199×21
                """)
    }

    @Test func everyWatchIsInTheTableAndNamedLookupFindsTheNewCases() throws {
        for d in DeviceProfile.watches { #expect(DeviceProfile.all.contains(d)) }
        #expect(try DeviceProfile.named("watch46mm") == .watch46mm)
        #expect(try DeviceProfile.named("watch49mmUltra3").screen == CGSize(width: 211, height: 257))
        #expect(DeviceProfile.watch45mm.supportedFamilies == [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }

    @Test func pixelsAreTwicePointsAndTheCornerImageIsItsRegion() throws {
        var c = WidgetContext(family: .accessoryCorner, device: .watch45mm)
        #expect(try c.pixelSize() == (190, 190))
        c.family = .accessoryRectangular
        #expect(try c.pixelSize() == (368, 161))
        c.watchPlacement = .face
        #expect(try c.pixelSize() == (386, 164))
    }

    @Test func onlyTheSmartStackShowsTheContainerBackground() {
        var c = WidgetContext(family: .accessoryRectangular, device: .watch45mm)
        #expect(c.showsContainerBackground)
        c.watchPlacement = .face
        #expect(!c.showsContainerBackground)
        for family in [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryInline] {
            c.family = family
            c.watchPlacement = .smartStack
            #expect(!c.showsContainerBackground, "\(family)")
        }
    }

    @Test func theFacePlacementChangesNothingOffTheWatch() throws {
        var c = WidgetContext(family: .accessoryRectangular, device: .iPhone6_1)
        let before = try c.size()
        c.watchPlacement = .face
        #expect(try c.size() == before)
        #expect(c.watchCornerGeometry == nil)
    }

    @Test func placementNamesParseAndBadOnesSayTheChoices() throws {
        #expect(try WatchPlacement(parsing: "face") == .face)
        #expect(throws: WidgetCoreError("unknown watch placement \"wrist\"; expected one of: smartStack, face, bezel")) { try WatchPlacement(parsing: "wrist") }
    }
}
