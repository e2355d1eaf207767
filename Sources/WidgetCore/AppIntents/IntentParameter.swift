import Foundation

/// A parameter of an intent, as App Intents' `IntentParameter` (written `@Parameter`).
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource { "Configuration" }
///     @Parameter(title: "Favorite Emoji", default: "😃")
///     var favoriteEmoji: String
/// }
/// ```
///
/// It is a class, as on iOS, so `intent.favoriteEmoji = "😀"` works on a `let` intent.
/// A parameter with no value reads as its `default:`; with neither, an optional reads `nil`,
/// `Bool` `false`, numbers 0, `String` "" and an `AppEnum` its first case. The renderer fills
/// `AppEntity` parameters from their query (`IntentParameterFilling`) before a provider or
/// `perform()` runs; reading an `AppEntity` parameter that was never filled stops the program
/// with a message naming it, as it cannot be made up.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    // @unchecked: the value is guarded by `lock`.
    private let lock = NSLock()
    private var stored: Value?
    /// The parameter's title.
    public let title: LocalizedStringResource
    /// The parameter's description.
    public let description: IntentDescription?
    /// The value used when none is set.
    public let defaultValue: Value?
    /// The dialog asking for a value.
    public let requestValueDialog: IntentDialog?
    /// Where options come from, when a `DynamicOptionsProvider` is given.
    let optionsProvider: (any DynamicOptionsProvider)?

    /// Creates a parameter.
    public init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, inputOptions: String.IntentInputOptions? = nil,
        inclusiveRange: (Value, Value)? = nil, controlStyle: IntentParameterControlStyle = .automatic
    ) {
        self.title = title
        self.description = description
        self.defaultValue = `default`
        self.requestValueDialog = requestValueDialog
        self.optionsProvider = nil
    }

    /// Creates a parameter whose options come from `optionsProvider`.
    public init<P: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: IntentDescription? = nil, default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, optionsProvider: P
    ) {
        self.title = title
        self.description = description
        self.defaultValue = `default`
        self.requestValueDialog = requestValueDialog
        self.optionsProvider = optionsProvider
    }

    /// The value: the one set, else the default, else the fallback described above.
    public var wrappedValue: Value {
        get {
            if let value = currentValue { return value }
            if let fallback = IntentParameterFilling.fallback(Value.self) { return fallback }
            preconditionFailure("@Parameter \"\(title)\" of type \(Value.self) has no value and no default; give it a default: or set it before reading it")
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }

    /// The parameter itself (`\.$city` in a parameter summary).
    public var projectedValue: IntentParameter<Value> { self }

    /// The value a parameter summary or URL representation reads: the one set, the default
    /// or the fallback; `nil` when there is none (never stops the program).
    var summaryValue: Value? { currentValue ?? IntentParameterFilling.fallback(Value.self) }

    /// The value set or the default, if either exists.
    var currentValue: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored ?? defaultValue
    }
}

/// How a numeric parameter is edited (accepted, not drawn), as App Intents' `ParameterControlStyle`.
public enum IntentParameterControlStyle: Sendable, Hashable {
    /// The system's choice.
    case automatic
    /// A text field.
    case field
    /// A stepper.
    case stepper
    /// A slider.
    case slider
}

extension String {
    /// Keyboard options of a string parameter (accepted, not used), as App Intents'.
    public struct IntentInputOptions: Sendable {
        /// Whether the text spans several lines.
        public var multiline: Bool
        /// Creates options.
        public init(keyboardType: Int = 0, capitalizationType: Int = 0, multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.multiline = multiline
        }
    }
}
