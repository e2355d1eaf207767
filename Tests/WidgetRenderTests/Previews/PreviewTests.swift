import Foundation
import Testing

@testable import WidgetRender

/// The `#Preview` forms and `PreviewProvider` of `PreviewFixtures.swift`, found at run time and
/// rendered.
@Suite struct PreviewTests {
    let renderer = try! WidgetRenderer()

    func preview(named name: String) throws -> Preview {
        try #require(renderer.previews(inModule: "WidgetRenderTests").first { $0.displayName == name })
    }

    @Test func everyPreviewIsFoundInAStableOrder() {
        let previews = renderer.previews(inModule: "WidgetRenderTests")
        #expect(
            previews.map(\.displayName) == [
                "Medium three", "PreviewFixture_Previews 2",
                "Plain view", "Fits", "Preview 62", "Provider", "Unsupported family", "Silent", "Intent", "Activity",
            ])
        #expect(previews.map(\.location.line) == [0, 0, 54, 58, 62, 69, 75, 81, 98, 104])
        #expect(previews.allSatisfy { $0.location.moduleName == "WidgetRenderTests" })
        #expect(previews[2].location.fileID == "WidgetRenderTests/PreviewFixtures.swift")
        #expect(previews[2].location.filePath.hasSuffix("Tests/WidgetRenderTests/Previews/PreviewFixtures.swift"))
        #expect(previews[2].location.column == 1)
        // Listed again: the same order.
        #expect(renderer.previews(inModule: "WidgetRenderTests").map(\.location) == previews.map(\.location))
        // Other modules' previews are not listed under this one.
        #expect(renderer.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test func aViewPreviewRendersAsSmallWidgetContent() async throws {
        let renderings = try await renderer.render(preview(named: "Plain view"))
        let rendering = try #require(renderings.first)
        #expect(renderings.count == 1)
        #expect(rendering.family == .systemSmall)
        #expect(rendering.entryDate == nil)
        #expect(rendering.image.pixels.width == 488)  // 162.67 pt × 3 (iOS 26)
        #expect(rendering.image.layout.node(withIdentifier: "hello")?.text == "Hello")
    }

    @Test func sizeThatFitsRendersAtTheIdealSize() async throws {
        let rendering = try #require(try await renderer.render(preview(named: "Fits")).first)
        #expect(rendering.image.pixels.width == 90)
        #expect(rendering.image.pixels.height == 60)
    }

    @Test func aTimelinePreviewRendersEveryEntryAtItsDate() async throws {
        let renderings = try await renderer.render(preview(named: "Preview 62"))
        #expect(renderings.map(\.entryIndex) == [0, 1])
        #expect(renderings.map(\.entryDate) == [Date(timeIntervalSince1970: 1_800_000_000), Date(timeIntervalSince1970: 1_800_003_600)])
        #expect(renderings.allSatisfy { $0.family == .systemMedium && $0.image.pixels.width == 1034 })
        #expect(renderings.map { $0.image.layout.node(withIdentifier: "count")?.text } == ["1", "2"])
    }

    @Test func aProviderPreviewAsksTheProviderWithIsPreviewAndTakesTheFirstCompletion() async throws {
        let renderings = try await renderer.render(preview(named: "Provider"))
        #expect(renderings.count == 1)
        #expect(renderings.first?.image.layout.node(withIdentifier: "count")?.text == "7")
    }

    @Test func aFamilyTheWidgetDoesNotSupportIsAnErrorNamingFileAndLine() async throws {
        let preview = try preview(named: "Unsupported family")
        let error = await #expect(throws: WidgetRenderError.self) { try await renderer.render(preview) }
        #expect(error?.message.contains("preview \"Unsupported family\" at WidgetRenderTests/PreviewFixtures.swift:75:1") == true)
        #expect(error?.message.contains("does not support systemLarge; it supports systemSmall, systemMedium") == true)
    }

    @Test func aProviderThatNeverAnswersIsAnErrorAfterTheTimeout() async throws {
        let preview = try preview(named: "Silent")
        let error = await #expect(throws: WidgetRenderError.self) {
            try await renderer.render(preview, in: WidgetContext(family: .systemSmall), providerTimeout: 0.2)
        }
        #expect(error?.message.contains("at WidgetRenderTests/PreviewFixtures.swift:81:1") == true)
        #expect(error?.message.contains("did not call its completion within 0.2 s") == true)
        #expect(error?.message.contains("SilentPreviewProvider did not call its completion") == true)
    }

    @Test func providerPreviewsTakeTheirModifiersFamiliesAndDevices() async throws {
        let medium = try preview(named: "Medium three")
        #expect(medium.family == .systemMedium)
        let first = try #require(try await renderer.render(medium).first)
        #expect(first.image.pixels.width == 1034)
        #expect(first.image.layout.node(withIdentifier: "count")?.text == "3")
        #expect(first.image.layout.dump().contains("preview") == false)

        let second = try preview(named: "PreviewFixture_Previews 2")
        #expect(second.device?.profile?.name == "iPhone4_7")
        let small = try #require(try await renderer.render(second).first)
        #expect(small.image.pixels.width == 292)  // 146 pt × 2 on the iPhone SE (iOS 26)
        #expect(small.image.layout.node(withIdentifier: "count")?.text == "4")
    }

    @Test func theIntentFormKeepsItsIntentAndRenders() async throws {
        let preview = try preview(named: "Intent")
        guard case .widget(let widget) = preview.content else {
            Issue.record("the intent form is not a widget preview")
            return
        }
        #expect(widget.intent as? String == "configuration")
        let renderings = try await renderer.render(preview)
        #expect(renderings.map { $0.image.layout.node(withIdentifier: "count")?.text } == ["5"])
    }

    @Test func aLiveActivityPreviewRendersOneImagePerContentState() async throws {
        let preview = try preview(named: "Activity")
        guard case .liveActivity(let activity) = preview.content else {
            Issue.record("the activity form is not a Live Activity preview")
            return
        }
        #expect(activity.kind == .dynamicIsland(.expanded))
        let renderings = try await renderer.render(preview)
        #expect(renderings.map(\.entryIndex) == [0, 1, 2])
        #expect(renderings.map(\.presentationName) == ["dynamicIsland-expanded", "dynamicIsland-expanded", "dynamicIsland-expanded"])
        #expect(renderings.map(\.image.pixelWidth) == [1113, 1113, 1113])  // 371 pt @3x
        var texts: [String] = []
        renderings[2].image.layout.forEach { node in if let text = node.text { texts.append(text) } }
        #expect(texts == ["Order", "3"])
    }

    @Test func deviceNamesMatchTheProfilesModels() {
        #expect(PreviewDevice("iPhone 15 Pro").profile?.name == "iPhone6_1")
        #expect(PreviewDevice("iPhone 13 Pro Max").profile?.name == "iPhone6_7Notch")
        #expect(PreviewDevice("iphone6_1lcd").profile?.name == "iPhone6_1LCD")
        #expect(PreviewDevice("Galaxy S24").profile == nil)
    }
}
