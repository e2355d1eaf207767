import Foundation
import Testing
import WidgetGallery

@testable import WidgetRenderCLI

/// Catalog entries made on demand (``CatalogWidget/init(name:make:)``,
/// ``CatalogActivity/init(name:make:)``): a command makes only the entries it uses, each once.
@Suite struct CLILazyCatalogTests {
    /// Counts the makes of each name, from any thread.
    private final class Makes: @unchecked Sendable {
        // @unchecked: `counts` is guarded by `lock`.
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func record(_ name: String) {
            lock.lock()
            counts[name, default: 0] += 1
            lock.unlock()
        }

        var all: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return counts
        }
    }

    private func catalog(_ makes: Makes) -> [CatalogWidget] {
        ["steps", "weather", "glucose"].map { name in
            CatalogWidget(name: name) {
                makes.record(name)
                let item = Gallery.item(named: name)!
                return CatalogWidget(name: "ignored", widget: item.widget, entry: item.entry)
            }
        }
    }

    @Test func renderMakesTheOneWidgetItRendersOnce() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let makes = Makes()
        let printed = Makes()
        let command = WidgetRenderCommand(widgets: catalog(makes), out: printed.record, err: { _ in })
        let output = dir.appendingPathComponent("weather.png").path
        #expect(command.run(arguments: ["render", "weather", "--family", "systemSmall", "-o", output]) == 0)
        #expect(printed.all == [output: 1])
        #expect(makes.all == ["weather": 1], "only the widget rendered is made, once")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func aMadeWidgetKeepsItsCatalogNameAndGivesTheRest() throws {
        let makes = Makes()
        let widgets = catalog(makes)
        #expect(widgets.map(\.name) == ["steps", "weather", "glucose"])
        #expect(makes.all.isEmpty, "naming the widgets makes none")
        let weather = widgets[1]
        #expect(weather.families == Gallery.item(named: "weather")?.families)
        #expect(weather.entryTypeName == "WeatherEntry")
        #expect(weather.name == "weather")
        #expect(makes.all == ["weather": 1])
    }

    @Test func aLazyActivityIsMadeWhenItsStatesAreAsked() {
        let makes = Makes()
        let activity = CatalogActivity(name: "delivery") {
            makes.record("delivery")
            return CatalogActivity(
                name: "other", activity: DeliveryActivity(), attributes: DeliveryAttributes.sample,
                states: ["onTheWay": .onTheWay, "arriving": .arriving])
        }
        #expect(activity.name == "delivery")
        #expect(makes.all.isEmpty)
        #expect(activity.stateNames == ["onTheWay", "arriving"])
        #expect(activity.stateNames == ["onTheWay", "arriving"])
        #expect(makes.all == ["delivery": 1])
    }

    @Test func theGalleryMakesOneItemByName() {
        #expect(Gallery.names == Gallery.items.map(\.name))
        #expect(Gallery.item(named: "tasks")?.name == "tasks")
        #expect(Gallery.item(named: "no-such-widget") == nil)
    }
}
