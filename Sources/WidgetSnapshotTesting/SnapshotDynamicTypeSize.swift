import Foundation
import WidgetRender

/// A Dynamic Type size for ``assertWidgetSnapshot(of:entry:families:modes:colorSchemes:dynamicTypeSizes:device:named:record:matching:snapshotsFolder:fileID:filePath:testName:line:column:)``,
/// with SwiftUI's `DynamicTypeSize` case names.
///
/// Each size is rendered with the context's `dynamicTypeSize` set to the same case of
/// `DynamicTypeSize` (widgets honour Large through AX5: a smaller size renders at Large with a
/// diagnostic, as on iOS). A size other than ``large`` adds its name to the reference's file
/// name (`….light.accessibility1.png`); ``large`` adds nothing.
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

    /// The sizes the renderer draws: all of them.
    public static let supported = Set(SnapshotDynamicTypeSize.allCases)

    /// The renderer's size of the same name.
    public var dynamicTypeSize: DynamicTypeSize {
        switch self {
        case .xSmall: return .xSmall
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .xLarge: return .xLarge
        case .xxLarge: return .xxLarge
        case .xxxLarge: return .xxxLarge
        case .accessibility1: return .accessibility1
        case .accessibility2: return .accessibility2
        case .accessibility3: return .accessibility3
        case .accessibility4: return .accessibility4
        case .accessibility5: return .accessibility5
        }
    }

    /// The case name, e.g. `large`.
    public var description: String { rawValue }
}
