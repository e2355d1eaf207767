import Foundation
import Testing

@testable import WidgetCore

/// The stable text dump of a laid-out tree.
@Suite struct LayoutDumpTests {
    @Test func dumpOfANestedTree() {
        let scene = compose(
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Circle().frame(width: 12, height: 12).named("dot")
                    text10("Weather").named("title")
                    Spacer()
                }
                text10("Sunny and warm all day").lineLimit(1).named("detail")
                Divider()
            }
            .padding(8)
            .background { Color.blue },
            width: 120, height: 80, scale: 2
        )
        #expect(
            scene.layout.dump() == """
                background (0, 15.25, 120, 49.5)
                  Color (0, 15.25, 120, 49.5)
                  padding (0, 15.25, 120, 49.5)
                    VStack (8, 23.25, 104, 33.5)
                      HStack (8, 23.25, 104, 12.5)
                        frame #dot (8, 23.5, 12, 12)
                          Circle (8, 23.5, 12, 12)
                        Text #title (28, 23.25, 35, 12.5)
                        Spacer (63, 29.5, 49, 0)
                      Text #detail (8, 39.75, 100, 12.5) truncated
                      Divider (8, 56.25, 104, 0.5)
                """)
        #expect(scene.diagnostics(.truncatedText).count == 1)
        #expect(scene.layout.node(withIdentifier: "detail")?.text == "Sunny and warm all day")
        #expect(scene.layout.node(withIdentifier: "detail")?.isTruncated == true)
        #expect(scene.layout.node(withIdentifier: "title")?.isTruncated == false)
        #expect(scene.layout.node(withIdentifier: "dot")?.text == nil)
    }

    @Test func numbersKeepThreeDecimalsAndNoTrailingZeros() {
        #expect(LayoutDump.format(66.666_666) == "66.667")
        #expect(LayoutDump.format(12.5) == "12.5")
        #expect(LayoutDump.format(-0.0001) == "0")
        #expect(LayoutDump.format(.infinity) == "inf")
        #expect(LayoutDump.format(.nan) == "nan")
    }

    @Test func treeDescriptionIsTheDump() {
        let scene = compose(Color.red.named("c"))
        #expect(scene.layout.description == "Color #c (0, 0, 200, 100)")
    }
}
