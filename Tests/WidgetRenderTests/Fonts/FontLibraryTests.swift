import Foundation
import Testing
import WidgetRenderResources

@testable import WidgetRender

@Suite struct FontLibraryTests {
    private func match(_ request: FontRequest) throws -> MatchedFace? {
        try TextEnginePool.shared.withEngine { try $0.context.matchFace(request) }
    }

    @Test func aSystemFamilyResolvesToABundledFace() throws {
        // DejaVu Sans is installed on the development machines (fontconfig depends on it);
        // the private configuration must not see it.
        let face = try #require(try match(FontRequest(family: "DejaVu Sans", weight: 400, italic: false, size: 17)))
        let fontsDirectory = try #require(BundledResources.fontsDirectory)
        #expect(face.family.hasPrefix("Inter"))
        #expect(face.file?.deletingLastPathComponent().standardizedFileURL == fontsDirectory.standardizedFileURL)
    }

    @Test func everyFontFileComesFromTheBundledFolder() throws {
        let configuration = try FontConfiguration()
        let fontsDirectory = try #require(BundledResources.fontsDirectory).standardizedFileURL
        let files = configuration.fontFiles
        #expect(files.allSatisfy { $0.deletingLastPathComponent().standardizedFileURL == fontsDirectory })
        #expect(files.contains { $0.lastPathComponent == "Inter-Regular.otf" })
        #expect(files.contains { $0.lastPathComponent == "InterDisplay-Bold.otf" })
        #expect(!files.contains { $0.pathExtension == "txt" || $0.pathExtension == "md" })
    }

    @Test(arguments: [
        (400, false, "Inter-Regular.otf"),
        (700, false, "Inter-Bold.otf"),
        (600, false, "Inter-SemiBold.otf"),
        (100, false, "Inter-Thin.otf"),
        (900, false, "Inter-Black.otf"),
        (400, true, "Inter-Italic.otf"),
    ])
    func textSizesUseInterWithTheRequestedWeight(weight: Int, italic: Bool, file: String) throws {
        let face = try #require(try match(FontRequest(family: "Inter", weight: weight, italic: italic, size: 17)))
        #expect(face.file?.lastPathComponent == file)
        #expect(face.italic == italic)
    }

    @Test func displaySizesUseInterDisplay() throws {
        let text = FontRequest(ResolvedFont(size: 19.5, weight: .bold))
        let display = FontRequest(ResolvedFont(size: 20, weight: .bold))
        #expect(text.family == "Inter")
        #expect(display.family == "Inter Display")
        let face = try #require(try match(display))
        #expect(face.file?.lastPathComponent == "InterDisplay-Bold.otf")
    }

    @Test func italicsHaveTheirOwnWeightAndOpticalSize() throws {
        let request = FontRequest(ResolvedFont(size: 34, italic: true))
        #expect(request.family == "Inter Display")
        let face = try #require(try match(request))
        #expect(face.file?.lastPathComponent == "InterDisplay-Italic.otf")
        let boldItalic = try #require(try match(FontRequest(ResolvedFont(size: 17, weight: .bold, italic: true))))
        #expect(boldItalic.file?.lastPathComponent == "Inter-BoldItalic.otf")
    }

    /// Each design loads its own bundled family, at every weight the family has.
    @Test(arguments: [
        (Font.Design.rounded, 13 as CGFloat, Font.Weight.bold, "Quicksand-Bold.ttf"),
        (.rounded, 34, .regular, "Quicksand-Regular.ttf"),
        (.serif, 17, .regular, "NotoSerif-Regular.ttf"),
        (.serif, 28, .bold, "NotoSerifDisplay-Bold.ttf"),
        (.serif, 40, .black, "NotoSerifDisplay-Bold.ttf"),
        (.monospaced, 13, .semibold, "JetBrainsMono-SemiBold.ttf"),
        (.monospaced, 40, .ultraLight, "JetBrainsMono-Thin.ttf"),
    ])
    func designsLoadTheirSubstitutes(design: Font.Design, size: CGFloat, weight: Font.Weight, file: String) throws {
        let face = try #require(try match(FontRequest(ResolvedFont(design: design, size: size, weight: weight))))
        #expect(face.file?.lastPathComponent == file)
    }

    @Test func aFolderWithoutFontsIsAnError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(
            throws: WidgetRenderError(
                "the fonts folder \"\(empty.path)\" holds no .otf, .ttf or .ttc file; restore the package's Fonts/ folder"
            )
        ) {
            _ = try FontConfiguration(fontsDirectory: empty)
        }
    }
}
