import Foundation

/// The equality tests of a parameter summary's `When`, as App Intents' `EquatableComparisonOperator`.
public enum EquatableComparisonOperator: Sendable, Hashable {
    /// The parameter equals the value.
    case equalTo
    /// The parameter does not equal the value.
    case notEqualTo

    func holds<V: Equatable>(_ value: V?, _ other: V) -> Bool {
        switch self {
        case .equalTo: return value == other
        case .notEqualTo: return value != other
        }
    }
}

/// The order tests of a parameter summary's `When`, as App Intents' `ComparableComparisonOperator`.
public enum ComparableComparisonOperator: Sendable, Hashable {
    /// The parameter is greater than the value.
    case greaterThan
    /// The parameter is greater than or equal to the value.
    case greaterThanOrEqualTo
    /// The parameter is less than the value.
    case lessThan
    /// The parameter is less than or equal to the value.
    case lessThanOrEqualTo

    /// False when the parameter has no value.
    func holds<V: Comparable>(_ value: V?, _ other: V) -> Bool {
        guard let value else { return false }
        switch self {
        case .greaterThan: return value > other
        case .greaterThanOrEqualTo: return value >= other
        case .lessThan: return value < other
        case .lessThanOrEqualTo: return value <= other
        }
    }
}

/// The membership test of a parameter summary's `When`, as App Intents' `OneOfComparisonOperator`.
public enum OneOfComparisonOperator: Sendable, Hashable {
    /// The parameter equals one of the values.
    case oneOf

    func holds<V: Equatable>(_ value: V?, _ values: [V]) -> Bool {
        guard let value else { return false }
        return values.contains(value)
    }
}

/// The presence tests of a parameter summary's `When`, as App Intents' `HasValueComparisonOperator`.
public enum HasValueComparisonOperator: Sendable, Hashable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter is empty.
    case hasNoValue
}

/// The text tests of a parameter summary's `When` on an entity's identifier, as App Intents'
/// `StringComparisonOperator`.
public enum StringComparisonOperator: Sendable, Hashable {
    /// The text contains the value.
    case contains
    /// The text does not contain the value.
    case doesNotContain
    /// The text starts with the value.
    case hasPrefix
    /// The text ends with the value.
    case hasSuffix

    func holds(_ text: String?, _ value: String) -> Bool {
        guard let text else { return false }
        switch self {
        case .contains: return text.contains(value)
        case .doesNotContain: return !text.contains(value)
        case .hasPrefix: return text.hasPrefix(value)
        case .hasSuffix: return text.hasSuffix(value)
        }
    }
}
