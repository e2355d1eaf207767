import Foundation
import Testing
import WidgetRender

/// Controls' behaviour: values from the provider, the Action button's hints, redaction, a
/// simulated press, and the diagnostics a render carries.
@Suite(.serialized) struct ControlBehaviourTests {
    let renderer = try! WidgetRenderer()

    func kinds(_ image: RenderedImage) -> [Diagnostic.Kind] { image.diagnostics.map(\.kind) }

    @Test func theGalleryShowsThePreviewValueAndARenderMayAskForTheCurrentOne() throws {
        let preview = try renderer.render(TimerToggle(), placement: .controlCenter(.medium))
        let current = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), value: .current)
        let given = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), value: .value(true))
        #expect(preview.layout.frame(of: "control.value") != nil)
        #expect(try preview.pngData() != current.pngData())  // Stopped, then Running
        #expect(try current.pngData() == given.pngData())
        let configurable = try renderer.render(RoomLightToggle(), placement: .controlCenter(.small))
        let configurableCurrent = try renderer.render(RoomLightToggle(), placement: .controlCenter(.small), value: .current)
        #expect(try configurable.pngData() != configurableCurrent.pngData())  // on in the gallery, off now
    }

    @Test func theGalleryDrawsThePreviewValueInactive() throws {
        // RoomLightToggle's preview value is on: the gallery draws it off, with the on state's texts.
        let gallery = try renderer.render(RoomLightToggle(), placement: .controlCenter(.medium), value: .gallery)
        let preview = try renderer.render(RoomLightToggle(), placement: .controlCenter(.medium), value: .preview)
        let off = try renderer.render(RoomLightToggle(), placement: .controlCenter(.medium), value: .value(false))
        #expect(try gallery.pngData() != preview.pngData())
        #expect(try gallery.pngData() != off.pngData())  // "On", not "Off"
        // The tile is the off state's grey at a point left of the symbol.
        #expect(gallery.bitmap.pixel(x: 12 * 3, y: 40 * 3) == off.bitmap.pixel(x: 12 * 3, y: 40 * 3))
        #expect(gallery.bitmap.pixel(x: 12 * 3, y: 40 * 3) != preview.bitmap.pixel(x: 12 * 3, y: 40 * 3))
        // Pressing it turns it off, from its preview value.
        #expect(try renderer.tap(RoomLightToggle(), placement: .controlCenter(.small), value: .gallery).isOn == false)
    }

    @Test func aValueOfAnotherTypeIsAnErrorThatNamesTheProvidersType() {
        #expect {
            try renderer.render(TimerToggle(), placement: .lockScreen, value: .value("on"))
        } throws: { error in
            "\(error)".contains("is not the provider's value type Bool")
        }
    }

    @Test func aFailingCurrentValueIsAnErrorAndThePreviewStillRenders() throws {
        #expect {
            try renderer.render(BrokenToggle(), placement: .controlCenter(.small), value: .current)
        } throws: { error in
            error is WidgetRenderError && "\(error)".contains("currentValue()")
        }
        #expect(try renderer.render(BrokenToggle(), placement: .controlCenter(.small)).pixelWidth == 240)
    }

    @Test func actionButtonHintsFollowTheTemplateKindAndModifiers() throws {
        var context = WidgetContext(family: .systemSmall)
        context.appName = "Notes"
        #expect(try renderer.actionButtonHint(MeditateButton(), in: context) == "Hold for 'Meditate'")
        #expect(try renderer.actionButtonHint(NewNoteButton(), in: context) == "Hold to Open Notes")
        #expect(try renderer.actionButtonHint(HintedButton(), in: context) == "Hold to Start Meditating")  // the hint wins
        #expect(try renderer.actionButtonHint(LightsToggle(isOn: false), in: context) == "Hold to Turn On 'Lights'")
        #expect(try renderer.actionButtonHint(LightsToggle(isOn: true), in: context) == "Hold to Turn Off 'Lights'")
        #expect(try renderer.actionButtonHint(TimerToggle(), in: context) == "Hold for Running")  // its own value label, the state it turns to
        #expect(try renderer.actionButtonHint(TimerToggle(), value: .value(true), in: context) == "Hold for Stopped")
        #expect(try renderer.actionButtonHint(TintedLabelButton(), in: context) == "Hold for 'Notes'")  // no displayName: the app's name
    }

    @Test func pressingAToggleFlipsItAndRunsItsIntentWithTheNewValue() async throws {
        let press = try renderer.tap(TimerToggle(), placement: .controlCenter(.small))
        #expect(press.isOn == true)
        #expect((press.intent as? SetTimerIntent)?.value == true)
        #expect(await ControlIntentLog.shared.entries.last == "timer=true")
        let on = try renderer.render(TimerToggle(), placement: .controlCenter(.small), value: .value(true))
        #expect(try press.after.pngData() == on.pngData())
        #expect(try press.before.pngData() != press.after.pngData())
        let back = try renderer.tap(TimerToggle(), placement: .controlCenter(.small), value: .value(true))
        #expect(back.isOn == false)
        #expect(await ControlIntentLog.shared.entries.last == "timer=false")
    }

    @Test func pressingAButtonRunsItsActionAndLeavesItAsItWas() async throws {
        let press = try renderer.tap(NewNoteButton(), placement: .actionButton)
        #expect(press.isOn == nil)
        #expect(press.intent is OpenNoteIntent)
        #expect(await ControlIntentLog.shared.entries.last == "open new")
        #expect(try press.before.pngData() == press.after.pngData())
    }

    @Test func aLockedDeviceRedactsAPrivateControlsTitleAndValueAndShowsItsSymbolOff() throws {
        var locked = WidgetContext(family: .systemSmall)
        locked.redactionReasons = .privacy
        let open = try renderer.render(LightsToggle(isOn: true), placement: .controlCenter(.medium))
        let closed = try renderer.render(LightsToggle(isOn: true), placement: .controlCenter(.medium), in: locked)
        let off = try renderer.render(LightsToggle(isOn: false), placement: .controlCenter(.medium))
        #expect(try open.pngData() != closed.pngData())
        // The symbol and tile are the off state's: the pixels left of the text match the off render.
        let column = 8 * 3 + 60
        for y in stride(from: 30, to: 210, by: 10) {
            #expect(closed.bitmap.pixel(x: column, y: y) == off.bitmap.pixel(x: column, y: y), "y \(y)")
        }
        // The title is drawn as a bar: no dark glyph pixels on the grey tile where "Lights" was.
        let title = try #require(closed.layout.frame(of: "control.title"))
        #expect(try closed.pngData() != off.pngData())
        #expect(title.width > 10)
        // A control that is not private is not redacted.
        let timer = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), value: .value(true), in: locked)
        let timerOpen = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), value: .value(true))
        #expect(try timer.pngData() == timerOpen.pngData())
    }

    @Test func everyRenderSaysItsFiguresAreNotPublished() throws {
        for placement in ControlPlacement.all {
            let image = try renderer.render(TimerToggle(), placement: placement)
            let chosen = image.diagnostics.filter { $0.kind == .chosenFigure }
            #expect(chosen.count == 1, "\(placement)")
            #expect(chosen.first?.message.contains("Apple does not publish the sizes, radii or colours of controls in the \(placement.title) placement") == true, "\(placement)")
        }
    }

    @Test func aTintOnTheLabelIsIgnoredWithADiagnostic() throws {
        let tinted = try renderer.render(TintedLabelButton(), placement: .controlCenter(.small))
        let message = try #require(tinted.diagnostics.first { $0.kind == .controlLabel }?.message)
        #expect(message.contains("tint(_:) on a control's label views is ignored"))
        #expect(!kinds(try renderer.render(MeditateButton(), placement: .controlCenter(.small))).contains(.controlLabel))
        // Drawn as if it were not there, in every placement.
        for placement in ControlPlacement.all {
            let plain = try renderer.render(UntintedPowerButton(), placement: placement)
            #expect(try renderer.render(TintedLabelButton(), placement: placement).pngData() == plain.pngData(), "\(placement)")
        }
    }

    @Test func aLabelWithoutASymbolIsReported() throws {
        let image = try renderer.render(LightsToggleTextOnly(), placement: .lockScreen)
        #expect(image.diagnostics.contains { $0.kind == .controlLabel && $0.message.contains("has no symbol") })
    }

    @Test func theConfigurationKeepsItsModifiers() {
        let descriptor = TimerToggle().body._controlDescriptor
        #expect(descriptor.kind == "timer" && descriptor.displayName == "Timer" && descriptor.description == "Starts and stops the timer.")
        #expect(descriptor.valueTypeName == "Bool")
        #expect(RoomLightToggle().body._controlDescriptor.promptsForUserConfiguration)
        #expect(!TimerToggle().body._controlDescriptor.promptsForUserConfiguration)
    }

    @Test func theActionButtonNeedsADynamicIsland() {
        #expect {
            try renderer.render(TimerToggle(), placement: .actionButton, in: WidgetContext(family: .systemSmall, device: .iPhone4_7))
        } throws: { error in
            "\(error)".hasPrefix("iPhone4_7 (") && "\(error)".contains("has no Dynamic Island, so no Action button control; choose another placement (Control Center · small")
        }
    }

    /// A watch, a Mac and Apple Vision Pro show controls in places of their own, which the
    /// renderer does not draw: an error naming the device, not an iPhone's tile.
    @Test(arguments: [DeviceProfile.watch45mm, .macDesktop, .visionPro])
    func devicesWithoutDrawnPlacementsAreAnError(device: DeviceProfile) {
        #expect {
            try renderer.render(TimerToggle(), placement: .controlCenter(.small), in: WidgetContext(family: .systemSmall, device: device))
        } throws: { error in
            "\(error)".hasPrefix("\(device.name) (") && "\(error)".contains("shows no control placement that widget-render draws")
        }
    }
}

/// A toggle titled only, without a symbol.
struct LightsToggleTextOnly: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "text-only") {
            ControlWidgetToggle("Lights", isOn: false, action: SetTimerIntent())
        }
    }
}
