import Foundation
import Testing

@testable import WidgetRender

/// The symbol audit (Symbols/README.md): orientation and fill measured on the ink, and the
/// outline stroke at body size.
@Suite struct SymbolAuditTests {
    /// Pixels per artwork unit of the measuring raster.
    static let scale = 8

    /// A symbol's ink at `weight`: alpha per pixel of its monochrome document.
    struct Ink {
        var alpha: [UInt8]
        var side: Int

        init(_ name: String, weight: Font.Weight = .regular) throws {
            let library = try #require(SymbolLibrary.shared)
            let art = try #require(library.artwork(named: name, weight: weight), "\(name) is not bundled")
            side = Int(art.viewBox) * SymbolAuditTests.scale
            alpha = try #require(try SVGRasterizer.alphaRaster(art.monochrome, width: Int32(side), height: Int32(side)))
        }

        func isInk(_ x: Int, _ y: Int) -> Bool { alpha[y * side + x] > 128 }

        /// The amount of ink, in pixels (alpha summed).
        var mass: Double { alpha.reduce(0) { $0 + Double($1) } / 255 }

        /// The ink's centre of mass.
        var centroid: CGPoint {
            var sx = 0.0
            var sy = 0.0
            var s = 0.0
            for y in 0..<side {
                for x in 0..<side {
                    let a = Double(alpha[y * side + x])
                    sx += a * Double(x)
                    sy += a * Double(y)
                    s += a
                }
            }
            return CGPoint(x: sx / s, y: sy / s)
        }

