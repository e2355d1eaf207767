/// What one sheet of a `sheet` run draws: a widget's families × modes, or a Live Activity's
/// presentations × appearances.
enum SheetSubject {
    case widget(CatalogWidget)
    case activity(CatalogActivity)

    /// The name on the command line and of the file (`<name>.png`).
    var name: String {
        switch self {
        case .widget(let widget): return widget.name
        case .activity(let activity): return activity.name
        }
    }

    /// The widget, when the subject is one.
    var widget: CatalogWidget? {
        if case .widget(let widget) = self { return widget }
        return nil
    }

    /// The Live Activity, when the subject is one.
    var activity: CatalogActivity? {
        if case .activity(let activity) = self { return activity }
        return nil
    }
}
