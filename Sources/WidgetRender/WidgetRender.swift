// WidgetRender re-exports WidgetCore: users write `import WidgetRender` only.
@_exported import WidgetCore
// As `import SwiftUI` does, `import WidgetRender` brings Foundation (CGFloat, Date, Locale…).
@_exported import Foundation
