// The extension's entry point, as Xcode writes it.
import SwiftUI
import WidgetKit

@main
struct WaterWidgetBundle: WidgetBundle {
    var body: some Widget {
        WaterWidget()
    }
}
