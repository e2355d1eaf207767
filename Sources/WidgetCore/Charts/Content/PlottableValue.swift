import Foundation

/// A value with the label of what it measures, as Swift Charts' `PlottableValue`: what a
/// mark's `x:`, `y:` and `foregroundStyle(by:)` take.
///
/// ```swift
/// LineMark(x: .value("Hour", entry.date), y: .value("Temperature", entry.degrees))
/// ```
public struct PlottableValue<Value: Plottable> {
    let channel: ChartChannel

    /// A value labelled by a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: ChartChannel(label: label.plainText, value: value.chartValue))
    }

    /// A value labelled by `label`, verbatim.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: ChartChannel(label: String(label), value: value.chartValue))
    }

    /// A value labelled by a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: ChartChannel(label: label.plainText, value: value.chartValue))
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for a whole `unit` (a bar a day wide), labelled by a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(channel: ChartChannel(label: label.plainText, value: value.chartValue, unit: unit))
    }

    /// A date that stands for a whole `unit`, labelled by `label`, verbatim.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(channel: ChartChannel(label: String(label), value: value.chartValue, unit: unit))
    }
}

/// One value of a mark on one of its channels (x, y, series…), with its label.
struct ChartChannel: Hashable, Sendable {
    var label: String
    var value: _ChartValue
    /// For a date: the span it stands for (a bar over a day).
    var unit: Calendar.Component?
}
