import Foundation

/// Something of the app's a parameter can refer to, as App Intents' `AppEntity`.
///
/// ```swift
/// struct CityEntity: AppEntity {
///     let id: String
///     let name: String
///     static var typeDisplayRepresentation: TypeDisplayRepresentation { "City" }
///     static var defaultQuery = CityQuery()
///     var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The name of the type.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier, as App Intents' `EntityQuery`.
///
/// The renderer fills an entity parameter of a widget's configuration with `defaultResult()`,
/// else the first of `suggestedEntities()`.
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// Creates the query.
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered in the picker (none by default).
    func suggestedEntities() async throws -> [Entity]
    /// The entity used when the user has chosen none (`nil` by default).
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// None.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// None.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by text, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities among ``allEntities()`` with these identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// Offers the choices of a parameter, as App Intents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider: Sendable {
    /// The option type.
    associatedtype DefaultValue
    /// Creates the provider.
    init()
    /// The options.
    func results() async throws -> [DefaultValue]
    /// The option used by default (`nil` by default).
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// None.
    public func defaultResult() async -> DefaultValue? { nil }
}
