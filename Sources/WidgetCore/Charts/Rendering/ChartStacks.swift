import Foundation

/// Where each bar and area mark lies along its value axis once marks at one place are stacked
/// (`stacking:`; bars and areas stack by default, as in Swift Charts): its start and end as
/// numbers, by mark index.
struct ChartStacks {
    /// A bar's or area's value axis: vertical unless the mark's x is a number and its y is not.
    static func valueAxis(of mark: ChartMark) -> Axis {
        if mark.xStart != nil || mark.xEnd != nil { return .horizontal }
        if mark.yStart != nil || mark.yEnd != nil { return .vertical }
        let xIsNumber = mark.x.map { if case .number = $0.value.kind { return true } else { return false } } ?? false
        let yIsNumber = mark.y.map { if case .number = $0.value.kind { return true } else { return false } } ?? false
        return xIsNumber && !yIsNumber ? .horizontal : .vertical
    }

    private(set) var extents: [Int: (Double, Double)] = [:]

    init(_ marks: [ChartMark]) {
        // Totals per place (value axis, kind, position label) for normalized and centred stacks.
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var keys: [Int: String] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let axis = ChartStacks.valueAxis(of: mark)
            let (start, end) = axis == .vertical ? (mark.yStart, mark.yEnd) : (mark.xStart, mark.xEnd)
            if let start, let end, let s = start.value.continuous, let e = end.value.continuous {
                extents[index] = (s, e)
                continue
            }
            guard let value = (axis == .vertical ? mark.y : mark.x)?.value.continuous else { continue }
            let place = axis == .vertical ? mark.x : mark.y
            let key = "\(axis)|\(mark.kind)|\(place?.value.label ?? "")"
            keys[index] = key
            if mark.stacking.kind == .unstacked {
                extents[index] = (0, value)
            } else if value >= 0 {
                let base = positive[key, default: 0]
                extents[index] = (base, base + value)
                positive[key] = base + value
            } else {
                let base = negative[key, default: 0]
                extents[index] = (base, base + value)
                negative[key] = base + value
            }
        }
        for (index, key) in keys {
            guard let (s, e) = extents[index] else { continue }
            switch marks[index].stacking.kind {
            case .normalized:
                let total = positive[key, default: 0] - negative[key, default: 0]
                if total > 0 { extents[index] = (s / total, e / total) }
            case .center:
                let shift = (positive[key, default: 0] + negative[key, default: 0]) / 2
                extents[index] = (s - shift, e - shift)
            default:
                break
            }
        }
    }
}
