// Renders widgets through WidgetRender used as a package dependency: a text widget (the
// bundled fonts are found), the three documented templates beside this file (static,
// configurable, interactive), compiled unchanged but for the import, and the #Preview and
// PreviewProvider previews of Previews.swift. Exits 0 and prints the PNG path, or prints why
// and exits 1.
import Foundation
import WidgetRender

struct Greeting: View {
    var body: some View {
        Text("Hello from a dependency")
            .font(.headline)
            .containerBackground(for: .widget) { Color.white }
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        print("consumer: \(message())")
        exit(1)
    }
}

do {
    let renderer = try WidgetRenderer()
    let image = try renderer.render(Greeting(), in: WidgetContext(family: .systemSmall))
    let url = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "consumer.png")
    try image.writePNG(to: url)
    let frame = image.layout.root.children.last?.frame ?? .zero
    check(
        image.pixelWidth == 488 && frame.width > 50 && frame.height > 10 && image.diagnostics.isEmpty,
        "unexpected render: \(image.pixelWidth) px, text frame \(frame), \(image.diagnostics)")

    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
        let run = try renderer.timeline(of: EmojiWidget(), family: family)
        check(run.entries.count == 5, "the static template gave \(run.entries.count) entries in \(family)")
    }
    for family in [WidgetFamily.systemSmall, .systemMedium] {
        let run = try renderer.timeline(of: ConfigurableWeatherWidget(), family: family)
        let text = run.entries.first?.image.layout.node(withIdentifier: "temperature")?.text
        check(text == "21°C", "the configurable template shows \(text ?? "nothing") in \(family)")
    }

    let group = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-todo-\(getpid())")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data(#"[{"id":"1","title":"Water the plants"},{"id":"2","title":"Call the bakery"}]"#.utf8).write(to: group.appendingPathComponent("todos.json"))
    AppGroupContainers.register(TodoStore.appGroup, at: group)
    var context = WidgetContext(family: .systemMedium)
    context.appGroups = [TodoStore.appGroup: group]
    let todo = try renderer.timeline(of: TodoWidget(), in: context)
    guard let before = todo.entries.first?.image else {
        check(false, "the interactive template has no entries")
        exit(1)
    }
    let tap = try renderer.tap("todo-1", on: before)
    check(tap.after.tapTargets.first { $0.identifier == "todo-1" }?.isOn == true, "tapping todo-1 did not check it: \(tap.after.tapTargets)")
    check(tap.reloadRequests == [.kind("TodoWidget")], "the intent's reloads were \(tap.reloadRequests)")
    try? FileManager.default.removeItem(at: group)
    let previewProblems = try await checkPreviews(with: renderer)
    guard previewProblems.isEmpty else {
        print("consumer: previews: " + previewProblems.joined(separator: "; "))
        exit(1)
    }
    print(url.path)
} catch {
    print("consumer: \(error)")
    exit(1)
}
