import Foundation

/// A device's widget geometry: the point size of every family it offers, its scale, its
/// widget corner radius and content margins.
///
/// The table holds every row of the iOS 17/18 HIG widget-size table, the iOS 26 sizes
/// measured on devices, the iOS 27 frames, the iPads (which lay widgets out on a larger canvas
/// and scale them down to the slot), the iPad Lock Screen, the Mac desktop and the Apple Watch:
/// its Smart Stack card and the four complication families of its faces, per case size (see
/// ``faceSlots``).
public struct DeviceProfile: Sendable, Hashable, CustomStringConvertible {
    /// A family's layout canvas and the size it is shown at on the device (equal except on iPad).
    public struct Slot: Sendable, Hashable {
        /// The size the widget is laid out at, in points.
        public var canvas: CGSize
        /// The size the widget occupies on screen, in points.
        public var onDevice: CGSize

        /// A slot laid out at its on-device size.
        public init(_ width: CGFloat, _ height: CGFloat) {
            canvas = CGSize(width: width, height: height)
            onDevice = canvas
        }

        /// A slot laid out on a canvas and scaled to an on-device size.
        public init(canvas: CGSize, onDevice: CGSize) {
            self.canvas = canvas
            self.onDevice = onDevice
        }
    }

    /// The platform generation the sizes belong to.
    public enum System: String, Sendable, Hashable {
        /// iPhones on iOS 17/18, iPhones on iOS 26, iPads, and Apple Watch (watchOS 10).
        case iOS17, iOS26, iPadOS17, watchOS10
        /// iPhones on iOS 27 (`DeviceProfile+iOS27.swift`), the Mac desktop on macOS 26 and on
        /// macOS 27 (`DeviceProfile+Mac.swift`), Apple Vision Pro on visionOS 26 and 27
        /// (`DeviceProfile+visionOS.swift`).
        case iOS27, macOS26, macOS27, visionOS26, visionOS27
    }

    /// The identifier used by the CLI and in file names, e.g. `iPhone6_1`.
    public var name: String
    /// Which devices the row describes.
    public var models: String
    /// The portrait screen size in points.
    public var screen: CGSize
    /// Device pixels per point.
    public var scale: CGFloat
    /// The platform generation.
    public var system: System
    /// The families this device offers, with their sizes (on a watch, `accessoryRectangular`
    /// is the Smart Stack card).
    public var slots: [WidgetFamily: Slot]
    /// The families whose watch-face slot differs from ``slots`` (a watch's face
    /// `accessoryRectangular`), used when ``WidgetContext/watchPlacement`` is `.face`; empty
    /// on iPhone and iPad.
    public var faceSlots: [WidgetFamily: Slot] = [:]
    /// The corner radius of system-family widgets, in points.
    public var cornerRadius: CGFloat

    /// The profile with the watch-face slots of ``faceSlots`` in place of its own.
    public var onWatchFace: DeviceProfile {
        var face = self
        face.slots.merge(faceSlots) { _, face in face }
        return face
    }

    /// The profile's ``name``.
    public var description: String { name }

    /// The families this device offers, in declaration order.
    public var supportedFamilies: [WidgetFamily] {
        WidgetFamily.allCases.filter { slots[$0] != nil }
    }

    /// The slot of `family`, or an error naming the families this device has.
    public func slot(for family: WidgetFamily) throws(WidgetCoreError) -> Slot {
        guard let slot = slots[family] else {
            throw WidgetCoreError(
                "family \(family) is not available on \(name) (\(models)); choose one of: "
                    + supportedFamilies.map(\.rawValue).joined(separator: ", ")
            )
        }
        return slot
    }
}
