import Foundation
import Testing
import WidgetRender

/// A thermostat's value: not a `Bool`, so `.value(true)` cannot set its toggle.
struct ThermostatValue {
    var heating: Bool
    var target: Int
}

/// The thermostat's provider: heating to 21 °C in the gallery.
struct ThermostatProvider: ControlValueProvider {
    var previewValue: ThermostatValue { ThermostatValue(heating: true, target: 21) }
    func currentValue() async throws -> ThermostatValue { previewValue }
}

/// A toggle over a value that is not a `Bool`.
struct ThermostatToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "thermostat", provider: ThermostatProvider()) { value in
            ControlWidgetToggle("Heating", isOn: value.heating, action: SetTimerIntent()) { isOn in
                Label(isOn ? "\(value.target)°" : "Off", systemImage: "thermometer.medium")
            }
        }
    }
}

/// The states of a control (``WidgetRenderer/controlStates(of:)``), a render in one of them
/// (``WidgetRenderer/render(_:placement:isOn:in:)``), and the placements of a device
/// (``ControlPlacement/all(on:)``): what `render-all` writes a control's files from.
@Suite struct ControlStateTests {
    let renderer = try! WidgetRenderer()

    /// The texts an image's layout holds.
    private func texts(_ image: RenderedImage) -> [String] {
        var texts: [String] = []
        image.layout.forEach { node in node.text.map { texts.append($0) } }
        return texts
    }

    @Test func aToggleHasTwoStatesAndAButtonOne() throws {
        #expect(try renderer.controlStates(of: TimerToggle()) == [false, true])
        #expect(try renderer.controlStates(of: LightsToggle()) == [false, true])
        #expect(try renderer.controlStates(of: ThermostatToggle()) == [false, true])
        #expect(try renderer.controlStates(of: NewNoteButton()) == [nil])
        #expect(try renderer.controlStates(of: MeditateButton()) == [nil])
    }

    @Test func aStateIsTheContactSheetsCell() throws {
        // The sheet's cells of the Action button are the control's own renders (the other
        // placements are drawn again at the cell's size), at the sheet's scale.
        let context = WidgetContext(family: .systemSmall, device: .iPhone6_1, scale: 2)
        for isOn in [false, true] {
            let image = try renderer.render(TimerToggle(), placement: .actionButton, isOn: isOn, in: context)
            let value = try renderer.render(TimerToggle(), placement: .actionButton, value: .value(isOn), in: context)
            #expect(try image.pngData() == value.pngData(), "a Bool provider: isOn \(isOn) is .value(\(isOn))")
        }
        let off = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), isOn: false)
        let on = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), isOn: true)
        #expect(try off.pngData() != on.pngData())
        #expect(try off.pngData() == (renderer.render(TimerToggle(), placement: .controlCenter(.medium))).pngData(), "the preview value is off")
    }

    @Test func aStateIsSetWhateverTheProvidersValueType() throws {
        #expect(throws: WidgetRenderError.self) {
            try renderer.render(ThermostatToggle(), placement: .controlCenter(.medium), value: .value(false))
        }
        let on = try renderer.render(ThermostatToggle(), placement: .controlCenter(.medium), isOn: true)
        let off = try renderer.render(ThermostatToggle(), placement: .controlCenter(.medium), isOn: false)
        #expect(try on.pngData() == (renderer.render(ThermostatToggle(), placement: .controlCenter(.medium))).pngData(), "the preview value is on")
        #expect(try on.pngData() != off.pngData())
        #expect(texts(on).contains("21°"), "\(texts(on))")
        #expect(texts(off).contains("Off"), "\(texts(off))")
    }

    @Test func aStateMustFitTheKindOfControl() throws {
        let toggle = #expect(throws: WidgetRenderError.self) {
            try renderer.render(TimerToggle(), placement: .lockScreen, isOn: nil)
        }
        #expect(toggle?.message == "control \"timer\" is a toggle: give its state, isOn: false or isOn: true")
        let button = #expect(throws: WidgetRenderError.self) {
            try renderer.render(NewNoteButton(), placement: .lockScreen, isOn: true)
        }
        #expect(button?.message.hasSuffix("is a button, which has no on or off state: pass isOn: nil") == true, "\(button?.message ?? "")")
        let image = try renderer.render(NewNoteButton(), placement: .lockScreen, isOn: nil)
        #expect(try image.pngData() == (renderer.render(NewNoteButton(), placement: .lockScreen)).pngData())
    }

    @Test func theDevicesPlacements() {
        #expect(ControlPlacement.all(on: .iPhone6_1) == ControlPlacement.all)
        #expect(ControlPlacement.all(on: .iOS26_iPhone6_9) == ControlPlacement.all)
        let withoutIsland: [ControlPlacement] = [.controlCenter(.small), .controlCenter(.medium), .controlCenter(.large), .lockScreen]
        #expect(ControlPlacement.all(on: .iPhone4_7) == withoutIsland)
        #expect(ControlPlacement.all(on: .iPhone6_1Notch) == withoutIsland)
        #expect(ControlPlacement.all(on: .iPad11) == withoutIsland)
        #expect(ControlPlacement.all(on: .watch45mm).isEmpty)
        // Every placement listed renders there; the Action button left out would not.
        for device in [DeviceProfile.iPhone6_1, .iPhone4_7, .iPad11] {
            for placement in ControlPlacement.all(on: device) {
                #expect(throws: Never.self, "\(device.name) \(placement)") {
                    try renderer.render(TimerToggle(), placement: placement, isOn: true, in: WidgetContext(family: .systemSmall, device: device))
                }
            }
        }
        #expect(throws: WidgetRenderError.self) {
            try renderer.render(TimerToggle(), placement: .actionButton, isOn: true, in: WidgetContext(family: .systemSmall, device: .iPhone4_7))
        }
    }
}
