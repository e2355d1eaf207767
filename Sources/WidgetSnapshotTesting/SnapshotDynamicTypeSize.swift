import Foundation

/// A Dynamic Type size for ``assertWidgetSnapshot(of:entry:families:modes:colorSchemes:dynamicTypeSizes:device:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``,
/// with SwiftUI's `DynamicTypeSize` case names.
///
/// This version of the renderer draws text at the default size, ``large``, only. Snapshots
/// asked for at another size are skipped with a note (not a failure), so tests written for
/// several sizes keep passing and start checking them once the renderer applies Dynamic Type.
/// A size other than ``large`` adds its name to the reference's file name
/// (`….light.accessibility1.png`); ``large`` adds nothing.
///
/// When the renderer applies Dynamic Type, this type gives way to SwiftUI's
/// `DynamicTypeSize` with the same cases.
public enum SnapshotDynamicTypeSize: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// The default size.
    case large
    /// A large size.
    case xLarge
    /// An extra large size.
    case xxLarge
    /// An extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth and largest accessibility size.
    case accessibility5

    /// The sizes the renderer draws in this version.
    public static let supported: Set<SnapshotDynamicTypeSize> = [.large]

    /// The case name, e.g. `large`.
    public var description: String { rawValue }
}
