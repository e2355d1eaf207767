import Foundation
import Testing

@testable import WidgetRender

/// The App Group fixture of the to-do widget, copied to a fresh folder per test (intents write).
enum TodoFixture {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TodoAppGroup")

    /// A fresh copy, registered as the group's container, and a context that maps it.
    static func context(_ family: WidgetFamily = .systemMedium) throws -> WidgetContext {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        AppGroupContainers.register(TodoStore.appGroup, at: folder)
        var context = WidgetContext(family: family)
        context.appGroups = [TodoStore.appGroup: folder]
        return context
    }
}

/// Tests that share the to-do App Group run one at a time.
@Suite("Interactive widgets", .serialized)
struct InteractiveWidgetTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    @Test func appGroupDataIsReadFromTheFixtureFolder() throws {
        let context = try TodoFixture.context()
        let folder = try #require(context.appGroups[TodoStore.appGroup])
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: TodoStore.appGroup) == folder.standardizedFileURL)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.unmapped") == nil)
        #expect(UserDefaults(suiteName: TodoStore.appGroup)?.string(forKey: "owner") == "Ana")
        #expect(TodoStore.items().map(\.title) == ["Water the plants", "Call the bakery", "Book the train"])
        #expect(TodoStore.doneIDs() == ["2"])
    }

    @Test func tapTargetsAreRecordedWithTheirURLOrIntent() throws {
        let run = try renderer.timeline(of: TodoWidget(), in: try TodoFixture.context())
        let image = try #require(run.entries.first?.image)
        let targets = image.tapTargets
        #expect(targets.map(\.kind) == [.widgetURL, .button, .toggle, .toggle])
        #expect(targets[0].url == URL(string: "todo://list"))
        #expect(targets[0].frame == CGRect(x: 0, y: 0, width: 344.67, height: 162.67))
        #expect(targets[1].intent?.type == "ClearDoneIntent")
        #expect(targets[2].identifier == "todo-1")
        #expect(targets[2].intent == IntentSummary(ToggleTodoIntent(id: "1")))
        #expect(targets[2].intent?.parameters == ["id": "1"])
        #expect(targets.map(\.isOn) == [nil, nil, false, true])
        // Toggles span the content width; the switch is 31 pt tall.
        #expect(targets[2].frame.width == 312.67)
        let json = String(decoding: try JSONEncoder().encode(targets[2]), as: UTF8.self)
        #expect(json.contains("\"kind\":\"toggle\""))
        #expect(json.contains("\"type\":\"ToggleTodoIntent\""))
        #expect(json.contains("\"title\":\"Toggle To-Do\""))
    }

    @Test func tappingAToggleRunsItsIntentAndRendersBeforeDuringAndAfter() throws {
        WidgetCenter.shared.removeAllReloadRequests()
        let run = try renderer.timeline(of: TodoWidget(), in: try TodoFixture.context())
        let before = try #require(run.entries.first?.image)
        let tap = try renderer.tap("todo-1", on: before)
        #expect(tap.target.identifier == "todo-1")
        #expect(tap.optimistic?.tapTargets.first { $0.identifier == "todo-1" }?.isOn == true)
        #expect(tap.after.tapTargets.first { $0.identifier == "todo-1" }?.isOn == true)
        #expect(tap.after.tapTargets.first { $0.identifier == "todo-2" }?.isOn == true)
        #expect(tap.reloadRequests == [.kind("TodoWidget")])
        #expect(TodoStore.doneIDs() == ["1", "2"])
        #expect(WidgetCenter.shared.reloadRequests.contains(.kind("TodoWidget")))

        try SnapshotFiles.assertMatches(before, named: "WidgetKit/todo-before")
        try SnapshotFiles.assertMatches(try #require(tap.optimistic), named: "WidgetKit/todo-optimistic")
        try SnapshotFiles.assertMatches(tap.after, named: "WidgetKit/todo-after")

        // Tapping the button clears both, by point this time.
        let clear = try #require(tap.after.tapTargets.first { $0.identifier == "clear" })
        let cleared = try renderer.tap(at: CGPoint(x: clear.frame.midX, y: clear.frame.midY), on: tap.after)
        #expect(cleared.target.intent?.type == "ClearDoneIntent")
        #expect(cleared.optimistic == nil)
        #expect(cleared.after.tapTargets.compactMap(\.isOn) == [false, false])
    }

    @Test func tappingOutsideControlsOpensTheWidgetURL() throws {
        let run = try renderer.timeline(of: TodoWidget(), in: try TodoFixture.context())
        let image = try #require(run.entries.first?.image)
        let tap = try renderer.tap(at: CGPoint(x: 5, y: 150), on: image)
        #expect(tap.openedURL == URL(string: "todo://list"))
        #expect(tap.timeline == nil)
        #expect {
            try renderer.tap("nope", on: image)
        } throws: { error in
            (error as? WidgetRenderError)?.message == "no tap target is tagged \"nope\"; tagged targets: clear, todo-1, todo-2"
        }
    }

    @Test func theWidgetRendersInEverySupportedFamily() throws {
        for family in TodoWidget().body._descriptor.families {
            let run = try renderer.timeline(of: TodoWidget(), in: try TodoFixture.context(family))
            let toggles = try #require(run.entries.first?.image.tapTargets.filter { $0.kind == .toggle })
            #expect(toggles.count == (family == .systemLarge ? 3 : 2))
        }
    }
}
