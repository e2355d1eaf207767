import WidgetRender

/// The options of a Live Activity's render, declared once: `--presentation` and `--state`.
enum ActivityOptions {
    /// The presentations `--presentation` takes, as written on the command line.
    static let presentations: [(name: String, kind: ActivityPreviewViewKind)] = [
        ("content", .content), ("compact", .dynamicIsland(.compact)), ("expanded", .dynamicIsland(.expanded)), ("minimal", .dynamicIsland(.minimal)),
    ]

    /// `--presentation`: the Lock Screen view (`content`) or a Dynamic Island presentation;
    /// nil when not given (a Live Activity then renders `content`).
    static let presentation = Option<ActivityPreviewViewKind?>(
        "presentation", value: "<kind>", help: "a Live Activity's: content (the Lock Screen, default),",
        "compact, expanded or minimal (the Dynamic Island)", parse: ActivityOptions.presentation(_:)
    )

    /// `--state`: one of the activity's named content states, or its `ContentState` as JSON.
    static let state = Option(
        "state", value: "<name|JSON>", help: "a Live Activity's content state: a sample's name (default: the",
        "first) or the state as JSON, e.g. '{\"minutesLeft\": 5, …}'"
    )

    /// `--screen`: where the Lock Screen presentation is shown (`WidgetContext/activityScreen`);
    /// `standBy-night` is StandBy with `standByNight`. Nil when not given (the Lock Screen).
    static let screen = Option<(screen: ActivityScreen, night: Bool)?>(
        "screen", value: "<screen>", help: "where a Live Activity's content is shown: lockScreen (default),",
        "alwaysOn, standBy, standBy-night or carPlay (its 240 × 78 pt card)", parse: ActivityOptions.screen(_:)
    )

    /// `--on-screen`: an island presentation on a strip of the screen's top
    /// (`WidgetContext/showsIslandOnScreen`).
    static let onScreen = Flag("on-screen", help: "a Dynamic Island presentation where it sits: on a strip of the", "screen's top, the wallpaper behind")

    /// The screen `text` names, or a usage error naming the valid ones.
    static func screen(_ text: String) throws -> (screen: ActivityScreen, night: Bool) {
        if text == "standBy-night" { return (.standBy, true) }
        guard let screen = ActivityScreen(rawValue: text) else {
            throw CommandError(.usage, "unknown screen \"\(text)\"; expected one of: lockScreen, alwaysOn, standBy, standBy-night, carPlay")
        }
        return (screen, false)
    }

    /// The presentation `text` names, or a usage error naming the valid ones.
    static func presentation(_ text: String) throws -> ActivityPreviewViewKind {
        guard let match = presentations.first(where: { $0.name == text }) else {
            throw CommandError(.usage, "unknown presentation \"\(text)\"; expected one of: \(presentations.map(\.name).joined(separator: ", "))")
        }
        return match.kind
    }

    /// The command-line name of `kind`: `content`, `compact`….
    static func name(of kind: ActivityPreviewViewKind) -> String {
        presentations.first { $0.kind == kind }?.name ?? "\(kind)"
    }
}
