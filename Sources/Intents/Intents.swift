// `import Intents` on Linux: WidgetRender under Intents's module name, so that a widget
// extension's files compile without an edit. Nothing is declared here: the module re-exports
// WidgetRender (and through it WidgetCore and Foundation), so `Intents.INIntent` is
// `WidgetRender.INIntent`, the same type. WidgetRender's DocC article "Framework modules" says
// what `canImport(Intents)` means here.
@_exported import WidgetRender
