import Foundation

/// A value a chart can place on an axis, as Swift Charts' `Plottable`: a number, a date or a
/// string (a category), or a type that stands for one of them (an enum of strings).
///
/// ```swift
/// enum Meal: String, Plottable { case breakfast, lunch, dinner }
/// ```
public protocol Plottable {
    /// The number, date or string that stands for the value.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a number, date or string.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a number, date or string stands for (`nil`: none).
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types a ``Plottable`` value is placed as: numbers, dates and strings.
public protocol PrimitivePlottableProtocol: Plottable {
    /// How the chart places the value. Not API.
    var _chartValue: _ChartValue { get }
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case of `primitivePlottable`.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A value as a chart places it: on a number line, a time line, or in a list of categories.
/// Not API: it must be public to be ``PrimitivePlottableProtocol``'s requirement.
public struct _ChartValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case number(Double)
        case date(Date)
        case category(String)
    }
    let kind: Kind

    /// The value on a continuous scale (a date as seconds since 2001); `nil` for a category.
    var continuous: Double? {
        switch kind {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }

    /// How the value reads in a legend or a diagnostic.
    var label: String {
        switch kind {
        case .number(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case .date(let d): return d.description
        case .category(let s): return s
        }
    }
}

extension String: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .category(self)) }
}
extension Date: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .date(self)) }
}
extension Double: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(self)) }
}
extension Float: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}
extension CGFloat: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}
extension Int: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}
extension Int32: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}
extension Int64: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}
extension UInt: PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(kind: .number(Double(self))) }
}

extension Plottable {
    var chartValue: _ChartValue { primitivePlottable._chartValue }
}
