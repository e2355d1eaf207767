import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
    import AppIntents
#else
    import WidgetRender
#endif

/// Marks a task done, or open again: what a tap on a task row runs.
public struct ToggleTaskIntent: AppIntent {
    /// The intent's name in Shortcuts.
    public static var title: LocalizedStringResource { "Toggle Task" }

    /// The task to toggle.
    @Parameter(title: "Task ID")
    public var id: String

    /// Creates the intent with no task (the system fills the parameter).
    public init() {}

    /// Creates the intent toggling the task `id`.
    public init(id: String) {
        self.id = id
    }

    /// Flips the task in the store and asks for a new timeline.
    public func perform() async throws -> some IntentResult {
        TaskStore.shared.toggle(id)
        WidgetCenter.shared.reloadTimelines(ofKind: TasksWidget.kind)
        return .result()
    }
}
