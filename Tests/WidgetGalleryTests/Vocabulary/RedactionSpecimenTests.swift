import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Gallery widgets drawn with `redacted(reason: .placeholder)`, as the widget gallery shows them.
@Suite("Redaction specimens")
struct RedactionSpecimenTests {
    @Test(arguments: Gallery.items.flatMap { item in ColorScheme.allCases.map { (item.name, $0) } })
    func redactedGalleryWidget(widget: String, scheme: ColorScheme) throws {
        let renderer = try VocabularySpecimen.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        let family = try #require(item.families.first)
        var context = WidgetContext(family: family, colorScheme: scheme)
        context.redactionReasons = .placeholder
        let image = try item.render(renderer, context)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: "Vocabulary/redacted-\(widget)-\(family)-\(scheme)")
    }

    @Test(arguments: ColorScheme.allCases)
    func redactedText(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("redacted-text", family: .systemMedium, scheme: scheme) {
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Cupertino").font(.headline)
                    Text("Partly cloudy with a light breeze through the afternoon").font(.caption)
                    Text("72°").font(.largeTitle).unredacted()
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Account").font(.caption)
                    Text("$1,234.56").font(.title2).privacySensitive()
                    Circle().fill(.orange).frame(width: 20, height: 20)
                }
            }
            .redacted(reason: .placeholder)
        }
    }
}
