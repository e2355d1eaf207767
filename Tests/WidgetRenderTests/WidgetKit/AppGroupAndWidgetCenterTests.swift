import Foundation
import Testing

@testable import WidgetRender

@Suite("App Groups and WidgetCenter")
struct AppGroupAndWidgetCenterTests {
    @Test func theEnvironmentVariableMapsGroupsToFolders() {
        let mapping = AppGroupContainers.parseMapping("group.a=/tmp/a,broken,group.b=/data/b=c")
        #expect(mapping == ["group.a": URL(fileURLWithPath: "/tmp/a", isDirectory: true), "group.b": URL(fileURLWithPath: "/data/b=c", isDirectory: true)])
        #expect(AppGroupContainers.environmentVariable == "WIDGET_RENDER_APP_GROUPS")
    }

    @Test func registeringReplacesTheSuiteWithTheFixture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("group-\(UUID().uuidString)")
        let prefs = AppGroupContainers.preferencesFile("group.test.replace", in: folder)
        try FileManager.default.createDirectory(at: prefs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["streak": 4], format: .xml, options: 0).write(to: prefs)
        UserDefaults(suiteName: "group.test.replace")?.set("stale", forKey: "left-over")
        AppGroupContainers.register("group.test.replace", at: folder)
        let defaults = try #require(UserDefaults(suiteName: "group.test.replace"))
        #expect(defaults.integer(forKey: "streak") == 4)
        #expect(defaults.string(forKey: "left-over") == nil)
        AppGroupContainers.unregister("group.test.replace")
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.test.replace") == nil)
    }

    @Test func reloadsAreRecordedPerTask() async throws {
        let (_, requests) = await WidgetCenter.recordingReloads {
            WidgetCenter.shared.reloadTimelines(ofKind: "a")
            WidgetCenter.shared.reloadAllTimelines()
        }
        #expect(requests == [.kind("a"), .all])
        #expect(requests.map(\.description) == ["kind(a)", "all"])
        #expect(WidgetCenter.ReloadRequest.all.reloads(kind: "x"))
        #expect(!WidgetCenter.ReloadRequest.kind("a").reloads(kind: "x"))
        #expect(WidgetCenter.shared.reloadRequests.contains(.kind("a")))
    }
}
