import Foundation
import WidgetRender

/// The options that set up the `WidgetContext` of `render` and `timeline`, declared once
/// each, with the context property each sets: `--family`, `--device`, `--os` (`system`),
/// `--scheme` (`colorScheme`), `--mode` (`renderingMode`), `--appearance` (tinted-light,
/// tinted-dark, clear-light, clear-dark), `--tint` (`#RRGGBB`), `--scale`, `--dynamic-type`
/// (`dynamicTypeSize`), `--date`, `--locale`, `--watch` (`watchPlacement`), `--corner`
/// (`watchCorner`), `--standby`
/// (`showsInStandBy`, `standByNight`) and visionOS's `--mounting` (`mountingStyle`), `--texture`
/// (`widgetTexture`) and `--detail` (`levelOfDetail`).
///
/// Every bad value is a usage error (exit 64) that names it, found before anything is
/// rendered (``ContextValues`` parses the values). Options not given keep the context's
/// defaults, which are read from `WidgetContext` and never restated here; the help says what
/// they are. `--device` is ``CommonOptions/device``, which more commands take.
enum ContextOptions {
    /// The context options, in the order help lists them: the group `render` and
    /// `timeline` list among their options.
    static let names: [any DeclaredOption] = [
        widgetFamily, CommonOptions.device, system, colorScheme, renderingMode, appearance, tint, scale, dynamicTypeSize, date, locale, watchPlacement, watchCorner, standBy, mounting,
        texture, detail,
    ]

    /// `--family`: which the widget and the device must both support (see
    /// ``family(_:widget:device:)``).
    static let widgetFamily = Option<WidgetFamily?>(
        "family", value: "<family>", help: "default: the widget's first family on the device", parse: ContextOptions.family(_:)
    )

    /// `--os`: the system generation, which must run on the device (checked with it).
    static let system = Option(
        "os", value: "<generation>", help: "iOS17, iOS18, iOS26, iOS27, watchOS10, watchOS26 (default: the",
        "newest the device's size table describes)", parse: ContextValues.system
    )

    static let colorScheme = Option("scheme", value: "light|dark", help: "default: light", parse: ContextValues.colorScheme)

    static let renderingMode = Option("mode", value: "<mode>", help: "fullColor (default), accented or vibrant", parse: ContextValues.renderingMode)

    static let appearance = Option(
        "appearance", value: "<look>", help: "the accented Home Screen: tinted-light, tinted-dark (default),", "clear-light, clear-dark",
        parse: ContextValues.appearance
    )

    static let tint = Option("tint", value: "<#RRGGBB>", help: "the tint of the tinted Home Screen (default: the system's)", parse: ContextValues.tint)

    /// `--scale`: a number in (0, 8]; that it gives a pixel on each side is checked with the
    /// family and device.
    static let scale = Option("scale", value: "<n>", help: "pixels per point (default: the device's)", parse: ContextValues.scale)

    static let dynamicTypeSize = Option(
        "dynamic-type", value: "<size>", help: "xSmall … large (default) … xxxLarge, accessibility1 … 5", parse: ContextValues.dynamicTypeSize
    )

    static let date = Option(
        "date", value: "<ISO 8601>", help: "the frozen \"now\", e.g. 2026-06-01T14:30:00Z (default: the entry's date)", parse: ISO8601Date.parse
    )

    static let locale = Option("locale", value: "<id>", help: "e.g. de_DE (default: en_US)", parse: ContextValues.locale)

    static let watchPlacement = Option(
        "watch", value: "<place>", help: "on a watch: smartStack (default), face, or bezel (the Infograph", "top slot, whose circular label runs along the bezel)",
        parse: ContextValues.watchPlacement
    )

    /// `--corner`: the face's corner slot of an `accessoryCorner` on a watch.
    static let watchCorner = Option(
        "corner", value: "<corner>", help: "a watch's accessoryCorner slot: topLeading (default),", "topTrailing, bottomLeading or bottomTrailing",
        parse: ContextValues.watchCorner
    )

    /// `--mounting elevated|recessed`: how a visionOS widget is mounted (drawn flat).
    static let mounting = Option(
        "mounting", value: "<style>", help: "visionOS: elevated (default) or recessed; drawn flat", parse: ContextValues.mountingStyle
    )

    /// `--texture glass|paper`: a visionOS widget's coating when it declares none (drawn flat).
    static let texture = Option(
        "texture", value: "<texture>", help: "visionOS: glass (default) or paper, when the widget declares", "none; drawn flat",
        parse: ContextValues.texture
    )

    /// `--detail default|simplified`: the level of detail the views see.
    static let detail = Option(
        "detail", value: "<level>", help: "visionOS: the level of detail the views see: default", "(default) or simplified (far away)",
        parse: ContextValues.levelOfDetail
    )

    /// `--standby day|night`: a `systemSmall` widget in StandBy; `night` is red.
    static let standBy = Option(
        "standby", value: "day|night", help: "a systemSmall widget in StandBy: 2×, background removed, on", "black; night draws it red",
        parse: ContextValues.standByNight
    )
}
