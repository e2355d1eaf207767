// `import SwiftUI` on Linux: WidgetRender under SwiftUI's module name, so that a widget
// extension's files compile without an edit. Nothing is declared here: the module re-exports
// WidgetRender (and through it WidgetCore and Foundation), so `SwiftUI.Text` is
// `WidgetRender.Text`, the same type. WidgetRender's DocC article "Framework modules" says what
// `canImport(SwiftUI)` means here.
@_exported import WidgetRender
