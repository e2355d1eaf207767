// Widget code written for iOS (SwiftUI + WidgetKit + UIKit), as the open-source widget
// extensions tried for this feature use images, symbols, labels and UIKit colours. It must
// compile unchanged against WidgetRender.
import Foundation
import Testing
import WidgetRender

struct WeatherRowEntry: TimelineEntry {
    let date: Date
    let condition: String
    let temperature: Int
}

extension ImageResource {
    static let logo = ImageResource(name: "Icons/Logo", bundle: .main)
}

extension ColorResource {
    static let brand = ColorResource(name: "Brand", bundle: .main)
}

struct WeatherRowView: View {
    let entry: WeatherRowEntry
    @Environment(\.widgetFamily) private var family

    private var accent: Color { Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(.logo).resizable().scaledToFit().frame(height: 14)
                Spacer()
                Image(systemName: "arrow.clockwise").imageScale(.small).foregroundStyle(.secondary)
            }
            Label("\(entry.temperature)°", systemImage: entry.condition)
                .font(.title2.bold())
                .symbolRenderingMode(.multicolor)
            Label("Brand", image: "Dot").labelStyle(.titleAndIcon).font(.caption)
            HStack(spacing: 4) {
                ForEach(["drop.fill", "wind", "sun.max"], id: \.self) { name in
                    Image(systemName: name).symbolVariant(.fill)
                }
                Image(decorative: "Glyph").renderingMode(.template).foregroundStyle(accent)
                Image(uiImage: UIImage(named: "Photo") ?? UIImage())
                    .resizable().aspectRatio(contentMode: .fill).frame(width: 24, height: 16).clipped()
                    .widgetAccentedRenderingMode(.fullColor)
            }
            .font(.caption)
        }
        .foregroundStyle(Color(.brand))
        .containerBackground(for: .widget) { Color(UIColor.systemBackground) }
    }
}

@Suite struct ImageWidgetCodeTests {
    @Test(arguments: ColorScheme.allCases)
    func imageWidgetCodeRendersWithAssetsFromTheContext(scheme: ColorScheme) throws {
        var context = WidgetContext(family: .systemSmall, colorScheme: scheme)
        context.assetCatalogs = [AssetCatalogTests.catalog]
        let image = try WidgetRenderer().render(WeatherRowView(entry: WeatherRowEntry(date: WidgetContext.referenceDate, condition: "cloud.sun.fill", temperature: 21)), in: context)
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(image.layout.invariantViolations() == [])
    }
}
