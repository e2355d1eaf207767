import Foundation
import Testing

@testable import WidgetRender

/// Head and middle truncation cut the last visible line between grapheme clusters, as UIKit
/// does: "…" and the text's end (head), or its start, "…" and its end (middle).
@Suite struct HeadMiddleTruncationTests {
    private func laidOut(_ string: String, _ mode: TruncationMode, width: CGFloat?, maxLines: Int, size: CGFloat = 17) throws -> (string: String, metrics: TextMetrics) {
        try TextEnginePool.shared.withEngine { engine in
            try TextLock.run {
                let laid = try engine.makeLayout(plainText(string, size: size, truncation: mode), width: width, maxLines: maxLines, fontScale: 1)
                return (laid.layout.text, try laid.metrics)
            }
        }
    }

    /// (string, mode, width, lines, what is laid out), at 17 pt. The cut points are this
    /// engine's at Inter's own width plus SF Pro's tracking (issue #27): before, Inter was
    /// narrowed by 0.059 em a character and each case kept one to three characters more.
    static let cutCases: [(String, TruncationMode, CGFloat, Int, String)] = [
        ("Call the bank about the card", .head, 108, 1, "…ut the card"),
        ("Call the bank about the card", .middle, 108, 1, "Call t…e card"),
        ("Call the bank about the card", .head, 150, 1, "…k about the card"),
        ("Call the bank about the card", .middle, 150, 1, "Call the…the card"),
        ("Call the bank about the card today", .head, 120, 2, "Call the bank …e card today"),
        ("Call the bank about the card today", .middle, 120, 2, "Call the bank about t…today"),
        ("First line\nSecond line\nThird line", .head, 200, 2, "First line\u{2028}…Second line Third line"),
        ("First line\nSecond line\nThird line", .middle, 200, 2, "First line\u{2028}Second line…Third line"),
        ("Family 👨‍👩‍👧‍👦👨‍👩‍👧‍👦 party", .head, 70, 1, "…party"),
        ("Family 👨‍👩‍👧‍👦👨‍👩‍👧‍👦 party", .head, 100, 1, "…👨‍👩‍👧‍👦 party"),
        ("Flags 🇫🇷🇯🇵🇩🇪 and more", .middle, 90, 1, "Flag…more"),
        ("Flags 🇫🇷🇯🇵🇩🇪 and more", .middle, 140, 1, "Flags 🇫🇷…d more"),
        ("Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e", .head, 75, 1, "…bru\u{302}le\u{301}e"),
    ]

    @Test(arguments: cutCases)
    func theCutPointIsExact(string: String, mode: TruncationMode, width: CGFloat, maxLines: Int, expected: String) throws {
        let laid = try laidOut(string, mode, width: width, maxLines: maxLines)
        #expect(laid.string == expected)
        #expect(laid.metrics.isTruncated)
        #expect(laid.metrics.lineCount <= maxLines)
        #expect(laid.metrics.size.width <= width)
    }

    /// At every width: within the width and the line limit, the ellipsis on the last line, no
    /// whitespace beside it, and the kept characters whole clusters of the original's end (head)
    /// or of its start and end (middle).
    @Test(arguments: [TruncationMode.head, .middle])
    func everyCutKeepsWholeClustersWithinTheWidth(mode: TruncationMode) throws {
        for string in ["Call the bank about the card", "Family 👨‍👩‍👧‍👦 flags 🇫🇷🇯🇵 and café", "First line\nSecond line\nThird line"] {
            for maxLines in 1...2 {
                for width in stride(from: 40 as CGFloat, through: 220, by: 9) {
                    let laid = try laidOut(string, mode, width: width, maxLines: maxLines)
                    let context = "\(string.debugDescription) \(mode) at \(width) pt in \(maxLines) lines: \(laid.string.debugDescription)"
                    guard laid.metrics.isTruncated else { continue }
                    #expect(laid.metrics.size.width <= width, "\(context)")
                    #expect(laid.metrics.lineCount <= maxLines, "\(context)")
                    let parts = laid.string.split(separator: "\u{2026}", omittingEmptySubsequences: false)
                    #expect(parts.count == 2, "\(context)")
                    guard parts.count == 2 else { continue }
                    let original = Array(string.replacingOccurrences(of: "\n", with: " "))
                    let after = Array(parts[1])
                    #expect(after.first?.isWhitespace != true, "\(context)")
                    #expect(Array(original.suffix(after.count)) == after, "\(context)")
                    let before = Array(parts[0].replacingOccurrences(of: "\u{2028}", with: " "))
                    if maxLines == 1 { #expect(before.last?.isWhitespace != true, "\(context)") }
                    #expect(Array(original.prefix(before.count)) == before, "\(context)")
                    if mode == .head && maxLines == 1 { #expect(before.isEmpty, "\(context)") }
                }
            }
        }
    }

    @Test(arguments: [TruncationMode.head, .middle])
    func textThatFitsIsNotCut(mode: TruncationMode) throws {
        let laid = try laidOut("Call the bank", mode, width: 200, maxLines: 1)
        #expect(laid.string == "Call the bank")
        #expect(!laid.metrics.isTruncated)
    }

    @Test(arguments: [TruncationMode.head, .middle])
    func aVeryLongStringIsCutQuickly(mode: TruncationMode) throws {
        let string = String(repeating: "Lorem ipsum dolor sit amet, ", count: 3_572)  // 100,016 characters
        let laid = try laidOut(string, mode, width: 126, maxLines: 2)
        #expect(laid.metrics.isTruncated && laid.metrics.lineCount <= 2)
        #expect(laid.metrics.size.width <= 126)
        #expect(laid.string.count < 60 && laid.string.contains("\u{2026}"))
    }
}
