import Foundation
import WidgetRender

/// A Live Activity whose views the tests choose: each presentation shows the view of the
/// state's `shape`.
struct ProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var shape: ProbeShape }
}

/// What the probe's views draw.
enum ProbeShape: String, Codable, Hashable {
    /// A one-line text.
    case text
    /// A block of the height in the name.
    case block100, block200
    /// A text wider than any compact half.
    case wide
    /// An image larger than every presentation.
    case bigImage
}

struct ProbeActivity: Widget {
    var url: URL?
    var islandURL: URL?

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { context in
            ProbeView(shape: context.state.shape).widgetURL(url)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { ProbeView(shape: context.state.shape) }
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom") }
            } compactLeading: {
                ProbeView(shape: context.state.shape)
            } compactTrailing: {
                Text("9m")
            } minimal: {
                ProbeView(shape: context.state.shape)
            }
            .widgetURL(islandURL)
        }
    }
}

struct ProbeView: View {
    let shape: ProbeShape

    var body: some View {
        switch shape {
        case .text: Text("Hi")
        case .block100: Color.red.frame(height: 100)
        case .block200: Color.red.frame(height: 200)
        case .wide: Text("A long status line").fixedSize()
        case .bigImage: Image(uiImage: ProbeView.bigImage).resizable().frame(width: 20, height: 20)
        }
    }

    /// A 1200 × 600 px PNG.
    static let bigImage: UIImage = {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let png = (try? WidgetRenderer().render(Color.blue, canvas: CGSize(width: 1200, height: 600), environment: environment).pngData()) ?? Data()
        return UIImage(data: png) ?? UIImage()
    }()
}
