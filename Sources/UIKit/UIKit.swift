// `import UIKit` on Linux: WidgetRender under UIKit's module name, so that a widget extension's
// files compile without an edit. Nothing is declared here: the module re-exports WidgetRender
// (and through it WidgetCore and Foundation), so `UIKit.UIColor` is `WidgetRender.UIColor`, the
// same type. WidgetRender's DocC article "Framework modules" says what `canImport(UIKit)` means
// here.
@_exported import WidgetRender
