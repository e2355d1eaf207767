import Foundation
import WidgetCore

/// Runs `checks` in the accented mode only: a surface that draws full colour as the Home
/// Screen does (no checks) and accented as the tinted Home Screen does (its checks).
struct AccentedOnlyCheck: SurfaceCheck {
    let checks: [any SurfaceCheck]

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        guard input.context.renderingMode == .accented else { return [] }
        var out: [Diagnostic] = []
        for check in checks { out += check.findings(in: &input) }
        return out
    }
}
