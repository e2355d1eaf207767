import Foundation
import Testing
@testable import WidgetRender

/// A right-to-left widget, rendered and compared with its reviewed reference
/// (`Snapshots/Typography/rtl-widget.png`): Hebrew and Arabic text and a row with a symbol,
/// laid out from the right edge because the context's locale is Hebrew.
@Suite struct RightToLeftSpecimenTests {
    struct ForecastRow: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 6) {
                    Image(systemName: "sun.max.fill").foregroundStyle(.orange)
                    Text(verbatim: "תל אביב").font(.headline).accessibilityIdentifier("city")
                    Spacer()
                    Text(verbatim: "28°").font(.title2.bold())
                }
                Text(verbatim: "שמש ובהיר כל היום, רוח קלה מהים").font(.subheadline).foregroundStyle(.secondary)
                Divider()
                HStack(spacing: 6) {
                    Image(systemName: "arrowshape.turn.up.left.fill").flipsForRightToLeftLayoutDirection(true)
                    Text(verbatim: "مرحبا بالعالم").font(.callout).accessibilityIdentifier("arabic")
                }
                Text(verbatim: "English stays left to right").font(.caption).accessibilityIdentifier("english")
            }
            .padding()
            .containerBackground(.background, for: .widget)
        }
    }

    private var context: WidgetContext {
        var context = WidgetContext(family: .systemMedium, device: .iPhone6_1, locale: Locale(identifier: "he_IL"))
        context.system = .iOS18
        return context
    }

    @Test func theRowsRunFromTheRightEdge() throws {
        let image = try WidgetRenderer().render(ForecastRow(), in: context)
        let city = try #require(image.layout.frame(of: "city"))
        let arabic = try #require(image.layout.frame(of: "arabic"))
        let english = try #require(image.layout.frame(of: "english"))
        let size = try context.size()
        // Leading is the right edge: the rows end 16 pt from it (the padding).
        #expect(english.maxX == arabic.maxX)
        #expect(abs(english.maxX - (size.width - 16)) < 0.5, "\(english) in \(size)")
        #expect(city.maxX < size.width - 16 - 10, "the symbol is right of the city: \(city)")
        #expect(image.diagnostics.filter { $0.kind == .missingGlyphs || $0.kind == .truncatedText } == [])
        try SnapshotFiles.assertMatches(image, named: "Typography/rtl-widget")
    }
}
