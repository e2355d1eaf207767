// As `import SwiftUI` does, `import WidgetRender` brings Foundation (CGFloat, Date, Locale…).
@_exported import Foundation
// WidgetRender re-exports WidgetCore: users write `import WidgetRender` only.
@_exported import WidgetCore

// As on iOS, URLSession is in Foundation: on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
