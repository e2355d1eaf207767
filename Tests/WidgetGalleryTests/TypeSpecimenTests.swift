import Foundation
import Testing
import WidgetRender

/// The type specimen: every text style in every design, every weight in every design, and a
/// line of scripts, at Dynamic Type Large and AX3, light and dark, against the reviewed
/// references in `Snapshots/Typography/`.
@Suite("Type specimen")
struct TypeSpecimenTests {
    static let styles: [(String, Font)] = [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ]
    static let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    /// Emoji (ZWJ family, flag, skin tone), Hebrew and Arabic (right to left), Devanagari,
    /// Thai, Greek and Cyrillic.
    static let scripts = "👨‍👩‍👧 🇫🇷 👍🏽 שלום مرحبا नमस्ते สวัสดี Ωμέγα Привет"

    struct Specimen: View {
        let cell: CGFloat
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(0..<TypeSpecimenTests.styles.count, id: \.self) { i in
                    HStack(spacing: 0) {
                        Text(TypeSpecimenTests.styles[i].0).font(.system(size: 11)).frame(width: 80, alignment: .leading)
                        ForEach(0..<TypeSpecimenTests.designs.count, id: \.self) { d in
                            Text("Ag 1").font(TypeSpecimenTests.styles[i].1.weight(.regular)).fontDesign(TypeSpecimenTests.designs[d])
                                .lineLimit(1).frame(width: cell, alignment: .leading)
                        }
                    }
                }
                Divider()
                ForEach(0..<TypeSpecimenTests.weights.count, id: \.self) { w in
                    HStack(spacing: 0) {
                        Text(TypeSpecimenTests.weights[w].0).font(.system(size: 11)).frame(width: 80, alignment: .leading)
                        ForEach(0..<TypeSpecimenTests.designs.count, id: \.self) { d in
                            Text("Ag 1").font(.body.weight(TypeSpecimenTests.weights[w].1)).fontDesign(TypeSpecimenTests.designs[d])
                                .lineLimit(1).frame(width: cell, alignment: .leading)
                        }
                    }
                }
                Divider()
                Text("Italic *Aa* **Bold** `code` ~~struck~~").font(.body)
                Text(TypeSpecimenTests.scripts).font(.title3)
            }
            .padding(12)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    static let renderer = Result { try WidgetRenderer() }

    @Test(arguments: [DynamicTypeSize.large, .accessibility3], ColorScheme.allCases)
    func matchesReference(size: DynamicTypeSize, scheme: ColorScheme) throws {
        let renderer = try Self.renderer.get()
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.colorScheme = scheme
        environment.dynamicTypeSize = size
        let large = size == .large
        let canvas = CGSize(width: large ? 420 : 640, height: large ? 760 : 1280)
        let view = Specimen(cell: large ? 84 : 138).background(scheme == .dark ? Color.black : Color.white)
        let image = try renderer.render(view, canvas: canvas, environment: environment)
        let fontProblems = image.diagnostics.filter { $0.kind == .missingGlyphs || $0.kind == .fontSubstitution }
        #expect(fontProblems.isEmpty, "\(fontProblems)")
        #expect(image.layout.invariantViolations() == [])
        try SnapshotReference.assertMatches(try image.pngData(), named: "Typography/specimen-\(size)-\(scheme)")
    }
}
