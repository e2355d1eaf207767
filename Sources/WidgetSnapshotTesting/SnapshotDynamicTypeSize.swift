import Foundation

/// A Dynamic Type size for ``assertWidgetSnapshot(of:entry:families:modes:colorSchemes:dynamicTypeSizes:device:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``,
/// with SwiftUI's `DynamicTypeSize` case names.
///
/// This version of the renderer draws text at the default size, ``large``, only. Snapshots
/// asked for at another size are skipped with a note (not a failure), so tests written for
/// several sizes keep passing and start checking them once the renderer applies Dynamic Type.
/// A size other than ``large`` adds its name to the reference's file name
/// (`….light.accessibility1.png`); ``large`` adds nothing.
public enum SnapshotDynamicTypeSize: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The sizes the renderer draws in this version.
    public static let supported: Set<SnapshotDynamicTypeSize> = [.large]

    /// The case name, e.g. `large`.
    public var description: String { rawValue }
}
