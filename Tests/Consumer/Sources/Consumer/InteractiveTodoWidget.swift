// An interactive widget written as Apple's "Adding interactivity to widgets" teaches: toggles
// and a button that run App Intents, data shared with the app through an App Group.
// The same file is in Tests/Consumer (a test checks they are identical).
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
    import AppIntents
#else
    import WidgetRender
#endif

struct TodoItem: Identifiable, Codable, Hashable {
    let id: String
    let title: String
}

enum TodoStore {
    static let appGroup = "group.com.example.todo"

    static func items() -> [TodoItem] {
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?.appendingPathComponent("todos.json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode([TodoItem].self, from: data)) ?? []
    }

    static func doneIDs() -> Set<String> {
        Set(UserDefaults(suiteName: appGroup)?.stringArray(forKey: "done") ?? [])
    }

    static func setDone(_ ids: Set<String>) {
        UserDefaults(suiteName: appGroup)?.set(ids.sorted(), forKey: "done")
        WidgetCenter.shared.reloadTimelines(ofKind: "TodoWidget")
    }
}

struct ToggleTodoIntent: AppIntent {
    static var title: LocalizedStringResource { "Toggle To-Do" }

    @Parameter(title: "To-Do ID")
    var id: String

    init() {}

    init(id: String) {
        self.id = id
    }

    func perform() async throws -> some IntentResult {
        var done = TodoStore.doneIDs()
        if done.contains(id) { done.remove(id) } else { done.insert(id) }
        TodoStore.setDone(done)
        return .result()
    }
}

struct ClearDoneIntent: AppIntent {
    static var title: LocalizedStringResource { "Clear Done" }

    func perform() async throws -> some IntentResult {
        TodoStore.setDone([])
        return .result()
    }
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let items: [TodoItem]
    let done: Set<String>
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: Date(), items: [TodoItem(id: "0", title: "Something to do")], done: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(TodoEntry(date: Date(), items: TodoStore.items(), done: TodoStore.doneIDs()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        let entry = TodoEntry(date: Date(), items: TodoStore.items(), done: TodoStore.doneIDs())
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct TodoWidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: TodoEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("To-Do")
                    .font(.headline)
                Spacer()
                Button(intent: ClearDoneIntent()) {
                    Text("Clear")
                        .font(.caption.bold())
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("clear")
            }
            ForEach(entry.items.prefix(family == .systemLarge ? 6 : 2)) { item in
                Toggle(isOn: entry.done.contains(item.id), intent: ToggleTodoIntent(id: item.id)) {
                    Text(item.title)
                        .font(.subheadline)
                        .strikethrough(entry.done.contains(item.id))
                        .foregroundStyle(entry.done.contains(item.id) ? .secondary : .primary)
                }
                .accessibilityIdentifier("todo-\(item.id)")
            }
            Spacer(minLength: 0)
        }
        .widgetURL(URL(string: "todo://list"))
        .containerBackground(.white, for: .widget)
    }
}

struct TodoWidget: Widget {
    let kind: String = "TodoWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TodoProvider()) { entry in
            TodoWidgetView(entry: entry)
        }
        .configurationDisplayName("To-Do")
        .description("Check off what you have done.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
