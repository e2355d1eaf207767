import Foundation
import WidgetCore

extension WidgetContext {
    /// Whether a Lock Screen tint is set where the system has none: the iPad Lock Screen is
    /// "monochromatic without a tint colour" (**D**, HIG Widgets), so the vibrant mode on an
    /// iPad profile draws white and says so.
    var ignoresLockScreenTint: Bool {
        lockScreenTint != nil && device.system == .iPadOS17 && !standByNight
    }
}
