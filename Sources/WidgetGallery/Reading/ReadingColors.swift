#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The reading widget's accent: a warm orange, the streak's flame.
let readingOrange = Color(red: 1.0, green: 0.55, blue: 0.16)

/// The accent's deeper shade for text on the light background: 4.7:1 on white, where the
/// accent itself is 2.3:1.
let readingOrangeText = Color(red: 0.77, green: 0.31, blue: 0.0)
