import ReadingWidgets
import WidgetRenderCLI

// The project's own widget-render: `reading-render list`, `reading-render render reading
// --entry today.json -o reading.png`, `reading-render render-all -o out --jobs 2`…
WidgetRenderCommand.main(widgets: [
    // ReadingEntry is Codable, so `--entry` decodes into it.
    CatalogWidget(name: "reading", widget: ReadingWidget(), entry: ReadingEntry.sample),
    // QuoteEntry is not Decodable: it renders its sample, and `--entry` says to make it Codable.
    CatalogWidget(name: "quote", widget: QuoteWidget(), entry: QuoteEntry.sample),
])
