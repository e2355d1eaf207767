import Foundation
import WidgetRender

/// A path with an arc between hostile angles, a line to a hostile point and many segments.
struct FuzzPath: Shape {
    var start: Double
    var end: Double
    var point: CGPoint
    var segments: Int

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        p.addLine(to: point)
        for i in 0..<segments { p.addLine(to: CGPoint(x: rect.minX + CGFloat(i % 17), y: rect.minY + CGFloat(i % 5))) }
        return p
    }
}

/// A flow layout as a user writes it, with the spacing the fuzzer gives.
struct FuzzFlowLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            width += size.width + spacing
            height = max(height, size.height)
        }
        return CGSize(width: min(width, proposal.width ?? width), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + spacing
        }
    }
}