        /// The box of pixels more than half inked.
        var bounds: CGRect {
            var minX = side
            var minY = side
            var maxX = -1
            var maxY = -1
            for y in 0..<side {
                for x in 0..<side where isInk(x, y) {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
            return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }

        /// The ink's extent across the first (`leading == true`) or last 10 % of its length
        /// along the axis: how wide the symbol's end is (a point is narrow, a tail wide).
        func endWidth(horizontal: Bool, leading: Bool) -> Int {
            let box = bounds
            let length = Int(horizontal ? box.width : box.height)
            let band = max(1, length / 10)
            let start = Int(horizontal ? box.minX : box.minY) + (leading ? 0 : length - band)
            var lo = side
            var hi = -1
            for along in start..<(start + band) {
                for across in 0..<side {
                    let inked = horizontal ? isInk(along, across) : isInk(across, along)
                    if inked {
                        lo = min(lo, across)
                        hi = max(hi, across)
                    }
                }
            }
            return hi - lo + 1
        }
    }

    /// Where the name says the symbol points.
    enum Direction: String, CaseIterable { case right, left, up, down }

    /// The symbols with a pointed end, and where SF's points: the end that way is narrower
    /// than the opposite one.
    static let pointed: [(String, Direction)] = [
        ("airplane", .right), ("location.north", .up), ("location.north.fill", .up),
        ("chevron.right", .right), ("chevron.left", .left), ("chevron.up", .up), ("chevron.down", .down),
        ("chevron.forward", .right), ("chevron.backward", .left),
        ("play.fill", .right), ("arrowtriangle.right.fill", .right), ("arrowtriangle.left.fill", .left),
        ("arrowtriangle.up.fill", .up), ("arrowtriangle.down.fill", .down),
    ]

    @Test(arguments: pointed)
    func pointedSymbolsPointWhereTheNameSays(name: String, direction: Direction) throws {
        let ink = try Ink(name)
        let horizontal = direction == .right || direction == .left
        let leadingEnd = ink.endWidth(horizontal: horizontal, leading: true)
        let trailingEnd = ink.endWidth(horizontal: horizontal, leading: false)
        let (tip, tail) = direction == .right || direction == .down ? (trailingEnd, leadingEnd) : (leadingEnd, trailingEnd)
        #expect(tip < tail, "\(name): the \(direction) end is \(tip) px across, the other \(tail) px")
    }

    /// Arrows: the head is where the ink is (the shaft is thin).
    static let arrows: [(String, Direction)] = [
        ("arrow.right", .right), ("arrow.left", .left), ("arrow.up", .up), ("arrow.down", .down),
        ("arrow.forward", .right), ("arrow.backward", .left),
    ]

    @Test(arguments: arrows)
    func arrowsHaveTheirInkWhereTheyPoint(name: String, direction: Direction) throws {
        let ink = try Ink(name)
        let c = ink.centroid
        let box = ink.bounds
        let offset: Double
        switch direction {
        case .right: offset = c.x - box.midX
        case .left: offset = box.midX - c.x
        case .down: offset = c.y - box.midY
        case .up: offset = box.midY - c.y
        }
        #expect(offset > 0.3 * Double(SymbolAuditTests.scale), "\(name): centre of mass \(offset) px towards \(direction)")
    }

    /// Lying symbols are wider than tall.
    @Test(arguments: ["bolt.horizontal", "bolt.horizontal.fill"])
    func lyingSymbolsAreWiderThanTall(name: String) throws {
        let box = try Ink(name).bounds
        #expect(box.width > box.height * 1.2, "\(name): \(box.width) × \(box.height) px")
    }

    /// Departures and arrivals fly to the right (the nose, the narrow end, on the right).
    @Test(arguments: ["airplane.departure", "airplane.arrival"])
    func departuresAndArrivalsFlyRight(name: String) throws {
        let ink = try Ink(name)
        let nose = ink.endWidth(horizontal: true, leading: false)
        let tail = ink.endWidth(horizontal: true, leading: true)
        #expect(nose < tail, "\(name): right end \(nose) px, left end \(tail) px")
    }

    /// `.fill` names whose artwork Bootstrap Icons has only as an outline: they draw the
    /// outline, or whose artwork is solid already (`flame`, `hammer`): both names draw the
    /// same file (listed in Symbols/README.md). `bus.fill` is Bootstrap's filled bus, whose
    /// cut-out windows leave it less ink than the outline.
    static let outlineOnlyFills: Set<String> = [
        "allergens.fill", "app.badge.fill", "banknote.fill", "bird.fill", "bolt.batteryblock.fill",
        "books.vertical.fill", "box.truck.fill", "building.columns.fill", "bus.fill", "cross.fill",
        "crown.fill", "doc.on.doc.fill", "ferry.fill", "film.fill", "fish.fill", "flame.fill",
        "folder.badge.plus.fill", "gamecontroller.fill", "gearshape.2.fill", "hammer.fill",
        "hands.sparkles.fill", "hare.fill", "humidity.fill", "newspaper.fill", "photo.stack.fill",
        "pills.fill", "rectangle.fill", "ruler.fill", "sailboat.fill", "screwdriver.fill",
        "square.and.arrow.down.fill", "square.and.arrow.up.fill", "square.split.2x1.fill",
        "square.stack.fill", "staroflife.fill", "syringe.fill", "takeoutbag.and.cup.and.straw.fill",
        "text.book.closed.fill", "theatermasks.fill", "thermometer.sun.fill", "tortoise.fill",
        "wineglass.fill", "wrench.adjustable.fill", "wrench.fill",
    ]

    /// Every `.fill` variant has more ink than its outline, but for ``outlineOnlyFills``.
    @Test func filledVariantsHaveMoreInkThanTheirOutlines() throws {
        let library = try #require(SymbolLibrary.shared)
        var failures: [String] = []
        var checked = 0
        for name in library.allNames where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(".fill".count))
            guard library.contains(outline), !SymbolAuditTests.outlineOnlyFills.contains(name) else { continue }
            checked += 1
            // At light, where no weight stroke is added: the artwork's own ink.
            let filled = try Ink(name, weight: .light).mass
            let plain = try Ink(outline, weight: .light).mass
            if filled < plain * 1.1 { failures.append("\(name): \(Int(filled)) vs \(Int(plain))") }
        }
        #expect(checked > 150)
        #expect(failures.isEmpty, "\(failures.count) fills without more ink: \(failures.joined(separator: "\n"))")
    }

    /// `circle`'s ring at body size and regular weight is about SF's 1.5 pt.
    @Test func theOutlineStrokeAtBodySizeIsSFs() throws {
        let ink = try Ink("circle")
        let row = ink.side / 2
        var x = 0
        while x < ink.side, !ink.isInk(x, row) { x += 1 }
        let start = x
        while x < ink.side, ink.isInk(x, row) { x += 1 }
        let units = Double(x - start) / Double(SymbolAuditTests.scale)
        // Body: 17 pt × the medium image scale (0.9961) is the 16-unit view box.
        let points = units * 17 * 0.9961 / 16
        #expect(abs(points - 1.5) < 0.1, "circle's ring: \(points) pt")
    }
}
