import Foundation

/// A scale's domain, as Swift Charts' `ScaleDomain`: a closed range of numbers or dates, an
/// array of categories, or ``AutomaticScaleDomain``.
public protocol ScaleDomain {
    /// The domain as the chart uses it. Not API.
    var _chartDomain: _ChartDomainValue { get }
}

/// A domain as the chart uses it. Not API: it must be public to be ``ScaleDomain``'s
/// requirement.
public struct _ChartDomainValue {
    let domain: ChartDomain
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper one.
    public var _chartDomain: _ChartDomainValue { _ChartDomainValue(domain: .range(lowerBound.chartValue, upperBound.chartValue)) }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper one.
    public var _chartDomain: _ChartDomainValue { _ChartDomainValue(domain: .range(lowerBound.chartValue, upperBound.chartValue)) }
}

extension Array: ScaleDomain where Element: Plottable {
    /// Categories in this order; numbers or dates from the least to the greatest.
    public var _chartDomain: _ChartDomainValue {
        let values = map(\.chartValue)
        let names = values.compactMap { value -> String? in if case .category(let s) = value.kind { return s } else { return nil } }
        if !names.isEmpty { return _ChartDomainValue(domain: .categories(names)) }
        let numbers = values.compactMap(\.continuous)
        guard let low = values.min(by: { ($0.continuous ?? 0) < ($1.continuous ?? 0) }), let high = values.max(by: { ($0.continuous ?? 0) < ($1.continuous ?? 0) }), !numbers.isEmpty else {
            return _ChartDomainValue(domain: .automatic(includesZero: nil, reversed: false))
        }
        return _ChartDomainValue(domain: .range(low, high))
    }
}

/// The domain the chart infers from its data, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool

    /// The inferred domain.
    public var _chartDomain: _ChartDomainValue { _ChartDomainValue(domain: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data; number scales include zero unless `includesZero`
    /// is false.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }

    /// The domain inferred from the data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
}
