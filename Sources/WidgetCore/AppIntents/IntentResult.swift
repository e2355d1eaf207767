import Foundation

/// What an intent's `perform()` returns, as App Intents' `IntentResult`.
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///     store.toggle(id)
///     return .result()
/// }
/// ```
public protocol IntentResult: Sendable {}

/// A result that returns a value (`some IntentResult & ReturnsValue<Int>`).
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result that shows or speaks a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent afterwards (`some IntentResult & OpensIntent`).
public protocol OpensIntent: IntentResult {}

/// A dialog an intent shows or speaks, as App Intents' `IntentDialog`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The full text.
    public var fullText: LocalizedStringResource
    /// Creates a dialog.
    public init(_ fullText: LocalizedStringResource) { self.fullText = fullText }
    /// Creates a dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    /// Creates a dialog from an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// The concrete result `.result(…)` makes; the generic parameters record what it carries.
public struct IntentResultContainer<Value, OpensIntentType, Content, DialogType>: IntentResult, ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable {
    // @unchecked: the value is read once by the renderer after `perform()` returned.
    /// The returned value, if any.
    public let value: Value?
    /// The dialog, if any.
    public let dialog: IntentDialog?
    /// The intent to run next, if any.
    public let opensIntent: (any AppIntent)?
}

/// A type that stands for "nothing" in ``IntentResultContainer``'s parameters.
public enum _IntentResultNothing: Sendable {}

extension IntentResult where Self == IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
    /// A result with nothing to report.
    public static func result() -> Self { Self(value: nil, dialog: nil, opensIntent: nil) }
    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self { Self(value: nil, dialog: dialog, opensIntent: nil) }
}

extension IntentResult {
    /// A result that returns `value`.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
        Self(value: value, dialog: nil, opensIntent: nil)
    }
    /// A result that returns `value` with a dialog.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, _IntentResultNothing, _IntentResultNothing, IntentDialog> {
        Self(value: value, dialog: dialog, opensIntent: nil)
    }
    /// A result that runs `intent` next.
    public static func result<I: AppIntent>(opensIntent intent: I) -> Self where Self == IntentResultContainer<_IntentResultNothing, I, _IntentResultNothing, _IntentResultNothing> {
        Self(value: nil, dialog: nil, opensIntent: intent)
    }
}
