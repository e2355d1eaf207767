#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The reading widget's accent: a warm orange, the streak's flame.
let readingOrange = Color(red: 1.0, green: 0.55, blue: 0.16)
