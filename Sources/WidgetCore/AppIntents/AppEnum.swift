import Foundation

/// A fixed set of choices for a parameter, as App Intents' `AppEnum`.
///
/// ```swift
/// enum Sport: String, AppEnum {
///     case running, cycling
///     static var typeDisplayRepresentation: TypeDisplayRepresentation { "Sport" }
///     static var caseDisplayRepresentations: [Sport: DisplayRepresentation] {
///         [.running: "Running", .cycling: "Cycling"]
///     }
/// }
/// ```
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable where AllCases: Sendable {
    /// The name of the type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The name of each case.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
