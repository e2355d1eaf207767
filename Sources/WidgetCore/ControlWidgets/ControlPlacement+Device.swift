import Foundation

extension ControlPlacement {
    /// The placements a control is drawn in on `device`, in the order of ``all``.
    ///
    /// - An iPhone: every placement but the ``actionButton`` on one without a Dynamic Island,
    ///   where the Action button's control is drawn.
    /// - An iPad: Control Center and the Lock Screen (Apple: "On iPhone and iPad, people place
    ///   controls in Control Center and on the Lock Screen"); no iPad has a Dynamic Island.
    /// - Apple Watch, the Mac and Apple Vision Pro: none. A watch shows controls in its own
    ///   Control Center and Smart Stack, a Mac in its Control Center and menu bar; the
    ///   renderer draws the iPhone's and iPad's placements only.
    ///
    /// ```swift
    /// ControlPlacement.all(on: .iPhone6_1)  // all five
    /// ControlPlacement.all(on: .iPhone4_7)  // no .actionButton: the SE has no Dynamic Island
    /// ControlPlacement.all(on: .watch45mm)  // []
    /// ```
    ///
    /// `widget-render render-all` renders each control in these, as it renders each widget in
    /// the families the device has.
    public static func all(on device: DeviceProfile) -> [ControlPlacement] {
        switch device.system {
        case .iOS17, .iOS26, .iOS27, .iPadOS17:
            let hasIsland = (try? LiveActivityMetrics(device))?.island != nil
            return all.filter { $0 != .actionButton || hasIsland }
        case .watchOS10, .macOS26, .macOS27, .visionOS26, .visionOS27:
            return []
        }
    }
}
