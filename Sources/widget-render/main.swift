import Foundation
import WidgetGallery
import WidgetRenderCLI
import WidgetRender

try? WidgetRenderer.useBundledFontsAsProcessDefault()  // a failure is reported by the renderer the command makes

let catalog = Gallery.items.map { item in
    CatalogWidget(name: item.name, families: item.families, render: item.render)
}
exit(WidgetRenderCommand(widgets: catalog).run(arguments: Array(CommandLine.arguments.dropFirst())))
