/// What one sheet of a `sheet` run draws: a widget's families × modes, a Live Activity's
/// presentations × appearances, or a control's placements × states.
enum SheetSubject {
    case widget(CatalogWidget)
    case activity(CatalogActivity)
    case control(CatalogControl)

    /// The name on the command line and of the file (`<name>.png`).
    var name: String {
        switch self {
        case .widget(let widget): return widget.name
        case .activity(let activity): return activity.name
        case .control(let control): return control.name
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

    /// The control, when the subject is one.
    var control: CatalogControl? {
        if case .control(let control) = self { return control }
        return nil
    }
}
