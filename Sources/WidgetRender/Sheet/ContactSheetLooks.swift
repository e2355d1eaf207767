import Foundation

/// Which columns a contact sheet has.
public enum ContactSheetLooks: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Full colour light and dark, accented (the context's appearance) and vibrant: every
    /// family in every column (``ContactSheetColumn/standard``).
    case standard
    /// Every place and look the system draws a widget in, each family only where its place
    /// hosts it (``ContactSheetColumn/everyLook``).
    case every

    /// The case name: `standard`, `every`.
    public var description: String { rawValue }

    /// The columns, left to right.
    public var columns: [ContactSheetColumn] {
        self == .standard ? ContactSheetColumn.standard : ContactSheetColumn.everyLook
    }
}
