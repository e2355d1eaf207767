import Foundation

/// Chart content with a change to each of its marks. Not API: it must be public to be the
/// modifiers' result.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout ChartMark) -> Void

    /// Never called: modified content is built in.
    public var body: Never { primitiveBody() }

    /// The content's marks, each changed.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) {
        let inner = _ChartMarks.collected(content.content)
        for var mark in inner.marks {
            content.change(&mark)
            marks.marks.append(mark)
        }
        marks.unbuiltElements += inner.unbuiltElements
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in `style` (a colour, a gradient…) unless a closer modifier sets one.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { if $0.style == nil && $0.styleGroup == nil { $0.style = AnyShapeStyle(style) } }
    }

    /// Colours the marks by `value`'s category, from the default palette or
    /// `chartForegroundStyleScale`, and lists the categories in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.style == nil && $0.styleGroup == nil { $0.styleGroup = value.channel } }
    }

    /// Joins a line's or an area's points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// Strokes lines and rules with `style` (width, dashes, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// Draws points (and a line's points) as `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified { if $0.symbol == nil { $0.symbol = symbol } }
    }

    /// Sizes point symbols to `area` square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = ChartValueCheck.length(area, "symbolSize") } }
    }

    /// Sizes point symbols to `size`.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = ChartValueCheck.length(size.width * size.height, "symbolSize") } }
    }

    /// Draws the marks at `opacity` (multiplied with a closer one).
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= ChartValueCheck.unit(opacity, "opacity") }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { if $0.cornerRadius == nil { $0.cornerRadius = ChartValueCheck.length(radius, "cornerRadius") } }
    }

    /// Draws `content` beside each mark, at `position`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, spacing: spacing ?? ChartStyleConstants.annotationSpacing, view: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Sets each point's symbol by `value`'s category. Not drawn yet: points keep their
    /// symbol (reported).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.unsupported.append("symbol(by:)") }
    }

    /// Places marks of one place side by side by `value`'s category. Not drawn yet: bars
    /// stack instead (reported).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified { $0.unsupported.append("position(by:)") }
    }

    /// Recorded for VoiceOver, which a still image does not read.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    /// Recorded for VoiceOver, which a still image does not read.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
}
