import Foundation

extension ChartPlanner {
    /// The guides (grid lines, ticks) and labels of both axes: `chartXAxis`/`chartYAxis`'s
    /// ``AxisMarks``, or by default a grid line and a label at each of the scale's values (no
    /// grid lines across categories), x labels below the plot and y labels after it.
    func axes(into plan: inout ChartPlan, x: ChartScale, y: ChartScale) {
        for axis in [Axis.horizontal, .vertical] {
            let configuration = axis == .horizontal ? configuration.xAxis : configuration.yAxis
            let scale = axis == .horizontal ? x : y
            guard configuration.visibility != .hidden else { continue }
            let specs = configuration.marks ?? [AxisMarksSpec(position: .automatic, values: .automatic, parts: AxisMarksSpec.defaultParts)]
            for spec in specs {
                let isDefault = configuration.marks == nil
                let side: AxisMarkPosition = axis == .horizontal ? (spec.position == .top ? .top : .bottom) : (spec.position == .leading ? .leading : .trailing)
                let ticks = tickValues(spec.values, scale)
                for (index, tick) in ticks.enumerated() {
                    for part in spec.parts(AxisValue(value: tick.value, index: index, count: ticks.count)) {
                        add(part, tick: tick, axis: axis, side: side, scale: scale, isDefault: isDefault, into: &plan)
                    }
                }
            }
        }
    }

    private func add(_ part: _AxisParts.Part, tick: ChartScale.Tick, axis: Axis, side: AxisMarkPosition, scale: ChartScale, isDefault: Bool, into plan: inout ChartPlan) {
        let p = tick.position
        switch part {
        case .gridLine(let stroke, let style):
            if isDefault && scale.kind == .category { return }
            let (from, to) = axis == .horizontal ? (CGPoint(x: p, y: 0), CGPoint(x: p, y: 1)) : (CGPoint(x: 0, y: p), CGPoint(x: 1, y: p))
            plan.guides.append(ChartPlotItem(geometry: .rule(from: from, to: to, outside: .zero), style: style ?? AnyShapeStyle(HierarchicalShapeStyle.quaternary), stroke: stroke ?? StrokeStyle(lineWidth: ChartStyleConstants.gridLineWidth)))
        case .tick(let length, let stroke, let style):
            let length = length ?? ChartStyleConstants.tickLength
            let point: CGPoint
            let outside: CGSize
            switch side {
            case .top: (point, outside) = (CGPoint(x: p, y: 1), CGSize(width: 0, height: length))
            case .leading: (point, outside) = (CGPoint(x: 0, y: p), CGSize(width: -length, height: 0))
            case .trailing: (point, outside) = (CGPoint(x: 1, y: p), CGSize(width: length, height: 0))
            default: (point, outside) = (CGPoint(x: p, y: 0), CGSize(width: 0, height: -length))
            }
            plan.guides.append(ChartPlotItem(geometry: .rule(from: point, to: point, outside: outside), style: style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary), stroke: stroke ?? StrokeStyle(lineWidth: ChartStyleConstants.gridLineWidth)))
            if axis == .horizontal { plan.xTickLength = max(plan.xTickLength, length) } else { plan.yTickLength = max(plan.yTickLength, length) }
        case .label(let content, let font, let style):
            var view: AnyView
            switch content {
            case .automatic: view = AnyView(Text(verbatim: tick.label))
            case .formatted(let format): view = AnyView(Text(verbatim: format(tick.value) ?? tick.label))
            case .view(let custom): view = custom
            }
            view = AnyView(view.font(font ?? .caption2).foregroundStyle(style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)).lineLimit(1).fixedSize())
            let label = ChartAxisLabel(position: p, side: side, startsAtValue: axis == .horizontal && scale.kind == .date, view: view)
            if axis == .horizontal { plan.xLabels.append(label) } else { plan.yLabels.append(label) }
        case .marks:
            return
        }
    }

    /// The values `values` names on `scale`, inside its domain, with their labels.
    func tickValues(_ values: AxisMarkValues, _ scale: ChartScale) -> [ChartScale.Tick] {
        switch values.kind {
        case .automatic(let count):
            guard let count, scale.kind == .number else { return scale.ticks }
            let step = NiceNumbers.domain(scale.lower, scale.upper, count: count).step
            return ticks(NiceNumbers.ticks(scale.lower, scale.upper, step: step), step: step, scale)
        case .numberStride(let step):
            guard scale.kind == .number, step > 0, step.isFinite else { return [] }
            return ticks(NiceNumbers.ticks(scale.lower, scale.upper, step: step), step: step, scale)
        case .dateStride(let component, let count):
            guard scale.kind == .date else { return [] }
            let seconds = (DateTicks.steps.first { $0.component == component }?.seconds ?? 86_400) * Double(count)
            let step = DateTicks.Step(component: component, count: count, seconds: seconds)
            let dates = DateTicks(calendar: calendar, locale: locale).ticks(from: Date(timeIntervalSinceReferenceDate: scale.lower), to: Date(timeIntervalSinceReferenceDate: scale.upper), step: step)
            return dates.map { ChartScale.Tick(value: $0.0._chartValue, position: scale.position($0.0._chartValue) ?? 0, label: $0.1) }
        case .explicit(let list):
            let step = scale.ticks.count > 1 ? abs((scale.ticks[1].value.continuous ?? 1) - (scale.ticks[0].value.continuous ?? 0)) : 1
            return list.compactMap { value in
                guard let p = scale.position(value), p >= -0.0001, p <= 1.0001 else { return nil }
                let label: String
                switch value.kind {
                case .number(let v): label = NumberLabels.label(v, step: min(step, v == v.rounded() ? 1 : 0.1), locale: locale)
                case .date:
                    label =
                        scale.ticks.first { $0.value == value }?.label ?? DateTicks(calendar: calendar, locale: locale).ticks(from: Date(timeIntervalSinceReferenceDate: value.continuous ?? 0), to: Date(timeIntervalSinceReferenceDate: value.continuous ?? 0))
                        .first?.1 ?? value.label
                case .category(let s): label = s
                }
                return ChartScale.Tick(value: value, position: p, label: label)
            }
        }
    }
}
