// `import Charts` on Linux: WidgetRender under Swift Charts' module name, so that a widget
// extension's chart files compile without an edit. Nothing is declared here: the module
// re-exports WidgetRender (and through it WidgetCore and Foundation), so `Charts.LineMark` is
// `WidgetRender.LineMark`, the same type. WidgetCore's DocC article "Charts" says what is drawn.
@_exported import WidgetRender
