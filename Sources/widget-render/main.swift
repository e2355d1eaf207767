import WidgetGallery
import WidgetRender
import WidgetRenderCLI

WidgetRenderCommand.prepareProcess()  // before fontconfig starts: see its documentation
try? WidgetRenderer.useBundledFontsAsProcessDefault()  // a failure is reported by the renderer the command makes

// The gallery's widgets, each with its sample entry; their entry types are Codable, so
// `render --entry` decodes into them. The delivery Live Activity with its three stages
// (`render delivery --presentation expanded --state arriving`).
WidgetRenderCommand.main(
    widgets: Gallery.items.map { item in
        CatalogWidget(name: item.name, widget: item.widget, entry: item.entry)
    },
    activities: [
        CatalogActivity(
            name: "delivery", activity: DeliveryActivity(), attributes: DeliveryAttributes.sample,
            states: ["onTheWay": .onTheWay, "preparing": .preparing, "arriving": .arriving])
    ],
    controls: Gallery.controls.map { CatalogControl(name: $0.name, anyControl: $0.control) })
