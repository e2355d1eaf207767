import Foundation

extension ChartPlanner {
    /// The scale of one axis (the Charts article, "Scales"): categories in order of first
    /// appearance; numbers from the data and zero (unless `includesZero: false`) widened to
    /// round steps; dates from the first to the last (a bar's whole `unit` included).
    func scale(_ axis: Axis, _ marks: [ChartMark], _ stacks: ChartStacks) -> ChartScale? {
        let name = axis == .horizontal ? "x" : "y"
        let domain = axis == .horizontal ? configuration.xDomain : configuration.yDomain
        var channels: [ChartChannel] = []
        var numbers: [Double] = []
        for (index, mark) in marks.enumerated() {
            let isValueAxis = (mark.kind == .bar || mark.kind == .area) && ChartStacks.valueAxis(of: mark) == axis
            if isValueAxis, let (start, end) = stacks.extents[index] {
                numbers += [start, end]
                continue
            }
            channels += (axis == .horizontal ? [mark.x, mark.xStart, mark.xEnd] : [mark.y, mark.yStart, mark.yEnd]).compactMap { $0 }
        }
        if case .categories(let names) = domain {
            return categoryScale(names)
        }
        let kinds = channels.map { ChartPlanner.kind(of: $0.value) } + (numbers.isEmpty ? [] : [.number])
        guard let kind = kinds.first else { return ChartScale(kind: .number) }
        if kinds.contains(where: { $0 != kind }) {
            report(Diagnostic(.invalidValue, "Chart: the \(name) axis mixes \(Set(kinds).map { "\($0)" }.sorted().joined(separator: " and ")) values; only the \(kind) ones are placed. Give every mark's \(name) the same kind of value."))
        }
        switch kind {
        case .category:
            var seen = Set<String>()
            return categoryScale(channels.map(\.value.label).filter { seen.insert($0).inserted })
        case .number:
            return numberScale(numbers + channels.compactMap(\.value.continuous), domain: domain, axis: name)
        case .date:
            return dateScale(channels, domain: domain, axis: name)
        }
    }

    static func kind(of value: _ChartValue) -> ChartScale.Kind {
        switch value.kind {
        case .number: return .number
        case .date: return .date
        case .category: return .category
        }
    }

    private func categoryScale(_ names: [String]) -> ChartScale {
        var scale = ChartScale(kind: .category, categories: names)
        scale.ticks = names.map { ChartScale.Tick(value: $0._chartValue, position: scale.position($0._chartValue) ?? 0, label: $0) }
        return scale
    }

    private func numberScale(_ values: [Double], domain: ChartDomain?, axis: String) -> ChartScale {
        var scale = ChartScale(kind: .number)
        if case .range(let low, let high) = domain, let l = low.continuous, let h = high.continuous, l.isFinite, h.isFinite, h > l {
            (scale.lower, scale.upper) = (l, h)
            if !values.isEmpty, !values.contains(where: { $0 >= l && $0 <= h }) {
                report(
                    Diagnostic(
                        .invalidValue,
                        "Chart: the \(axis) domain \(NumberLabels.plain(l))…\(NumberLabels.plain(h)) holds none of the data (\(NumberLabels.plain(values.min() ?? 0))…\(NumberLabels.plain(values.max() ?? 0))); the marks lie outside the plot. Widen the domain or leave it automatic."
                    ))
            }
            let step = NiceNumbers.domain(l, h, count: ChartStyleConstants.desiredTickCount).step
            scale.ticks = ticks(NiceNumbers.ticks(l, h, step: step), step: step, scale)
            return scale
        }
        var includesZero = true
        if case .automatic(let zero, _) = domain, let zero { includesZero = zero }
        var low = values.min() ?? 0
        var high = values.max() ?? 1
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        let nice = NiceNumbers.domain(low, high, count: ChartStyleConstants.desiredTickCount)
        (scale.lower, scale.upper) = (nice.lower, nice.upper)
        scale.ticks = ticks(NiceNumbers.ticks(nice.lower, nice.upper, step: nice.step), step: nice.step, scale)
        return scale
    }

    func ticks(_ values: [Double], step: Double, _ scale: ChartScale) -> [ChartScale.Tick] {
        values.map { ChartScale.Tick(value: $0._chartValue, position: scale.position(ofNumber: $0), label: NumberLabels.label($0, step: step, locale: locale)) }
    }

    private func dateScale(_ channels: [ChartChannel], domain: ChartDomain?, axis: String) -> ChartScale {
        var scale = ChartScale(kind: .date)
        var low = Double.infinity
        var high = -Double.infinity
        for channel in channels {
            guard case .date(let date) = channel.value.kind else { continue }
            var span = DateInterval(start: date, duration: 0)
            if let unit = channel.unit, let interval = calendar.dateInterval(of: unit, for: date) { span = interval }
            low = min(low, span.start.timeIntervalSinceReferenceDate)
            high = max(high, span.end.timeIntervalSinceReferenceDate)
        }
        if case .range(let l, let h) = domain, let lv = l.continuous, let hv = h.continuous, hv > lv {
            if !(high >= lv && low <= hv) {
                report(Diagnostic(.invalidValue, "Chart: the \(axis) domain holds none of the data's dates; the marks lie outside the plot. Widen the domain or leave it automatic."))
            }
            (low, high) = (lv, hv)
        }
        if high <= low {
            // One instant: an hour around it.
            (low, high) = (low - 1_800, low + 1_800)
        }
        (scale.lower, scale.upper) = (low, high)
        let dates = DateTicks(calendar: calendar, locale: locale).ticks(from: Date(timeIntervalSinceReferenceDate: low), to: Date(timeIntervalSinceReferenceDate: high))
        scale.ticks = dates.map { ChartScale.Tick(value: $0.0._chartValue, position: scale.position($0.0._chartValue) ?? 0, label: $0.1) }
        return scale
    }
}

/// How an axis writes numbers: in the context's locale, grouped, with as many decimals as
/// the step needs.
enum NumberLabels {
    static func label(_ value: Double, step: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let decimals = step > 0 && step < 1 ? Int((-log10(step)).rounded(.up)) : 0
        formatter.minimumFractionDigits = decimals
        formatter.maximumFractionDigits = decimals
        return formatter.string(from: NSNumber(value: value)) ?? plain(value)
    }

    static func plain(_ value: Double) -> String { LayoutDump.format(CGFloat(value)) }
}
