import Foundation

/// What the renderer needs of a parameter without knowing its type.
package protocol IntentParameterSlot: AnyObject {
    /// The title.
    var slotTitle: String { get }
    /// Whether reading the value succeeds (a value, a default or a fallback).
    var slotHasValue: Bool { get }
    /// Fills an `AppEntity` parameter from its query; false when nothing could be found.
    func slotFillFromQuery() async throws -> Bool
    /// The value as text, for tap-target JSON and diagnostics.
    var slotValueDescription: String { get }
    /// Whether the parameter has a value (not `nil`), as a parameter summary's `.hasAnyValue` tests.
    var slotHasSummaryValue: Bool { get }
    /// The value as a parameter summary shows it; the title when it has no value.
    var slotSummaryText: String { get }
    /// The value as a URL representation writes it: an entity by its identifier, an enum by
    /// its raw value, a URL whole, other values as text; percent-encoded except for a URL.
    var slotURLText: String { get }
}

extension IntentParameter: IntentParameterSlot {
    package var slotTitle: String { title.description }

    package var slotHasValue: Bool { currentValue != nil || IntentParameterFilling.fallback(Value.self) != nil }

    package func slotFillFromQuery() async throws -> Bool {
        guard currentValue == nil, let found = try await IntentParameterFilling.queryDefault(Value.self) else { return slotHasValue }
        wrappedValue = found
        return true
    }

    package var slotValueDescription: String {
        guard let value = currentValue ?? IntentParameterFilling.fallback(Value.self) else { return "(none)" }
        return IntentParameterFilling.describe(value)
    }

    package var slotHasSummaryValue: Bool {
        guard let value = summaryValue else { return false }
        if let optional = value as? any _OptionalIntentValue { return !optional.isNone }
        return true
    }

    package var slotSummaryText: String {
        guard slotHasSummaryValue, let value = summaryValue else { return slotTitle }
        return IntentParameterFilling.describe(value)
    }

    package var slotURLText: String {
        guard slotHasSummaryValue, let value = summaryValue else { return "" }
        return IntentParameterFilling.urlText(value)
    }
}

/// Fills and describes intent parameters as the system does for a widget's configuration.
package enum IntentParameterFilling {
    /// The value a parameter with neither a value nor a default reads: `nil` for optionals,
    /// `false`, 0, "", an `AppEnum`'s first case; `nil` when there is none.
    package static func fallback<Value>(_ type: Value.Type) -> Value? {
        if let optional = type as? any _OptionalIntentValue.Type { return optional.intentNone as? Value }
        switch type {
        case is Bool.Type: return false as? Value
        case is String.Type: return "" as? Value
        case is Int.Type: return 0 as? Value
        case is Double.Type: return 0.0 as? Value
        default: break
        }
        if let enumType = type as? any AppEnum.Type { return firstCase(enumType) as? Value }
        return nil
    }

    private static func firstCase<E: AppEnum>(_ type: E.Type) -> Any? { E.allCases.first }

    /// An entity from the parameter type's query: `defaultResult()`, else the first suggested.
    static func queryDefault<Value>(_ type: Value.Type) async throws -> Value? {
        guard let entityType = type as? any AppEntity.Type else { return nil }
        return try await defaultEntity(entityType) as? Value
    }

    private static func defaultEntity<E: AppEntity>(_ type: E.Type) async throws -> Any? {
        if let entity = await E.defaultQuery.defaultResult() { return entity }
        return try await E.defaultQuery.suggestedEntities().first
    }

    /// A value as text: an entity or enum by its display title, else `String(describing:)`.
    package static func describe(_ value: Any) -> String {
        if let entity = value as? any AppEntity { return entity.displayRepresentation.title.description }
        if let enumValue = value as? any AppEnum { return enumTitle(enumValue) }
        if let optional = value as? any _OptionalIntentValue { return optional.unwrappedDescription }
        return String(describing: value)
    }

    /// A value as a URL representation writes it (see ``IntentParameterSlot/slotURLText``).
    static func urlText(_ value: Any) -> String {
        if let optional = value as? any _OptionalIntentValue, let wrapped = optional.wrappedAny { return urlText(wrapped) }
        if let url = value as? URL { return url.absoluteString }
        let text: String
        if let entity = value as? any AppEntity { text = String(describing: entity.id) } else if let enumValue = value as? any AppEnum { text = String(describing: enumValue.rawValue) } else { text = String(describing: value) }
        return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? text
    }

    private static func enumTitle<E: AppEnum>(_ value: E) -> String {
        E.caseDisplayRepresentations[value]?.title.description ?? String(describing: value.rawValue)
    }

    /// The `@Parameter`s of an intent, by property name (without the leading underscore).
    package static func parameters(of intent: Any) -> [(name: String, slot: any IntentParameterSlot)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let slot = child.value as? any IntentParameterSlot else { return nil }
            let label = child.label ?? slot.slotTitle
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, slot)
        }
    }

    /// Fills every parameter of `intent` the system would fill, and names those left empty.
    package static func fill(_ intent: Any) async throws -> [String] {
        var missing: [String] = []
        for (name, slot) in parameters(of: intent) where !slot.slotHasValue {
            if try await !slot.slotFillFromQuery() { missing.append(name) }
        }
        return missing
    }
}

/// Optionals as parameter values: `nil` is a valid value.
package protocol _OptionalIntentValue {
    static var intentNone: Self { get }
    var unwrappedDescription: String { get }
    /// Whether this is `nil`.
    var isNone: Bool { get }
    /// The wrapped value, if any.
    var wrappedAny: Any? { get }
}

extension Optional: _OptionalIntentValue {
    package static var intentNone: Wrapped? { nil }
    package var unwrappedDescription: String {
        switch self {
        case .some(let value): return IntentParameterFilling.describe(value)
        case .none: return "nil"
        }
    }
    package var isNone: Bool { self == nil }
    package var wrappedAny: Any? { self.map { $0 as Any } }
}
