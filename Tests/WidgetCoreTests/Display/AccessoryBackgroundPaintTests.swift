import Foundation
import Testing

@testable import WidgetCore

@Suite struct AccessoryBackgroundPaintTests {
    @Test func itemsPaintedAsThePlateAreFlagged() {
        let scene = compose(Color.red.frame(width: 10, height: 10))
        var plate: [DisplayItem] = []
        Painter(scale: 1).paintAccessoryBackground(scene.layout.root, into: &plate)
        #expect(!plate.isEmpty)
        #expect(plate.allSatisfy { $0.isAccessoryBackground })
        #expect(scene.displayList.items.allSatisfy { !$0.isAccessoryBackground })
    }

    @Test func accessoryWidgetBackgroundPaintsAFlaggedPlateInAccessoryFamiliesOnly() {
        var env = EnvironmentValues()
        env.widgetFamily = .accessoryCircular
        let view = ZStack {
            AccessoryWidgetBackground()
            Color.red.frame(width: 10, height: 10)
        }
        let items = compose(view, width: 72, height: 72, environment: env).displayList.items
        let plate = items.filter(\.isAccessoryBackground)
        #expect(!plate.isEmpty)
        #expect(items.filter { !$0.isAccessoryBackground }.contains { if case .fill = $0.operation { return true } else { return false } })
        env.widgetFamily = .systemSmall
        #expect(compose(view, width: 72, height: 72, environment: env).displayList.items.allSatisfy { !$0.isAccessoryBackground })
    }
}
