import Foundation
import Testing

@testable import WidgetRender

/// A text offered exactly its natural width stays on its lines, as in SwiftUI: Pango's line
/// breaking counts every character's letter spacing, and the wrapping width is narrowed for
/// negative spacing, so before this rule 306 of these 864 texts broke onto a second line
/// ("18:00" at 20 pt became "18:" over "00"). In a layout the text's own width reaches it
/// where a region is sized to its content: the Live Activity's expanded island shrank its
/// "12 min" (see the delivery references).
@Suite struct NaturalWidthTests {
    @Test func aTextOfferedItsOwnWidthIsNotWrapped() throws {
        var wrapped: [String] = []
        for string in ["18:00", "12 min", "7,842", "Running", "Focus", "Boarding in 12 min", "H:26° L:17°", "Wednesday", "remaining"] {
            for size: CGFloat in [11, 13, 15, 17, 20, 22, 28, 34] {
                for weight in [Font.Weight.regular, .semibold, .bold] {
                    for tracking: CGFloat in [0, -0.4, -0.8, 0.3] {
                        let text = plainText(string, size: size, weight: weight, tracking: tracking)
                        let natural = try measure(text)
                        let offered = try measure(text, width: natural.size.width)
                        if offered.lineCount != 1 || offered.size != natural.size { wrapped.append("\(string) \(size) pt \(weight) \(tracking)") }
                    }
                }
            }
        }
        #expect(wrapped.count == 0, "texts broke at their own width, e.g. \(wrapped.prefix(3))")
    }

    @Test func aNarrowerWidthStillWrapsAndAParagraphBreakStays() throws {
        let text = plainText("Boarding in 12 min", size: 17)
        let natural = try measure(text)
        #expect(try measure(text, width: natural.size.width - 1).lineCount == 2)
        let two = plainText("Gate B22\nBoarding", size: 17)
        #expect(try measure(two, width: try measure(two).size.width).lineCount == 2)
    }
}
