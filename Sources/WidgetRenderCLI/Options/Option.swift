/// An option that takes a value, declared once: its names and help, how its text becomes a
/// `Value` (the validation, which throws the usage error that names the text), and the value
/// when the option is not given.
///
/// ```swift
/// static let shard = Option<Shard>(
///     "shard", value: "<i>/<n>", help: "only part i of n (from 1) of the sorted jobs, for CI matrices",
///     default: { .whole }, parse: Shard.parse
/// )
/// let shard = try args.value(BatchOptions.shard)   // a Shard
/// ```
///
/// An option without a default has an optional `Value` and is nil when not given. The text
/// is parsed when the command reads the value (``Arguments/value(_:)``), so a command's
/// errors come in the order it reads its options, and a check that needs more than the text
/// (a scale that must give at least a pixel on the device) follows the declared one.
struct Option<Value>: DeclaredOption {
    let declaration: OptionDeclaration
    /// The value `text` gives, or a ``CommandError`` with ``ExitCode/usage`` naming it.
    let parse: @Sendable (_ text: String) throws -> Value
    /// The value when the option is not given.
    let defaultValue: @Sendable () -> Value

    /// An option `--name` (and `-short`) with a value named `value` in help.
    init(
        _ name: String, short: Character? = nil, value: String, help: String...,
        default defaultValue: @escaping @Sendable () -> Value, parse: @escaping @Sendable (_ text: String) throws -> Value
    ) {
        self.init(OptionDeclaration(name: name, short: short, kind: .value(value), help: help), default: defaultValue, parse: parse)
    }

    private init(_ declaration: OptionDeclaration, default defaultValue: @escaping @Sendable () -> Value, parse: @escaping @Sendable (String) throws -> Value) {
        self.declaration = declaration
        self.defaultValue = defaultValue
        self.parse = parse
    }

    /// The same option with another help (see ``OptionDeclaration/help(_:)``).
    func help(_ lines: String...) -> Option {
        Option(declaration.help(lines), default: defaultValue, parse: parse)
    }
}

extension Option {
    /// An option without a default: nil when it is not given.
    init<Wrapped>(
        _ name: String, short: Character? = nil, value: String, help: String...,
        parse: @escaping @Sendable (_ text: String) throws -> Wrapped
    ) where Value == Wrapped? {
        self.init(OptionDeclaration(name: name, short: short, kind: .value(value), help: help), default: { nil }, parse: { try parse($0) })
    }

    /// An option whose value is its text as given, nil when it is not given.
    init(_ name: String, short: Character? = nil, value: String, help: String...) where Value == String? {
        self.init(OptionDeclaration(name: name, short: short, kind: .value(value), help: help), default: { nil }, parse: { $0 })
    }
}
