import Foundation
import WidgetGallery
import WidgetRenderCLI

let catalog = Gallery.items.map { item in
    CatalogWidget(name: item.name, families: item.families, render: item.render)
}
exit(WidgetRenderCommand(widgets: catalog).run(arguments: Array(CommandLine.arguments.dropFirst())))
