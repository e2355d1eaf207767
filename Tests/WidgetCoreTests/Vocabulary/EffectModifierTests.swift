import Foundation
import Testing

@testable import WidgetCore

@Suite struct EffectModifierTests {
    @Test func effectsWrapTheDrawingAndKeepTheLayout() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).shadow(radius: 4, y: 2).named("shadowed")
                Color.blue.frame(width: 20, height: 20).blur(radius: 6)
                Color.green.frame(width: 20, height: 20).saturation(0.5).blendMode(.multiply)
            })
        #expect(scene.rect("shadowed") == "(70, 40, 20, 20)")
        #expect(
            scene.displayList.dump() == """
                clip (61, 31, 38, 38)
                  effect shadow #000000@0.33 sigma 2 offset (0, 2)
                    fill (70, 40, 20, 20) color(#FF3B30) default
                  endEffect
                endClip
                clip (80, 30, 40, 40)
                  effect blur sigma 3
                    fill (90, 40, 20, 20) color(#007AFF) default
                  endEffect
                endClip
                effect blend multiply
                  clip (109, 39, 22, 22)
                    effect colorMatrix saturation(0.5)
                      fill (110, 40, 20, 20) color(#34C759) default
                    endEffect
                  endClip
                endEffect
                """)
    }

    @Test func transformsTurnAboutTheFramesAnchor() {
        let scene = compose(Color.red.frame(width: 20, height: 10).rotationEffect(.degrees(90)).scaleEffect(2, anchor: .topLeading))
        #expect(
            scene.displayList.dump() == """
                effect transform [2 0 0 2 -90 -45]
                  effect transform [0 1 -1 0 150 -50]
                    fill (90, 45, 20, 10) color(#FF3B30) default
                  endEffect
                endEffect
                """)
    }

    @Test func rotation3DDrawsTheProjectionAndSaysSo() {
        let scene = compose(Color.red.frame(width: 20, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(scene.displayList.dump().hasPrefix("effect transform [0.5 0 0 1 50 0]"))
        #expect(scene.diagnostics(.unsupported).count == 1)
    }

    @Test(arguments: [
        (CGFloat.nan, "blur radius nan is not a finite, non-negative number; 0 used (no blur). Pass a radius ≥ 0."),
        (-3, "blur radius -3.0 is not a finite, non-negative number; 0 used (no blur). Pass a radius ≥ 0."),
        (.infinity, "blur radius inf is not a finite, non-negative number; 0 used (no blur). Pass a radius ≥ 0."),
    ])
    func badBlurRadiiDrawNoBlur(radius: CGFloat, message: String) {
        let scene = compose(
            VStack {
                Color.red.frame(width: 10, height: 10).blur(radius: radius)
                Color.blue.frame(width: 10, height: 10)
            })
        #expect(scene.diagnostics(.invalidValue).map(\.message) == [message])
        #expect(
            scene.displayList.dump() == """
                fill (95, 36, 10, 10) color(#FF3B30) default
                fill (95, 54, 10, 10) color(#007AFF) default
                """)
    }

    @Test func aZeroScaleIsReportedAndTheRestDraws() {
        let scene = compose(
            HStack {
                Color.red.frame(width: 10, height: 10).scaleEffect(0)
                Color.blue.frame(width: 10, height: 10)
            })
        #expect(scene.diagnostics(.invalidValue).map(\.message) == ["scaleEffect(0) flattens the view to nothing; it is not drawn (its layout is kept)."])
        #expect(scene.displayList.dump().contains("fill (104, 45, 10, 10) color(#007AFF)"))
    }

    @Test func nonFiniteAmountsLeaveTheViewUnchanged() {
        let scene = compose(Color.red.frame(width: 10, height: 10).saturation(.nan).scaleEffect(.infinity).rotationEffect(.radians(.infinity)))
        #expect(scene.diagnostics(.invalidValue).count == 3)
        #expect(
            scene.displayList.dump() == """
                clip (94, 44, 12, 12)
                  effect colorMatrix saturation(1)
                    fill (95, 45, 10, 10) color(#FF3B30) default
                  endEffect
                endClip
                """)
    }

    @Test func colourMatricesMatchTheirFormulas() {
        let c = RGBA(red: 1, green: 0.5, blue: 0)
        let grey = ColorMatrix.saturation(0).apply(c)
        #expect(abs(grey.red - (0.2126 + 0.7152 * 0.5)) < 1e-9 && grey.red == grey.green && grey.green == grey.blue)
        #expect(ColorMatrix.invert.apply(c) == RGBA(red: 0, green: 0.5, blue: 1))
        #expect(ColorMatrix.brightness(0.5).apply(c) == RGBA(red: 1, green: 1, blue: 0.5))
        #expect(ColorMatrix.contrast(0).apply(c) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let turned = ColorMatrix.hueRotation(0).apply(c)
        #expect(abs(turned.red - 1) < 0.002 && abs(turned.green - 0.5) < 0.002 && abs(turned.blue) < 0.002)
    }
}
