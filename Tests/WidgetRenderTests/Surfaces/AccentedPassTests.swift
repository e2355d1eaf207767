import Foundation
import Testing

@testable import WidgetRender

/// The accented pass on small display lists, the expected pixels computed from the named
/// constants of ``AccentedStyle``.
@Suite struct AccentedPassTests {
    let square = CGRect(x: 0, y: 0, width: 4, height: 4)

    private func render(_ items: [DisplayItem], style: AccentedStyle = testAccented) throws -> Bitmap {
        try renderModes(DisplayList(size: CGSize(width: 4, height: 4), scale: 1, items: items), [AccentedPass(style: style, backdrop: nil)])
    }

    @Test func anOpaqueRedSquareInTheDefaultGroupTakesTheDefaultGroupColour() throws {
        let bitmap = try render([fill(square, red)])
        // The default group colour: white at 55 %, premultiplied.
        #expect(bitmap.channels(1, 1) == premultiplied(AccentedStyle.default18))
        #expect(bitmap.channels(1, 1) == [140, 140, 140, 140])
    }

    @Test func anOpaqueRedSquareInTheAccentGroupTakesTheAccentColour() throws {
        let bitmap = try render([DisplayItem(.fill(Path(square), style: .color(red), bounds: square, rule: .nonZero), accentGroup: .accent)])
        #expect(bitmap.channels(2, 2) == premultiplied(testAccented.accent))
        #expect(bitmap.channels(2, 2) == [51, 102, 204, 255])
    }

    @Test func aHalfTransparentShapeKeepsHalfItsAlpha() throws {
        let opaqueDefault = AccentedStyle(accent: testAccented.accent, defaultGroup: RGBA(red: 1, green: 1, blue: 1), veil: testAccented.veil)
        let bitmap = try render([fill(square, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))], style: opaqueDefault)
        #expect(close(bitmap.channels(0, 0), [128, 128, 128, 128]))
    }

    @Test func aGradientKeepsItsAlphaRampButLosesItsColours() throws {
        let ramp = ResolvedStyle.linearGradient([GradientStop(color: RGBA(red: 1, green: 0, blue: 0, alpha: 0), location: 0), GradientStop(color: RGBA(red: 0, green: 0, blue: 1, alpha: 1), location: 1)], start: .leading, end: .trailing)
        let white = AccentedStyle(accent: testAccented.accent, defaultGroup: RGBA(red: 1, green: 1, blue: 1), veil: testAccented.veil)
        let bitmap = try render([fill(square, ramp)], style: white)
        let alphas = (0..<4).map { bitmap.channels($0, 0)[3] }
        #expect(alphas == alphas.sorted() && alphas[0] < 64 && alphas[3] > 192)
        // Grey, not red or blue: each pixel is white at its ramp's alpha.
        for x in 0..<4 {
            let p = bitmap.channels(x, 0)
            #expect(p[0] == p[3] && p[1] == p[3] && p[2] == p[3])
        }
    }

    @Test func anOpaquePhotoBecomesASilhouette() throws {
        let photo: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 30, 30, 30, 255]
        let bitmap = try render([imageItem(2, 2, photo, frame: square)])
        let expected = premultiplied(AccentedStyle.default18)
        #expect([bitmap.channels(0, 0), bitmap.channels(3, 0), bitmap.channels(0, 3), bitmap.channels(3, 3)].allSatisfy { $0 == expected })
    }

    @Test func desaturatedImagesTakeTheirLuminanceAsAlpha() throws {
        // Four opaque pixels: black, mid grey, red, white.
        let ramp: [UInt8] = [0, 0, 0, 255, 128, 128, 128, 255, 255, 0, 0, 255, 255, 255, 255, 255]
        let white = AccentedStyle(accent: RGBA(red: 1, green: 1, blue: 1), defaultGroup: RGBA(red: 1, green: 1, blue: 1), veil: testAccented.veil)
        let list = DisplayList(size: CGSize(width: 4, height: 1), scale: 1, items: [imageItem(4, 1, ramp, frame: CGRect(x: 0, y: 0, width: 4, height: 1), mode: .desaturated)])
        let bitmap = try renderModes(list, [AccentedPass(style: white, backdrop: nil)])
        let expected = [0.0, 128 / 255.0, 1.0, 1.0].enumerated().map { i, v -> Int in
            i == 2 ? byte(LuminanceWeights.red) : byte(LuminanceWeights.luminance(v, v, v))
        }
        #expect((0..<4).map { bitmap.channels($0, 0)[3] } == expected)
        #expect(expected == [0, 128, 54, 255])
    }

    @Test func accentedDesaturatedImagesUseTheAccentColour() throws {
        let grey: [UInt8] = [128, 128, 128, 255]
        let list = DisplayList(size: CGSize(width: 1, height: 1), scale: 1, items: [imageItem(1, 1, grey, frame: CGRect(x: 0, y: 0, width: 1, height: 1), mode: .accentedDesaturated)])
        let bitmap = try renderModes(list, [AccentedPass(style: testAccented, backdrop: nil)])
        // Accent blue at alpha 128/255.
        let a = 128.0 / 255
        #expect(close(bitmap.channels(0, 0), [byte(0.2 * a), byte(0.4 * a), byte(0.8 * a), 128]))
    }

    @Test func accentedImagesJoinTheAccentGroup() throws {
        let bitmap = try render([imageItem(1, 1, [10, 200, 30, 255], frame: square, mode: .accented)])
        #expect(bitmap.channels(1, 1) == premultiplied(testAccented.accent))
    }

    @Test func fullColorImagesAreTheirFullColourPixelsByteForByte() throws {
        let photo: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 30, 60, 90, 200]
        let items = [imageItem(2, 2, photo, frame: square, mode: .fullColor)]
        let list = DisplayList(size: square.size, scale: 1, items: items)
        let accented = try renderModes(list, [AccentedPass(style: testAccented, backdrop: nil)])
        let full = try renderModes(list, [FullColorPass()])
        #expect(accented.bytes == full.bytes)
    }

    @Test func watchOSIgnoresFullColor() throws {
        let items = [imageItem(1, 1, [255, 0, 0, 255], frame: square, mode: .fullColor)]
        let bitmap = try renderModes(DisplayList(size: square.size, scale: 1, items: items), [AccentedPass(style: testAccented, backdrop: nil, honoursFullColorImages: false)])
        #expect(bitmap.channels(1, 1) == premultiplied(AccentedStyle.default18))
    }

    @Test func theBackdropFillsTheWidgetShapeOnly() throws {
        var list = DisplayList(size: square.size, scale: 1, items: [])
        list.widgetShape = Path(CGRect(x: 0, y: 0, width: 2, height: 4))
        let backdrop = Backdrop(solid: RGBA(red: 0.2, green: 0.6, blue: 0.4))
        let bitmap = try renderModes(list, [AccentedPass(style: testAccented, backdrop: backdrop)])
        #expect(bitmap.channels(0, 0) == [51, 153, 102, 255])
        #expect(bitmap.channels(3, 0) == [0, 0, 0, 0])
    }
}
