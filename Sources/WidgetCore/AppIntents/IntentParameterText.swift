import Foundation

/// Text with `\(\.$parameter)` interpolations, filled in from an intent's values: the common
/// part of ``ParameterSummaryString`` and ``IntentURLRepresentation``.
struct IntentParameterText<Intent: AppIntent>: @unchecked Sendable {
    // @unchecked: the key paths are immutable and only read.
    enum Segment {
        case literal(String)
        case parameter(AnyKeyPath, read: (Intent) -> any IntentParameterSlot)
    }

    var segments: [Segment] = []

    mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }

    mutating func appendParameter<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
        segments.append(.parameter(keyPath) { $0[keyPath: keyPath] })
    }

    /// The text with each parameter's value written by `value` (given the slot).
    func filled(for intent: Intent, _ value: (any IntentParameterSlot) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let s): return s
            case .parameter(_, let read): return value(read(intent))
            }
        }.joined()
    }

    /// The text with each parameter written as `${name}`.
    func template(for intent: Intent) -> String {
        filled(for: intent) { "${\(IntentParameterText.name(of: $0, in: intent))}" }
    }

    /// The property name of `slot` in `intent` (its title when no property holds it).
    static func name(of slot: any IntentParameterSlot, in intent: Intent) -> String {
        IntentParameterFilling.parameters(of: intent).first { $0.slot === slot }?.name ?? slot.slotTitle
    }
}
