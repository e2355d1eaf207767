import Foundation
import Testing

@testable import WidgetCore

@Suite struct DynamicTypeTests {
    private func size(_ font: Font, at dynamicType: DynamicTypeSize) -> CGFloat {
        var env = EnvironmentValues()
        env.dynamicTypeSize = dynamicType
        return font.resolve(in: env).size
    }

    /// The HIG table at xSmall, Large, xxxLarge and AX5.
    @Test(arguments: [
        (Font.body, DynamicTypeSize.xSmall, 14 as CGFloat), (.body, .large, 17), (.body, .xxxLarge, 23), (.body, .accessibility5, 53),
        (.largeTitle, .xSmall, 31), (.largeTitle, .xxxLarge, 40), (.largeTitle, .accessibility5, 60),
        (.caption2, .xSmall, 11), (.caption2, .accessibility5, 40), (.footnote, .accessibility3, 33),
    ])
    func textStylesScaleByTheTypeTable(font: Font, dynamicType: DynamicTypeSize, expected: CGFloat) {
        #expect(size(font, at: dynamicType) == expected)
    }

    @Test func fixedSizesDoNotScaleAndCustomFontsScaleRelativeToTheirStyle() {
        #expect(size(.system(size: 20), at: .accessibility5) == 20)
        #expect(size(.custom("Inter", fixedSize: 20), at: .accessibility5) == 20)
        // body: 17 → 53 at AX5, so a 34 pt custom font relative to body becomes 106.
        #expect(size(.custom("Inter", size: 34), at: .accessibility5) == 106)
        // caption: 12 → 18 at xxxLarge.
        #expect(size(.custom("Inter", size: 24, relativeTo: .caption), at: .xxxLarge) == 36)
    }

    @Test func sizeCategoryMirrorsDynamicTypeSize() {
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityExtraLarge
        #expect(env.dynamicTypeSize == .accessibility3)
        env.dynamicTypeSize = .xSmall
        #expect(env.sizeCategory == .extraSmall)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func rangesClampTheSize() {
        #expect(DynamicTypeSize.clamp(.accessibility5, to: ...DynamicTypeSize.xxLarge) == .xxLarge)
        #expect(DynamicTypeSize.clamp(.xSmall, to: DynamicTypeSize.large...) == .large)
        #expect(DynamicTypeSize.clamp(.xLarge, to: DynamicTypeSize.small ... .accessibility1) == .xLarge)
        #expect(DynamicTypeSize.clamp(.accessibility2, to: DynamicTypeSize.small ..< .accessibility1) == .xxxLarge)
    }

    @Test func widgetsClampToLargeThroughAX5() {
        var context = WidgetContext(family: .systemSmall)
        context.dynamicTypeSize = .xSmall
        #expect(context.environment(now: WidgetContext.referenceDate).dynamicTypeSize == .large)
        #expect(context.dynamicTypeDiagnostic?.kind == .invalidValue)
        context.dynamicTypeSize = .accessibility3
        #expect(context.environment(now: WidgetContext.referenceDate).dynamicTypeSize == .accessibility3)
        #expect(context.dynamicTypeDiagnostic == nil)
    }

    @Test func bundledCustomNamesMapToTheirDesigns() {
        #expect(Font.bundledDesign(forCustomName: "JetBrains Mono") == .monospaced)
        #expect(Font.bundledDesign(forCustomName: "Inter-SemiBold") == .default)
        #expect(Font.bundledDesign(forCustomName: "SF Pro Rounded") == .rounded)
        #expect(Font.bundledDesign(forCustomName: "New York") == .serif)
        #expect(Font.bundledDesign(forCustomName: "Helvetica") == nil)
    }

    @Test func leadingAndBoldFollowTheStyle() {
        let env = EnvironmentValues()
        #expect(Font.body.leading(.tight).resolve(in: env).effectiveLineHeight < Font.body.resolve(in: env).effectiveLineHeight)
        #expect(Font.body.leading(.loose).resolve(in: env).effectiveLineHeight > Font.body.resolve(in: env).effectiveLineHeight)
        #expect(Font.largeTitle.bold().resolve(in: env).weight == .bold)
        #expect(Font.headline.bold().resolve(in: env).weight == .semibold)
        #expect(Font.system(size: 12).bold().resolve(in: env).weight == .bold)
        #expect(Font.body.smallCaps().resolve(in: env).smallCaps)
    }

    @Test func theViewModifierSetsAndClampsTheSize() {
        let set = compose(Text("x").named("t").dynamicTypeSize(.accessibility5))
        #expect(set.layout.node(withIdentifier: "t")?.textPrimitive?.text.runs.first?.font.size == 53)
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility5
        let clamped = compose(Text("x").font(.caption).named("t").dynamicTypeSize(...DynamicTypeSize.xxxLarge), environment: env)
        #expect(clamped.layout.node(withIdentifier: "t")?.textPrimitive?.text.runs.first?.font.size == 18)
    }
}
