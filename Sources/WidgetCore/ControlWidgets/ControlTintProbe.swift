import Foundation

/// Notes a `tint(_:)` on a control's label views while they resolve: the system ignores it
/// (only the template's `tint(_:)` colours a control), so the composer reports it.
final class ControlTintProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Records one `tint(_:)`.
    func record() { lock.withLock { count += 1 } }

    /// Whether any `tint(_:)` was recorded.
    var wasTinted: Bool { lock.withLock { count > 0 } }
}

struct ControlTintProbeKey: EnvironmentKey { static let defaultValue: ControlTintProbe? = nil }

extension EnvironmentValues {
    /// The probe a control's label views report their `tint(_:)` to (`nil` outside a control).
    var controlTintProbe: ControlTintProbe? {
        get { self[ControlTintProbeKey.self] }
        set { self[ControlTintProbeKey.self] = newValue }
    }
}
