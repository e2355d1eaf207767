import WidgetGallery
import WidgetRender
import WidgetRenderCLI

WidgetRenderCommand.prepareProcess()  // before fontconfig starts: see its documentation
try? WidgetRenderer.useBundledFontsAsProcessDefault()  // a failure is reported by the renderer the command makes

// The gallery's widgets, each with its sample entry; their entry types are Codable, so
// `render --entry` decodes into them. The delivery Live Activity with its three stages
// (`render delivery --presentation expanded --state arriving`). Each is made when a command
// first needs it, so that `render weather` makes the weather widget alone.
WidgetRenderCommand.main(
    widgets: Gallery.names.map { name in
        CatalogWidget(name: name) {
            guard let item = Gallery.item(named: name) else { preconditionFailure("Gallery.names lists \(name)") }
            return CatalogWidget(name: name, widget: item.widget, entry: item.entry)
        }
    },
    activities: [
        CatalogActivity(name: "delivery") {
            CatalogActivity(
                name: "delivery", activity: DeliveryActivity(), attributes: DeliveryAttributes.sample,
                states: ["onTheWay": .onTheWay, "preparing": .preparing, "arriving": .arriving])
        }
    ],
    controls: Gallery.controls.map { CatalogControl(name: $0.name, anyControl: $0.control) })
