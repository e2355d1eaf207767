import Foundation
import WidgetRender

/// A timer's Live Activity: the label is static, the seconds left are the state.
struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var secondsLeft: Int
    }

    var label: String
}

/// The timer's Lock Screen view and island: the seconds show everywhere but the minimal view.
struct TimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            HStack {
                Text(context.attributes.label).font(.headline)
                Spacer()
                Text("\(context.state.secondsLeft) s").font(.title2)
            }
            .padding(14)
            .widgetURL(URL(string: "timer://open"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "timer") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.secondsLeft) s") }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text("\(context.state.secondsLeft)")
            } minimal: {
                Image(systemName: "timer")
            }
            .widgetURL(URL(string: "timer://open"))
        }
    }
}
