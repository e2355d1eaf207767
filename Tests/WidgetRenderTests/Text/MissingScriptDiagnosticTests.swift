import Foundation
import Testing

@testable import WidgetRender

/// Characters no bundled font has are reported with the text and, for Chinese, Japanese and
/// Korean, the reason (no CJK font is bundled: `Fonts/README.md`).
@Suite struct MissingScriptDiagnosticTests {
    private func missing(_ string: String) throws -> [String] {
        let image = try WidgetRenderer().render(Text(verbatim: string), canvas: CGSize(width: 200, height: 60))
        return image.diagnostics.filter { $0.kind == .missingGlyphs }.map(\.message)
    }

    @Test(arguments: ["你好世界", "こんにちは", "안녕하세요"])
    func chineseJapaneseAndKoreanNameTheReason(string: String) throws {
        let messages = try missing(string)
        #expect(messages == ["text \"\(string)\" has \(string.count) character(s) no bundled font can draw; they show as boxes. Chinese, Japanese and Korean characters are not bundled (Fonts/README.md); use characters of the bundled fonts' scripts."])
    }

    @Test func otherMissingScriptsKeepTheGeneralAdvice() throws {
        #expect(try missing("ሰላም") == ["text \"ሰላም\" has 3 character(s) no bundled font can draw; they show as boxes. Use characters of the bundled fonts' scripts."])
    }

    @Test func bundledScriptsAreNotReported() throws {
        #expect(try missing("Hello שלום مرحبا नमस्ते สวัสดี Привет 👋").isEmpty)
    }
}
