import Foundation
import WidgetCore

extension RGBA {
    /// This colour with its colour channels times `k`, opaque.
    func scaled(by k: Double) -> RGBA {
        RGBA(red: red * k, green: green * k, blue: blue * k)
    }

    /// This colour moved toward `other` by `t` (0: this colour, 1: `other`), alpha too.
    func mixed(toward other: RGBA, by t: Double) -> RGBA {
        RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
