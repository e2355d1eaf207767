import Foundation

/// One value an axis marks, as Swift Charts' `AxisValue`: what an `AxisMarks` content
/// closure is given.
public struct AxisValue {
    let value: _ChartValue
    /// The value's place among the axis's values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type` (`Double`, `Int`, `Date`, `String`, a `Plottable` enum…), or `nil`
    /// when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        guard let primitive = AxisValue.primitive(value, as: P.PrimitivePlottable.self) else { return nil }
        return P(primitivePlottable: primitive)
    }

    static func primitive<T>(_ value: _ChartValue, as type: T.Type) -> T? {
        switch value.kind {
        case .number(let v):
            let candidates: [Any] = [v, Int(exactly: v.rounded()) ?? 0, Float(v), CGFloat(v), Int32(clamping: Int(exactly: v.rounded()) ?? 0), Int64(exactly: v.rounded()) ?? 0]
            return candidates.lazy.compactMap { $0 as? T }.first
        case .date(let d): return d as? T
        case .category(let s): return s as? T
        }
    }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
        case explicit([_ChartValue])
    }
    let kind: Kind

    /// The scale's own values (about five, at round numbers or calendar boundaries).
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))
    /// About `desiredCount` values at round numbers.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max($0, 2) }))
    }
    /// Every multiple of `step` in the domain.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .numberStride(step)) }
    /// Every `count` `component`s in the domain, at calendar boundaries.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(count, 1)))
    }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Sendable, Hashable {
    /// The default: the trailing edge for y, the bottom for x.
    case automatic
    /// Before the plot (y).
    case leading
    /// After the plot (y).
    case trailing
    /// Above the plot (x).
    case top
    /// Below the plot (x).
    case bottom
}

/// A preset for an axis's marks, as Swift Charts' `AxisMarkPreset`: accepted; every preset
/// draws as `.automatic`.
public enum AxisMarkPreset: Sendable, Hashable {
    case automatic, aligned, extended, inset
}
