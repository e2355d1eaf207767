import Foundation
import Testing

@testable import WidgetCore

@Suite struct MarkdownTests {
    private func runs<V: View>(_ view: V) -> [ResolvedText.Run] {
        let scene = compose(view.named("t"))
        return scene.layout.node(withIdentifier: "t")?.textPrimitive?.text.runs ?? []
    }

    @Test func parserFindsEachInlineStyle() {
        let spans = MarkdownParser.parse("a **b** *c* ~~d~~ `e*f` [g](https://x.y) __h__ _i_")
        #expect(spans.map(\.text) == ["a ", "b", " ", "c", " ", "d", " ", "e*f", " ", "g", " ", "h", " ", "i"])
        #expect(spans[1].style.bold && spans[3].style.italic && spans[5].style.strikethrough && spans[7].style.code)
        #expect(spans[9].style.link == "https://x.y")
        #expect(spans[11].style.bold && spans[13].style.italic)
    }

    @Test func nestingEscapesAndUnclosedDelimiters() {
        let both = MarkdownParser.parse("***x***")
        #expect(both.count == 1 && both[0].style.bold && both[0].style.italic)
        #expect(MarkdownParser.parse("\\*not\\*").map(\.text) == ["*not*"])
        #expect(MarkdownParser.parse("2 * 3 = 6").map(\.text) == ["2 * 3 = 6"])
        #expect(MarkdownParser.parse("**open").map(\.text) == ["**open"])
        #expect(MarkdownParser.parse("snake_case_name").map(\.text) == ["snake_case_name"])
        let mixed = MarkdownParser.parse("**bold *and italic***")
        #expect(mixed.map(\.text) == ["bold ", "and italic"])
        #expect(mixed[1].style.bold && mixed[1].style.italic)
    }

    @Test func literalsOfTextAreMarkdownWithTheirRuns() {
        let r = runs(Text("Meet **Anna** at `10:00` or ~~never~~"))
        #expect(r.map(\.string) == ["Meet ", "Anna", " at ", "10:00", " or ", "never"])
        #expect(r[1].font.weight == .semibold)  // body's emphasized weight
        #expect(r[3].font.design == .monospaced)
        #expect(r[5].strikethrough)
        #expect(r[0].font.weight == .regular && r[0].font.design == .default)
    }

    @Test func interpolatedValuesTakeTheStyleAroundThemButAreNotMarkdown() {
        let name = "*Bo*"
        let r = runs(Text("Hi **\(name)**!"))
        #expect(r.map(\.string) == ["Hi ", "*Bo*", "!"])
        #expect(r[1].font.weight == .semibold)
    }

    @Test func linksAreDrawnInTheTint() {
        let r = runs(Text("Open [the app](https://example.com)").tint(.red))
        #expect(r.map(\.string) == ["Open ", "the app"])
        #expect(r[1].color == Color.red.resolve(in: EnvironmentValues()))
        #expect(r[0].color == nil)
    }

    @Test func verbatimTextIsNotMarkdown() {
        #expect(runs(Text(verbatim: "**x**")).map(\.string) == ["**x**"])
        let s = "**x**"
        #expect(runs(Text(s)).map(\.string) == ["**x**"])
    }
}

@Suite struct AttributedStringTextTests {
    @Test func runsAreKeptAndLinksTakeTheTint() {
        var content = AttributedString("Read ")
        var link = AttributedString("the docs")
        link[AttributeScopes.FoundationAttributes.LinkAttribute.self] = URL(string: "https://example.com")
        content.append(link)
        let scene = compose(Text(content).tint(.green).named("t"))
        let runs = scene.layout.node(withIdentifier: "t")?.textPrimitive?.text.runs ?? []
        #expect(runs.map(\.string) == ["Read ", "the docs"])
        #expect(runs.last?.color == Color.green.resolve(in: EnvironmentValues()))
        #expect(runs.first?.color == nil)
    }
}

@Suite struct TextCaseAndOffsetTests {
    private func runs<V: View>(_ view: V) -> [ResolvedText.Run] {
        compose(view.named("t")).layout.node(withIdentifier: "t")?.textPrimitive?.text.runs ?? []
    }

    @Test func textCaseUsesTheLocale() {
        #expect(runs(Text("Steps").textCase(.uppercase)).map(\.string) == ["STEPS"])
        #expect(runs(Text("Steps").textCase(.lowercase)).map(\.string) == ["steps"])
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "tr_TR")
        let scene = compose(Text("istanbul").textCase(.uppercase).named("t"), environment: env)
        #expect(scene.layout.node(withIdentifier: "t")?.textPrimitive?.text.runs.map(\.string) == ["İSTANBUL"])
        // The view modifier reaches every text inside.
        #expect(runs(Text("a").named("t").textCase(.uppercase)).map(\.string) == ["A"])
    }

    @Test func baselineOffsetAndTrackingModifiers() {
        #expect(runs(Text("x").baselineOffset(4)).first?.baselineOffset == 4)
        #expect(runs(Text("x").baselineOffset(.nan)).first?.baselineOffset == 0)
        // An explicit tracking or kerning is added to SF Pro's own (−0.442 pt at 17 pt), as SwiftUI adds it.
        let system = Font.tracking(forSize: 17)
        #expect(runs(Text("x")).first?.font.tracking == system)
        #expect(runs(Text("x").kerning(-1000)).first?.font.tracking == -1000 + system)
        #expect(runs(Text("x").tracking(2)).first?.font.tracking == 2 + system)
        #expect(runs(Text("x").font(.system(size: 17, design: .rounded)).tracking(2)).first?.font.tracking == 2)
    }
}
