// `import AppIntents` on Linux: WidgetRender under App Intents' module name, so that a widget
// extension's files compile without an edit. Nothing is declared here: the module re-exports
// WidgetRender (and through it WidgetCore and Foundation), so `AppIntents.AppEntity` is
// `WidgetRender.AppEntity`, the same type. WidgetRender's DocC article "Framework modules" says
// what `canImport(AppIntents)` means here.
@_exported import WidgetRender
