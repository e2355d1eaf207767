import ActivityKit
import AppIntents
import Charts
import Intents
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetRender

/// What the modules named as Apple's frameworks promise: WidgetRender's types under each name,
/// the same types (not copies), and a widget written against them renders.
@Suite("Framework modules")
struct FrameworkModulesTests {
    @Test func eachModuleNamesWidgetRendersOwnTypes() {
        #expect(ObjectIdentifier(SwiftUI.Text.self) == ObjectIdentifier(WidgetRender.Text.self))
        #expect(ObjectIdentifier(SwiftUI.Color.self) == ObjectIdentifier(WidgetRender.Color.self))
        #expect(ObjectIdentifier(WidgetKit.WidgetFamily.self) == ObjectIdentifier(WidgetRender.WidgetFamily.self))
        #expect(ObjectIdentifier(WidgetKit.WidgetCenter.self) == ObjectIdentifier(WidgetRender.WidgetCenter.self))
        #expect(ObjectIdentifier(AppIntents.IntentDescription.self) == ObjectIdentifier(WidgetRender.IntentDescription.self))
        #expect(ObjectIdentifier((any AppIntents.AppIntent).self) == ObjectIdentifier((any WidgetRender.AppIntent).self))
        #expect(ObjectIdentifier(Intents.INIntent.self) == ObjectIdentifier(WidgetRender.INIntent.self))
        #expect(ObjectIdentifier((any ActivityKit.ActivityAttributes).self) == ObjectIdentifier((any WidgetRender.ActivityAttributes).self))
        #expect(ObjectIdentifier(UIKit.UIColor.self) == ObjectIdentifier(WidgetRender.UIColor.self))
        #expect(ObjectIdentifier(Charts.LineMark.self) == ObjectIdentifier(WidgetRender.LineMark.self))
        #expect(ObjectIdentifier((any Charts.ChartContent).self) == ObjectIdentifier((any WidgetRender.ChartContent).self))
    }

    @Test func aValueOfOneModulesTypeIsTheOthers() {
        let family: WidgetKit.WidgetFamily = .systemMedium
        let same: WidgetRender.WidgetFamily = family
        #expect(same == .systemMedium)
        let color = SwiftUI.Color(uiColor: UIKit.UIColor.systemBlue)
        #expect(color == WidgetRender.Color(uiColor: .systemBlue))
    }

    /// The decision the DocC article *Framework modules* documents.
    @Test func canImportIsTrueForEachFrameworkAndTheOSIsLinux() {
        var reachable: [String] = []
        #if canImport(SwiftUI)
            reachable.append("SwiftUI")
        #endif
        #if canImport(WidgetKit)
            reachable.append("WidgetKit")
        #endif
        #if canImport(AppIntents)
            reachable.append("AppIntents")
        #endif
        #if canImport(Intents)
            reachable.append("Intents")
        #endif
        #if canImport(ActivityKit)
            reachable.append("ActivityKit")
        #endif
        #if canImport(UIKit)
            reachable.append("UIKit")
        #endif
        #if canImport(Charts)
            reachable.append("Charts")
        #endif
        #expect(reachable == ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "UIKit", "Charts"])
        var isIOS = false
        #if os(iOS)
            isIOS = true
        #endif
        #expect(!isIOS)
    }

    @Test func aWidgetImportingOnlySwiftUIAndWidgetKitRenders() throws {
        let renderer = try WidgetRenderer()
        let entry = BatteryEntry(date: Date(timeIntervalSince1970: 1_780_000_000), percent: 80)
        let small = try renderer.render(BatteryWidget(), entry: entry, in: WidgetContext(family: .systemSmall))
        #expect(small.pixelWidth == 488 && small.pixelHeight == 488)
        #expect(small.layout.node(withIdentifier: "percent")?.text == "80%")
        #expect(small.diagnostics.isEmpty, "\(small.diagnostics)")
        let medium = try renderer.render(BatteryWidget(), entry: entry, in: WidgetContext(family: .systemMedium))
        #expect(medium.pixelWidth == 1034 && medium.pixelHeight == 488)
        #expect(medium.layout.node(withIdentifier: "percent")?.text == "Battery 80%")
        let png = try medium.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
