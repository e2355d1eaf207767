// `import ActivityKit` on Linux: WidgetRender under ActivityKit's module name, so that a widget
// extension's files compile without an edit. Nothing is declared here: the module re-exports
// WidgetRender (and through it WidgetCore and Foundation), so `ActivityKit.ActivityAttributes`
// is `WidgetRender.ActivityAttributes`, the same type. WidgetRender's DocC article "Framework
// modules" says what `canImport(ActivityKit)` means here.
@_exported import WidgetRender
