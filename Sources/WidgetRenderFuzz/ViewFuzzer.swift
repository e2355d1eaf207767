import Foundation
import WidgetRender

/// Makes random view trees from a seed: stacks, texts with hostile strings, shapes, paths,
/// gradients, frames, padding, offsets, clips, masks, `ViewThatFits`, overlays, geometry
/// readers, alignment guides and a custom layout, every parameter drawn from hostile values.
///
/// ```swift
/// var fuzzer = ViewFuzzer(seed: 1)
/// let tree = fuzzer.tree()     // the same tree for seed 1 on every machine
/// print(tree.source)
/// ```
public struct ViewFuzzer {
    private var random: FuzzRandom
    /// The deepest nesting made.
    public var maximumDepth = 7

    /// Creates a fuzzer for `seed`.
    public init(seed: UInt64) {
        random = FuzzRandom(seed: seed)
    }

    /// The next random tree.
    public mutating func tree() -> FuzzTree {
        node(depth: 0)
    }

    private mutating func length() -> CGFloat { random.pick(FuzzValues.lengths) }
    private mutating func unit() -> Double { random.pick(FuzzValues.units) }

    private mutating func node(depth: Int) -> FuzzTree {
        if depth >= maximumDepth || random.chance(0.3) { return leaf() }
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1, 2: return stack(depth: depth)
        case 3: return fitting(depth: depth)
        case 4: return layered(depth: depth)
        case 5: return geometry(depth: depth)
        case 6: return flow(depth: depth)
        case 7: return grid(depth: depth)
        default: return modified(node(depth: depth + 1))
        }
    }

    private mutating func children(depth: Int) -> [FuzzTree] {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in node(depth: depth + 1) }
    }

    private mutating func stack(depth: Int) -> FuzzTree {
        let kids = children(depth: depth)
        let spacing: CGFloat? = random.chance(0.5) ? nil : length()
        let list = kids.map(\.source).joined(separator: "; ")
        let size = kids.reduce(1) { $0 + $1.size }
        let spacingSource = spacing.map { FuzzValues.source($0) } ?? "nil"
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let alignment = random.pick([("top", VerticalAlignment.top), ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline), ("bottom", .bottom)])
            return FuzzTree(
                HStack(alignment: alignment.1, spacing: spacing) { ForEach(kids.indices, id: \.self) { kids[$0].view } },
                "HStack(alignment: .\(alignment.0), spacing: \(spacingSource)) { \(list) }", size: size)
        case 1:
            let alignment = random.pick([("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)])
            return FuzzTree(
                VStack(alignment: alignment.1, spacing: spacing) { ForEach(kids.indices, id: \.self) { kids[$0].view } },
                "VStack(alignment: .\(alignment.0), spacing: \(spacingSource)) { \(list) }", size: size)
        default:
            return FuzzTree(ZStack(alignment: .bottomTrailing) { ForEach(kids.indices, id: \.self) { kids[$0].view } }, "ZStack(alignment: .bottomTrailing) { \(list) }", size: size)
        }
    }

    /// A `Grid` of the children (two to a row, the last spanning), or a lazy grid of them with a
    /// fixed, a flexible and an adaptive item of random lengths.
    private mutating func grid(depth: Int) -> FuzzTree {
        let kids = children(depth: depth)
        let list = kids.map(\.source).joined(separator: "; ")
        let size = kids.reduce(1) { $0 + $1.size }
        let (a, b) = (length(), length())
        let (sa, sb) = (FuzzValues.source(a), FuzzValues.source(b))
        let items = [GridItem(.fixed(a)), GridItem(.flexible(minimum: b)), GridItem(.adaptive(minimum: a, maximum: b), spacing: b)]
        let itemsSource = "[GridItem(.fixed(\(sa))), GridItem(.flexible(minimum: \(sb))), GridItem(.adaptive(minimum: \(sa), maximum: \(sb)), spacing: \(sb))]"
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return FuzzTree(
                Grid(horizontalSpacing: a) {
                    ForEach(Array(stride(from: 0, to: kids.count, by: 2)), id: \.self) { i in
                        GridRow { ForEach(i..<min(i + 2, kids.count), id: \.self) { kids[$0].view.gridCellColumns(i + 2 > kids.count ? 2 : 1) } }
                    }
                },
                "Grid(horizontalSpacing: \(sa)) { GridRows of two: \(list) }", size: size)
        case 1:
            return FuzzTree(
                LazyVGrid(columns: items, spacing: b) {
                    Section {
                        ForEach(kids.indices, id: \.self) { kids[$0].view }
                    } header: {
                        Text("h")
                    }
                },
                "LazyVGrid(columns: \(itemsSource), spacing: \(sb)) { Section { \(list) } header: { Text(\"h\") } }", size: size + 1)
        default:
            return FuzzTree(
                LazyHGrid(rows: items) { ForEach(kids.indices, id: \.self) { kids[$0].view } }, "LazyHGrid(rows: \(itemsSource)) { \(list) }", size: size)
        }
    }

    private mutating func fitting(depth: Int) -> FuzzTree {
        let kids = children(depth: depth)
        return FuzzTree(
            ViewThatFits { ForEach(kids.indices, id: \.self) { kids[$0].view } },
            "ViewThatFits { \(kids.map(\.source).joined(separator: "; ")) }", size: kids.reduce(1) { $0 + $1.size })
    }

    private mutating func layered(depth: Int) -> FuzzTree {
        let base = node(depth: depth + 1)
        let layer = node(depth: depth + 1)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return FuzzTree(base.view.background { layer.view }, "\(base.source).background { \(layer.source) }", size: base.size + layer.size + 1)
        case 1: return FuzzTree(base.view.overlay(alignment: .topLeading) { layer.view }, "\(base.source).overlay(alignment: .topLeading) { \(layer.source) }", size: base.size + layer.size + 1)
        default: return FuzzTree(base.view.mask { layer.view }, "\(base.source).mask { \(layer.source) }", size: base.size + layer.size + 1)
        }
    }

    private mutating func geometry(depth: Int) -> FuzzTree {
        let inner = node(depth: depth + 1)
        let factor = unit()
        return FuzzTree(
            GeometryReader { proxy in inner.view.frame(width: proxy.size.width * factor) },
            "GeometryReader { proxy in \(inner.source).frame(width: proxy.size.width * \(FuzzValues.source(factor))) }", size: inner.size + 2)
    }

    private mutating func flow(depth: Int) -> FuzzTree {
        let kids = children(depth: depth)
        let gap = length()
        return FuzzTree(
            FuzzFlowLayout(spacing: gap) { ForEach(kids.indices, id: \.self) { kids[$0].view } },
            "FuzzFlowLayout(spacing: \(FuzzValues.source(gap))) { \(kids.map(\.source).joined(separator: "; ")) }", size: kids.reduce(1) { $0 + $1.size })
    }

    private mutating func leaf() -> FuzzTree {
        switch Int.random(in: 0..<10, using: &random) {
        case 9: return FuzzVocabulary.leaf(choice: Int.random(in: 0..<FuzzVocabulary.leafCount, using: &random), value: unit(), length: length())
        case 0, 1, 2: return text()
        case 3: return FuzzTree(Spacer(minLength: random.chance(0.5) ? nil : length()), "Spacer()")
        case 4: return FuzzTree(Divider(), "Divider()")
        case 5: return FuzzTree(Color(red: unit(), green: unit(), blue: unit(), opacity: unit()), "Color(red:green:blue:opacity:)")
        case 6: return random.chance(0.5) ? shape() : image()
        case 7: return path()
        default: return gradient()
        }
    }

    private mutating func text() -> FuzzTree {
        let string = random.pick(FuzzValues.strings)
        var tree = FuzzTree(Text(verbatim: string), "Text(verbatim: \(FuzzValues.source(string)))")
        if random.chance(0.3) {
            let size = length()
            tree = FuzzTree(tree.view.font(.system(size: size)), "\(tree.source).font(.system(size: \(FuzzValues.source(size))))")
        }
        if random.chance(0.3) {
            let lines = random.pick([0, 1, 2, -3, 1_000_000])
            tree = FuzzTree(tree.view.lineLimit(lines), "\(tree.source).lineLimit(\(lines))")
        }
        if random.chance(0.2) {
            let factor = unit()
            tree = FuzzTree(tree.view.minimumScaleFactor(factor), "\(tree.source).minimumScaleFactor(\(FuzzValues.source(factor)))")
        }
        if random.chance(0.2) {
            let design = random.pick(Font.Design.allCases)
            let dynamicType = random.pick(DynamicTypeSize.allCases)
            tree = FuzzTree(
                tree.view.fontDesign(design).dynamicTypeSize(dynamicType).textCase(.uppercase),
                "\(tree.source).fontDesign(.\(design)).dynamicTypeSize(.\(dynamicType)).textCase(.uppercase)"
            )
        }
        if random.chance(0.1) {
            let markdown = "**\(string)** *\(string)* `\(string)` ~~[\(string)](x)~~"
            tree = FuzzTree(Text(LocalizedStringKey(markdown)), "Text(LocalizedStringKey(\(FuzzValues.source(markdown))))")
        }
        return tree
    }

    private mutating func image() -> FuzzTree {
        let name = random.pick(["star.fill", "checkmark.circle.fill", "bolt.slash", "42.circle", "figure.walk", "no.such.symbol"])
        let scale = random.pick([Image.Scale.small, .medium, .large])
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return FuzzTree(Image(systemName: name).imageScale(scale), "Image(systemName: \(FuzzValues.source(name))).imageScale(.\(scale))")
        case 1: return FuzzTree(Image(systemName: name).resizable(), "Image(systemName: \(FuzzValues.source(name))).resizable()")
        case 2: return FuzzTree(Image(systemName: name).symbolRenderingMode(.hierarchical).symbolVariant(.fill), "Image(systemName: \(FuzzValues.source(name))).symbolRenderingMode(.hierarchical).symbolVariant(.fill)")
        default: return FuzzTree(Label("Label", systemImage: name).labelStyle(.titleAndIcon), "Label(\"Label\", systemImage: \(FuzzValues.source(name)))")
        }
    }

    private mutating func shape() -> FuzzTree {
        let radius = length()
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return FuzzTree(Rectangle().stroke(.red, lineWidth: length()), "Rectangle().stroke(.red, lineWidth:)")
        case 1: return FuzzTree(Circle().strokeBorder(.blue, lineWidth: length()), "Circle().strokeBorder(.blue, lineWidth:)")
        case 2: return FuzzTree(RoundedRectangle(cornerRadius: radius).fill(.green), "RoundedRectangle(cornerRadius: \(FuzzValues.source(radius))).fill(.green)")
        case 3: return FuzzTree(Capsule().fill(.orange), "Capsule().fill(.orange)")
        default: return FuzzTree(UnevenRoundedRectangle(topLeadingRadius: radius, bottomTrailingRadius: length()).fill(.purple), "UnevenRoundedRectangle(topLeadingRadius: \(FuzzValues.source(radius))).fill(.purple)")
        }
    }

    private mutating func path() -> FuzzTree {
        let start = random.pick(FuzzValues.angles)
        let end = random.pick(FuzzValues.angles)
        let point = CGPoint(x: length(), y: length())
        let shape = FuzzPath(start: start, end: end, point: point, segments: random.pick([1, 10, 20_000]))
        return FuzzTree(shape.stroke(.black, lineWidth: 2), "FuzzPath(start: \(FuzzValues.source(start)), end: \(FuzzValues.source(end)), point: (\(FuzzValues.source(point.x)), \(FuzzValues.source(point.y))), segments: \(shape.segments))")
    }

    private mutating func gradient() -> FuzzTree {
        let count = random.pick([0, 1, 2, 5, 1_000])
        let colors = (0..<count).map { Color(white: Double($0 % 3) / 2) }
        if random.chance(0.5) {
            return FuzzTree(Rectangle().fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)), "LinearGradient(\(count) colours)")
        }
        let r0 = length()
        let r1 = length()
        return FuzzTree(
            Rectangle().fill(RadialGradient(colors: colors, center: .center, startRadius: r0, endRadius: r1)),
            "RadialGradient(\(count) colours, startRadius: \(FuzzValues.source(r0)), endRadius: \(FuzzValues.source(r1)))")
    }

    private mutating func modified(_ tree: FuzzTree) -> FuzzTree {
        let a = length()
        let b = length()
        let s = tree.source
        let v = tree.view
        let n = tree.size + 1
        switch Int.random(in: 0..<19, using: &random) {
        case 15: return FuzzVocabulary.modified(tree, choice: Int.random(in: 0..<FuzzVocabulary.modifierCount, using: &random), a: a, b: b, unit: unit())
        case 0: return FuzzTree(v.padding(a), "\(s).padding(\(FuzzValues.source(a)))", size: n)
        case 1: return FuzzTree(v.frame(width: a, height: b), "\(s).frame(width: \(FuzzValues.source(a)), height: \(FuzzValues.source(b)))", size: n)
        case 2: return FuzzTree(v.frame(minWidth: a, maxWidth: b), "\(s).frame(minWidth: \(FuzzValues.source(a)), maxWidth: \(FuzzValues.source(b)))", size: n)
        case 3: return FuzzTree(v.frame(maxWidth: .infinity, maxHeight: b), "\(s).frame(maxWidth: .infinity, maxHeight: \(FuzzValues.source(b)))", size: n)
        case 4: return FuzzTree(v.offset(x: a, y: b), "\(s).offset(x: \(FuzzValues.source(a)), y: \(FuzzValues.source(b)))", size: n)
        case 5: return FuzzTree(v.clipShape(RoundedRectangle(cornerRadius: a)), "\(s).clipShape(RoundedRectangle(cornerRadius: \(FuzzValues.source(a))))", size: n)
        case 6:
            let o = unit()
            return FuzzTree(v.opacity(o), "\(s).opacity(\(FuzzValues.source(o)))", size: n)
        case 7: return FuzzTree(v.fixedSize(), "\(s).fixedSize()", size: n)
        case 8: return FuzzTree(v.aspectRatio(a, contentMode: .fit), "\(s).aspectRatio(\(FuzzValues.source(a)), contentMode: .fit)", size: n)
        case 9: return FuzzTree(v.layoutPriority(Double(a)), "\(s).layoutPriority(\(FuzzValues.source(a)))", size: n)
        case 10: return FuzzTree(v.alignmentGuide(.leading) { d in d.width * a }, "\(s).alignmentGuide(.leading) { d in d.width * \(FuzzValues.source(a)) }", size: n)
        case 11: return FuzzTree(v.hidden(), "\(s).hidden()", size: n)
        case 12: return FuzzTree(v.luminanceToAlpha(), "\(s).luminanceToAlpha()", size: n)
        case 13:
            let on = random.chance(0.7)
            return FuzzTree(v.widgetAccentable(on), "\(s).widgetAccentable(\(on))", size: n)
        case 16: return FuzzTree(Button(intent: FuzzIntent()) { v }.buttonStyle(.bordered), "Button(intent:) { \(s) }.buttonStyle(.bordered)", size: n)
        case 17: return FuzzTree(Toggle(isOn: a > 8, intent: FuzzIntent()) { v }, "Toggle(isOn:intent:) { \(s) }", size: n)
        case 18: return FuzzTree(v.widgetURL(URL(string: "fuzz://tap")), "\(s).widgetURL(fuzz://tap)", size: n)
        default: return FuzzTree(v.clipped(), "\(s).clipped()", size: n)
        }
    }
}

/// The intent of fuzzed buttons and toggles.
struct FuzzIntent: AppIntent {
    static var title: LocalizedStringResource { "Fuzz" }
    func perform() async throws -> some IntentResult { .result() }
}
