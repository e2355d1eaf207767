import Foundation
import Testing
import WidgetRender

/// Every numeric parameter of the vocabulary × hostile values: no crash, a finite layout, and
/// a diagnostic for every value that had to be corrected.
@Suite("Hostile input table")
struct HostileInputTableTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A parameter: its name, the values it uses as given (any other is corrected, and must
    /// be reported), and the view it builds from a value.
    struct Parameter: Sendable, CustomStringConvertible {
        let name: String
        let accepts: @Sendable (CGFloat) -> Bool
        let build: @Sendable (CGFloat) -> AnyView
        var description: String { name }
    }

    /// The largest length used as given (``ValueCheck``'s limit).
    static let limit: CGFloat = 1_000_000
    static let length: @Sendable (CGFloat) -> Bool = { $0.isFinite && $0 >= 0 && $0 <= limit }
    static let signedLength: @Sendable (CGFloat) -> Bool = { $0.isFinite && abs($0) <= limit }

    static let parameters: [Parameter] = [
        Parameter(name: "frame(width:)", accepts: length) { AnyView(Color.red.frame(width: $0, height: 20)) },
        Parameter(name: "frame(height:)", accepts: length) { AnyView(Color.red.frame(width: 20, height: $0)) },
        Parameter(name: "frame(minWidth:)", accepts: length) { AnyView(Color.red.frame(minWidth: $0)) },
        Parameter(name: "frame(idealWidth:)", accepts: length) { AnyView(Color.red.frame(idealWidth: $0).fixedSize()) },
        Parameter(name: "frame(maxHeight:)", accepts: { length($0) || $0 == .infinity }) { AnyView(Color.red.frame(maxHeight: $0)) },
        Parameter(name: "padding", accepts: signedLength) { AnyView(Text("a").padding($0)) },
        Parameter(name: "offset(x:)", accepts: signedLength) { AnyView(Text("a").offset(x: $0)) },
        Parameter(name: "HStack(spacing:)", accepts: signedLength) { v in
            AnyView(
                HStack(spacing: v) {
                    Text("a")
                    Text("b")
                })
        },
        Parameter(name: "Spacer(minLength:)", accepts: length) { v in
            AnyView(
                HStack {
                    Spacer(minLength: v)
                    Text("a")
                })
        },
        // Wider than twice the widget's diagonal is capped (it covers the widget either way).
        Parameter(name: "stroke(lineWidth:)", accepts: { $0.isFinite && $0 >= 0 && $0 <= 400 }) { AnyView(Circle().stroke(.red, lineWidth: $0)) },
        // Radii larger than the shape are fitted to it, as SwiftUI does.
        Parameter(name: "RoundedRectangle(cornerRadius:)", accepts: { $0.isFinite && $0 >= 0 }) { AnyView(RoundedRectangle(cornerRadius: $0).fill(.blue)) },
        Parameter(name: "cornerRadius", accepts: { $0.isFinite && $0 >= 0 }) { AnyView(Color.red.cornerRadius($0)) },
        Parameter(name: "font size", accepts: { $0.isFinite && $0 > 0 && $0 <= 1_000 }) { AnyView(Text("a").font(.system(size: $0))) },
        Parameter(name: "tracking", accepts: signedLength) { AnyView(Text("abc").tracking($0)) },
        // Opacity is clamped to 0…1 as SwiftUI clamps it; only NaN is an error.
        Parameter(name: "opacity", accepts: { !$0.isNaN }) { AnyView(Text("a").opacity(Double($0))) },
        Parameter(name: "Color component", accepts: { $0.isFinite && $0 >= 0 && $0 <= 1 }) { AnyView(Color(red: Double($0), green: 0, blue: 0)) },
        Parameter(name: "minimumScaleFactor", accepts: { $0.isFinite && $0 > 0 && $0 <= 1 }) { AnyView(Text("a long line of text").minimumScaleFactor($0)) },
        Parameter(name: "aspectRatio", accepts: { $0.isFinite && $0 > 0 }) { AnyView(Color.red.aspectRatio($0, contentMode: .fit)) },
        // Infinite priorities order views as SwiftUI orders them.
        Parameter(name: "layoutPriority", accepts: { !$0.isNaN }) { v in
            AnyView(
                HStack {
                    Text("a").layoutPriority(Double(v))
                    Text("b")
                })
        },
        Parameter(name: "RadialGradient(endRadius:)", accepts: length) { AnyView(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: $0))) },
        Parameter(name: "alignmentGuide", accepts: { $0.isFinite }) { v in
            AnyView(
                VStack(alignment: .leading) {
                    Text("a").alignmentGuide(.leading) { _ in v }
                    Text("b")
                })
        },
    ]

    static let values: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0, 1e9, 1e308]

    static let cases: [(Parameter, CGFloat)] = parameters.flatMap { p in values.map { (p, $0) } }

    @Test(arguments: cases)
    func renders(parameter: Parameter, value: CGFloat) throws {
        let image = try Self.renderer.get().render(parameter.build(value).containerBackground(.white, for: .widget), in: WidgetContext(family: .systemSmall))
        var finite = true
        image.layout.forEach { node in
            let f = node.frame
            if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) || f.width < 0 || f.height < 0 { finite = false }
        }
        #expect(finite, "\(parameter) = \(value): \(image.layout.dump())")
        let corrections = image.diagnostics.filter { $0.kind == .invalidValue || $0.kind == .limitExceeded }
        if !parameter.accepts(value) {
            #expect(!corrections.isEmpty, "\(parameter) = \(value) was corrected without a diagnostic")
        }
    }

    @Test(arguments: [0, 100_000, 1_000_000])
    func stringsOfAnyLengthRender(length: Int) throws {
        let image = try Self.renderer.get().render(Text(String(repeating: "ab ", count: length / 3)).containerBackground(.white, for: .widget), in: WidgetContext(family: .systemMedium))
        #expect(image.pixelWidth == 1034)
        #expect(image.diagnostics.contains { $0.kind == .limitExceeded } == (length > 4_000))
    }
}
