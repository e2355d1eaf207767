import Foundation
import Testing

@testable import WidgetRender

/// The vibrant pass on small display lists, the expected pixels computed by hand from
/// ``VibrantStyle``'s formula.
@Suite struct VibrantPassTests {
    let backdropColor = RGBA(r255: 51, g: 77, b: 102)

    private func pass(light: RGBA = RGBA(red: 1, green: 1, blue: 1)) -> VibrantPass {
        let backdrop = Backdrop(solid: backdropColor)
        return VibrantPass(style: VibrantStyle(light: light, blackBackdrop: false), backdrop: backdrop, plateBackdrop: backdrop, fullBleed: true)
    }

    /// The formula by hand: s = α(floor + (1 − floor)L), out = B + s·k·(P − B), per channel.
    private func expected(grey: Int, alpha: Double, light: RGBA = RGBA(red: 1, green: 1, blue: 1)) -> [Int] {
        let l = Double(grey) / 255
        let s = alpha * (VibrantStyle.darkFloor + (1 - VibrantStyle.darkFloor) * l)
        let t = s * VibrantStyle.brightening
        let b = [backdropColor.red, backdropColor.green, backdropColor.blue].map { Double(byte($0)) }
        let p = [light.red, light.green, light.blue].map { $0 * 255 }
        return (0..<3).map { Int((b[$0] + t * (p[$0] - b[$0])).rounded()) } + [255]
    }

    @Test func aMidGreyOpaquePixelAndATransparentPixelCompositeAsTheFormulaSays() throws {
        let grey = RGBA(r255: 128, g: 128, b: 128)
        let list = DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: [fill(CGRect(x: 0, y: 0, width: 1, height: 1), grey)])
        let bitmap = try renderModes(list, [pass()])
        #expect(close(bitmap.channels(0, 0), expected(grey: 128, alpha: 1)))
        // s = 0.15 + 0.85 · 128/255 = 0.577; t = 0.519: 51 → 157, 77 → 169, 102 → 181.
        #expect(close(bitmap.channels(0, 0), [157, 169, 181, 255]))
        // Transparent: the backdrop passes unchanged.
        #expect(bitmap.channels(1, 0) == [51, 77, 102, 255])
    }

    @Test func brighterAndMoreOpaqueContentIsMoreVibrant() throws {
        let items = [
            fill(CGRect(x: 0, y: 0, width: 1, height: 1), RGBA(red: 1, green: 1, blue: 1)),
            fill(CGRect(x: 1, y: 0, width: 1, height: 1), RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)),
            fill(CGRect(x: 2, y: 0, width: 1, height: 1), RGBA(red: 0, green: 0, blue: 0)),
        ]
        let bitmap = try renderModes(DisplayList(size: CGSize(width: 4, height: 1), scale: 1, items: items), [pass()])
        let g = (0..<4).map { bitmap.channels($0, 0)[1] }
        #expect(g[0] > g[1] && g[1] > g[2] && g[2] > g[3])
        #expect(close(bitmap.channels(2, 0), expected(grey: 0, alpha: 1)))
    }

    @Test func colourIsThrownAwayOnlyLuminanceCounts() throws {
        // Pure red has luminance 0.2126: the same as a grey of that level.
        let items = [
            fill(CGRect(x: 0, y: 0, width: 1, height: 1), RGBA(red: 1, green: 0, blue: 0)),
            fill(CGRect(x: 1, y: 0, width: 1, height: 1), RGBA(r255: 54, g: 54, b: 54)),
        ]
        let bitmap = try renderModes(DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: items), [pass()])
        #expect(close(bitmap.channels(0, 0), bitmap.channels(1, 0)))
    }

    @Test func theLockScreenTintColoursTheMaterial() throws {
        let light = RGBA(red: 1, green: 1, blue: 1).mixed(toward: RGBA(red: 1, green: 0, blue: 0), by: VibrantStyle.tintStrength)
        let list = DisplayList(size: CGSize(width: 1, height: 1), scale: 1, items: [fill(CGRect(x: 0, y: 0, width: 1, height: 1), RGBA(red: 1, green: 1, blue: 1))])
        let bitmap = try renderModes(list, [pass(light: light)])
        #expect(close(bitmap.channels(0, 0), expected(grey: 255, alpha: 1, light: light)))
    }

    @Test func accessoryBackgroundPlatesDarkenTheBackdropInsteadOfLightingIt() throws {
        var plate = fill(CGRect(x: 0, y: 0, width: 1, height: 1), RGBA(red: 1, green: 1, blue: 1, alpha: 0.3))
        plate.isAccessoryBackground = true
        let bitmap = try renderModes(DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: [plate]), [pass()])
        // Plate alpha 0.3 × darkening 0.45 of black over the backdrop.
        let k = 1 - 0.3 * VibrantStyle.plateDarkening
        #expect(close(bitmap.channels(0, 0), [byte(backdropColor.red * k), byte(backdropColor.green * k), byte(backdropColor.blue * k), 255]))
        #expect(bitmap.channels(1, 0) == [51, 77, 102, 255])
    }

    @Test func standByNightIsMonochromaticRedOnBlack() throws {
        let night = VibrantStyle(light: VibrantStyle.nightRed, blackBackdrop: true)
        let black = Backdrop(solid: RGBA(red: 0, green: 0, blue: 0))
        let list = DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: [fill(CGRect(x: 0, y: 0, width: 1, height: 1), RGBA(red: 1, green: 1, blue: 1))])
        let bitmap = try renderModes(list, [VibrantPass(style: night, backdrop: black, plateBackdrop: black, fullBleed: true)])
        let t = VibrantStyle.brightening
        #expect(close(bitmap.channels(0, 0), [Int((255 * VibrantStyle.nightRed.red * t).rounded()), Int((255 * VibrantStyle.nightRed.green * t).rounded()), Int((255 * VibrantStyle.nightRed.blue * t).rounded()), 255]))
        #expect(bitmap.channels(1, 0) == [0, 0, 0, 255])
    }
}
