// `import WidgetKit` on Linux: WidgetRender under WidgetKit's module name, so that a widget
// extension's files compile without an edit. Nothing is declared here: the module re-exports
// WidgetRender (and through it WidgetCore and Foundation), so `WidgetKit.WidgetFamily` is
// `WidgetRender.WidgetFamily`, the same type. WidgetRender's DocC article "Framework modules"
// says what `canImport(WidgetKit)` means here.
@_exported import WidgetRender
