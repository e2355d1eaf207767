import Foundation
import Testing

@testable import WidgetRender

/// A right-to-left widget, rendered and compared with its reviewed reference
/// (`Snapshots/Typography/rtl-widget.png`): Hebrew and Arabic text and a row with a symbol,
/// laid out from the right edge because the context's locale is Hebrew; the reply arrow is
/// flipped by `flipsForRightToLeftLayoutDirection`, the `chevron.forward` by itself.
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
                    Spacer()
                    Image(systemName: "chevron.forward").foregroundStyle(.secondary)
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
        // Leading is the right edge: the English line (a row of its own) ends 32 pt from it
        // (16 of content margin, 16 of padding); the symbols sit right of the city and the
        // Arabic greeting, as an HStack runs from the right.
        let edge = size.width - 32
        #expect(abs(english.maxX - edge) < 0.001, "\(english) in \(size)")
        #expect(city.maxX < edge - 10, "\(city)")
        #expect(arabic.maxX < edge - 10, "\(arabic)")
        // Far from the left edge (32 pt there): at Inter's own width plus tracking (issue #27)
        // the 141 pt line starts at 166 pt, left of the middle (it started right of it when
        // Inter was narrowed), so a third of the width is the bound.
        #expect(english.minX > size.width / 3, "\(english)")
        #expect(image.diagnostics.filter { $0.kind == .missingGlyphs || $0.kind == .truncatedText } == [])
        try SnapshotFiles.assertMatches(image, named: "Typography/rtl-widget")
    }
}
