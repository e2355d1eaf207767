// Colours shared with the app's UIKit code, defined once as UIColor, guarded as multiplatform
// code guards them. With the UIKit product in the build, canImport(UIKit) is true here.
import SwiftUI

#if canImport(UIKit)
    import UIKit

    extension UIColor {
        static let water = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.39, green: 0.73, blue: 1, alpha: 1)
                : UIColor(red: 0, green: 0.45, blue: 0.85, alpha: 1)
        }
    }

    extension Color {
        static let water = Color(uiColor: .water)
    }
#else
    extension Color {
        static let water = Color(red: 0, green: 0.45, blue: 0.85)
    }
#endif
