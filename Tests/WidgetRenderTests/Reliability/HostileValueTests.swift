import Foundation
import Testing
import WidgetRender

/// Inputs that crashed, hung or were silently corrected before: each renders, with a
/// diagnostic saying what was corrected.
@Suite("Hostile values")
struct HostileValueTests {
    static let renderer = Result { try WidgetRenderer() }

    private func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall, now: Date? = nil) throws -> RenderedImage {
        var context = WidgetContext(family: family)
        context.date = now
        return try Self.renderer.get().render(view.containerBackground(.white, for: .widget), in: context)
    }

    private func messages(_ image: RenderedImage, _ kind: Diagnostic.Kind) -> [String] {
        image.diagnostics.filter { $0.kind == kind }.map(\.message)
    }

    /// Fuzz seed 23, tree 1936: colour emoji scaled 1,000× (the clamp of scaleEffect(1e308)) in
    /// a frame of a million points failed the render ("Cairo failed while drawing display item
    /// 2 (text): out of memory").
    @Test func colourEmojiScaledAThousandTimesRender() throws {
        let view = GeometryReader { proxy in
            Text(verbatim: "👨‍👩‍👧‍👦🇯🇵👍🏽").scaleEffect(1e308).frame(width: proxy.size.width * 1e308)
        }
        let image = try render(view)
        #expect(image.pixelWidth == 488)  // systemSmall, 162.67 pt @3x
        #expect(messages(image, .invalidValue).contains("scaleEffect(1e+308) is beyond ±1000; clamped."))
    }

    private struct Arc: Shape {
        var start: Angle
        var end: Angle
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: start, endAngle: end, clockwise: false)
            return p
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308])
    func arcsWithAnyAngleDrawWithoutTrappingOrLooping(angle: Double) throws {
        let image = try render(Arc(start: .radians(0), end: .radians(angle)).stroke(.red, lineWidth: 4))
        #expect(image.pixelWidth == 488)
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .radians(0), endAngle: .radians(angle), clockwise: true)
        #expect(p.elements.count <= 5)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteNowFormatsEveryDateStyle(now: Double) throws {
        let date = Date(timeIntervalSinceReferenceDate: 3_600)
        let view = VStack {
            Text(date, style: .relative).accessibilityIdentifier("relative")
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(date, style: .time).accessibilityIdentifier("time")
        }
        let image = try render(view, family: .systemMedium, now: Date(timeIntervalSinceReferenceDate: now))
        #expect(image.layout.node(withIdentifier: "time")?.text == "1:00 AM")
        #expect(image.layout.node(withIdentifier: "relative")?.text == "1 hour")
        #expect(messages(image, .invalidValue).contains { $0.hasPrefix("the render's date (now) is \(now) s from 2001, not finite") })
    }

    @Test func aStrokeOfTheLargestFiniteWidthDrawsAtTheCap() throws {
        let image = try render(Circle().stroke(.red, lineWidth: .greatestFiniteMagnitude))
        #expect(image.pixels[x: 237, y: 237].alpha == 255)
        #expect(messages(image, .limitExceeded).contains { $0.hasPrefix("a stroke is wider than") })
    }

    @Test func nestedRoundedClipsOverAHugeFillDraw() throws {
        let view = Color.blue.frame(width: 100, height: 3e6)
            .clipShape(RoundedRectangle(cornerRadius: 20))
            .clipShape(RoundedRectangle(cornerRadius: 10))
        let image = try render(view)
        #expect(image.pixels[x: 237, y: 237].blue > 200)
        #expect(messages(image, .invalidValue).contains { $0.hasPrefix("frame height 3000000.0 is beyond ±1000000 pt") })
    }

    @Test func pointsBeyondTheRasterisersRangeAreClampedAndReported() throws {
        let wedge = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 1e9, y: 79))
            p.addLine(to: CGPoint(x: 0, y: 158))
            p.closeSubpath()
        }
        let image = try render(wedge.fill(.red))
        #expect(image.pixels[x: 30, y: 237].red == 255)
        #expect(messages(image, .limitExceeded).contains { $0.hasPrefix("a shape reaches beyond ±1333333.333 pt from the canvas origin") })
    }

    @Test func hugePaddingAndSpacingKeepTheLayoutFinite() throws {
        let padded = try render(Text("Hi").padding(1e308))
        let spaced = try render(
            VStack(spacing: 1e308) {
                Text("a")
                Text("b")
            })
        for image in [padded, spaced] {
            var finite = true
            image.layout.forEach { node in
                let f = node.frame
                if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) { finite = false }
            }
            #expect(finite)
            #expect(messages(image, .invalidValue).contains { $0.contains("is beyond ±1000000 pt") })
        }
    }

    @Test func everyCorrectedValueIsReported() throws {
        let cases: [(AnyView, String)] = [
            (AnyView(Text("a").font(.system(size: 0))), "font size 0.0 is not a finite, positive size"),
            (AnyView(Text("a").font(.system(size: -5))), "font size -5.0 is not a finite, positive size"),
            (AnyView(Text("a").font(.system(size: .nan))), "font size nan is not a finite, positive size"),
            (AnyView(Text("a").font(.system(size: .infinity))), "font size inf is not a finite, positive size"),
            (AnyView(Text("a").tracking(.nan)), "tracking nan is not finite"),
            (AnyView(RoundedRectangle(cornerRadius: .nan).fill(.red)), "corner radius nan is not a finite, non-negative number"),
            (AnyView(Color(red: .nan, green: 0, blue: 0)), "Color red nan is not finite"),
            (AnyView(Color(red: 2, green: 0, blue: 0)), "Color red 2 is outside 0…1"),
            (AnyView(Color.red.opacity(.nan)), "Color.opacity value nan is not finite"),
            (AnyView(Rectangle().fill(LinearGradient(gradient: Gradient(colors: []), startPoint: .top, endPoint: .bottom))), "a gradient has no colour stops"),
            (AnyView(Color.red.frame(minWidth: 100, maxWidth: 10)), "frame maxWidth 10 is less than minWidth 100; 100 used"),
        ]
        for (view, expected) in cases {
            let image = try render(view)
            #expect(image.diagnostics.contains { $0.message.hasPrefix(expected) }, "\(expected): got \(image.diagnostics)")
        }
    }

    @Test func aHundredThousandGradientStopsAreThinned() throws {
        let colors = (0..<100_000).map { Color(white: Double($0 % 2)) }
        let image = try render(Rectangle().fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)))
        #expect(messages(image, .limitExceeded) == ["a gradient has 100000 stops; 256 evenly chosen ones are drawn."])
    }

    private struct Zigzag: Shape {
        var segments: Int
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: .zero)
            for i in 0..<segments { p.addLine(to: CGPoint(x: CGFloat(i % 100), y: CGFloat(i % 7))) }
            return p
        }
    }

    /// (`make bench` times the million-segment case in a release build.)
    @Test func aLongPathIsCut() throws {
        let image = try render(Zigzag(segments: 100_000).stroke(.black, lineWidth: 1))
        #expect(messages(image, .limitExceeded).contains("a path has more than 2000 elements; it is cut there. Simplify the path."))
    }

    @Test func aMillionCharacterUnbreakableTextIsCutAndMeasured() throws {
        let image = try render(Text(String(repeating: "x", count: 1_000_000)).accessibilityIdentifier("t"), family: .systemMedium)
        #expect(
            messages(image, .limitExceeded) == [
                "text \"xxxxxxxxxxxxxxxxxxxxxxxx\u{2026}\" has 1000000 characters; the first 4000 are laid out. A widget shows a few hundred: shorten it.",
                "text \"xxxxxxxxxxxxxxxxxxxxxxxx\u{2026}\" has a word longer than 256 characters; the text is cut there. Break it with spaces or shorten it.",
            ])
        let frame = try #require(image.layout.frame(of: "t"))
        #expect(frame.width > 300)
        #expect(image.layout.node(withIdentifier: "t")?.text?.count == 256)
        #expect(image.layout.node(withIdentifier: "t")?.isTruncated == true)
    }

    @Test func aHundredThousandLinesAreCut() throws {
        let image = try render(Text(String(repeating: "line\n", count: 100_000)))
        // The message stays on one line: line breaks in the excerpt are shown as \n.
        #expect(messages(image, .limitExceeded) == ["text \"line\\nline\\nline\\nline\\nline\u{2026}\" has 500000 characters; the first 4000 are laid out. A widget shows a few hundred: shorten it."])
    }

    @Test func aHugeFontIsClampedAndLongTextAtItKeepsAPositiveWidth() throws {
        let image = try render(Text(String(repeating: "wide ", count: 90_000)).font(.system(size: 1e6)).fixedSize().accessibilityIdentifier("t"))
        #expect(messages(image, .invalidValue).contains("font size 1000000 is larger than 1000 pt; 1000 pt used."))
        #expect(messages(image, .limitExceeded).contains { $0.contains("the first 1000 are laid out") })
        let width = try #require(image.layout.frame(of: "t")?.width)
        #expect(width > 100_000)
    }

    /// Places subviews 1e308 points apart: finite, but beyond anything drawable.
    private struct FarApart: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += 1e308
            }
        }
    }

    /// Found by the fuzzer: a huge but finite placement overflowed to ∞ when snapped to pixels.
    @Test func aCustomLayoutsHugePlacementsAreClampedAndReported() throws {
        let image = try render(
            FarApart {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
                Text("c")
            })
        #expect(messages(image, .invalidValue).contains { $0.hasPrefix("a custom Layout placed a subview at (1e+308, 0)") || $0.hasPrefix("a custom Layout placed a subview at (") })
        #expect(image.pixels[x: 70, y: 70].red > 240, "red \(image.pixels[x: 70, y: 70].red)")
    }
}
