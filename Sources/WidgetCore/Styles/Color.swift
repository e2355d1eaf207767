import Foundation

/// A colour, as SwiftUI's `Color`: a shape style, and a view that fills the space offered.
///
/// System colours adapt to the colour scheme; `Color(red:green:blue:)` is sRGB.
public struct Color: Sendable, Hashable {
    indirect enum Storage: Sendable, Hashable {
        case constant(RGBA)
        case system(SystemColor)
        case opacity(Storage, Double)
        case named(String)
        /// A colour with one value per colour scheme (`UIColor(dynamicProvider:)`).
        case schemed(light: RGBA, dark: RGBA)
        /// A colour made from corrected components, with the messages saying what was corrected.
        case corrected(Storage, [String])
        /// The app's accent colour: the catalog's, else system blue (``Color/accentColor``).
        case accent
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// `storage`, marked with `problems` when there are any.
    private static func checked(_ storage: Storage, _ problems: [String]) -> Storage {
        problems.isEmpty ? storage : .corrected(storage, problems)
    }

    /// The colour space of component initialisers.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// An sRGB colour from components in 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = Color.checked(
            .constant(ColorSpaceConversion.sRGB(colorSpace, red, green, blue, alpha: opacity)),
            InputCheck.unitComponents("Color", [("red", red), ("green", green), ("blue", blue), ("opacity", opacity)])
        )
    }

    /// A grey from a white level in 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = Color.checked(
            .constant(ColorSpaceConversion.sRGB(colorSpace, white, white, white, alpha: opacity)),
            InputCheck.unitComponents("Color", [("white", white), ("opacity", opacity)])
        )
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let problems =
            InputCheck.unitComponents("Color", [("saturation", saturation), ("brightness", brightness), ("opacity", opacity)])
            + (hue.isFinite ? [] : InputCheck.unitComponents("Color", [("hue", hue)]))
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        storage = Color.checked(.constant(RGBA(red: r, green: g, blue: b, alpha: opacity)), problems)
    }

    /// The colour `name` from the context's asset catalogs (``WidgetContext/assetCatalogs``),
    /// with its dark appearance in dark mode. The bundle is not searched (the catalogs stand
    /// for it). A colour no catalog has draws magenta, with a diagnostic naming the catalogs.
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .named(name)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: Color.checked(.opacity(storage, opacity), InputCheck.unitComponents("Color.opacity", [("value", opacity)])))
    }

    /// Resolves the colour for a colour scheme.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        Color.resolve(storage, environment.colorScheme, environment)
    }

    /// Resolves a colour for a system generation alone (no asset catalogs in reach).
    static func resolve(_ storage: Storage, _ scheme: ColorScheme, system: SystemGeneration = .iOS18) -> RGBA {
        var environment = EnvironmentValues()
        environment.widgetSystem = system
        return resolve(storage, scheme, environment)
    }

    static func resolve(_ storage: Storage, _ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA {
        switch storage {
        case .constant(let c): return c
        case .system(let s): return s.resolve(scheme, system: environment.widgetSystem)
        case .opacity(let base, let o): return resolve(base, scheme, environment).multiplyingOpacity(o)
        case .named(let name): return Color.catalogColor(name, scheme, environment)
        case .schemed(let light, let dark): return scheme == .dark ? dark : light
        case .corrected(let base, let problems):
            for message in problems { DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, message)) }
            return resolve(base, scheme, environment)
        case .accent: return Color.accentColor(scheme, environment)
        }
    }

    /// System red: `#FF3B30` in light mode, `#FF453A` in dark.
    public static let red = Color(storage: .system(.red))
    /// System orange: `#FF9500` in light mode, `#FF9F0A` in dark.
    public static let orange = Color(storage: .system(.orange))
    /// System yellow: `#FFCC00` in light mode, `#FFD60A` in dark.
    public static let yellow = Color(storage: .system(.yellow))
    /// System green: `#34C759` in light mode, `#30D158` in dark.
    public static let green = Color(storage: .system(.green))
    /// System mint: `#00C7BE` in light mode, `#66D4CF` in dark.
    public static let mint = Color(storage: .system(.mint))
    /// System teal: `#30B0C7` in light mode, `#40C8E0` in dark.
    public static let teal = Color(storage: .system(.teal))
    /// System cyan: `#32ADE6` in light mode, `#64D2FF` in dark.
    public static let cyan = Color(storage: .system(.cyan))
    /// System blue: `#007AFF` in light mode, `#0A84FF` in dark.
    public static let blue = Color(storage: .system(.blue))
    /// System indigo: `#5856D6` in light mode, `#5E5CE6` in dark.
    public static let indigo = Color(storage: .system(.indigo))
    /// System purple: `#AF52DE` in light mode, `#BF5AF2` in dark.
    public static let purple = Color(storage: .system(.purple))
    /// System pink: `#FF2D55` in light mode, `#FF375F` in dark.
    public static let pink = Color(storage: .system(.pink))
    /// System brown: `#A2845E` in light mode, `#AC8E68` in dark.
    public static let brown = Color(storage: .system(.brown))
    /// System grey: `#8E8E93` in both modes.
    public static let gray = Color(storage: .system(.gray))
    /// Black, `#000000`, in both modes.
    public static let black = Color(storage: .constant(RGBA(red: 0, green: 0, blue: 0)))
    /// White, `#FFFFFF`, in both modes.
    public static let white = Color(storage: .constant(RGBA(red: 1, green: 1, blue: 1)))
    /// Fully transparent.
    public static let clear = Color(storage: .constant(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
    /// The label colour (black in light mode, white in dark).
    public static let primary = Color(storage: .system(.label))
    /// The secondary label colour.
    public static let secondary = Color(storage: .system(.secondaryLabel))
    /// The app's accent colour: the asset catalogs' `AccentColor` colour set (the name is
    /// ``WidgetContext/globalAccentColorName``), else system blue.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // SwiftUI's name.
    public static let accentColor = Color(storage: .accent)
}

extension Color: ShapeStyle {
    /// The colour for the environment's colour scheme. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(resolve(in: environment))
    }
}

extension Color: View {
    /// Never called: a colour is a primitive view (a rectangle filled with the colour).
    public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        var node = ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(.color(resolve(in: context.environment)), .nonZero)), scope: context)
        node.displayName = "Color"
        return [node]
    }
}

extension ShapeStyle where Self == Color {
    /// ``Color/red`` as a shape style.
    public static var red: Color { .red }
    /// ``Color/orange`` as a shape style.
    public static var orange: Color { .orange }
    /// ``Color/yellow`` as a shape style.
    public static var yellow: Color { .yellow }
    /// ``Color/green`` as a shape style.
    public static var green: Color { .green }
    /// ``Color/mint`` as a shape style.
    public static var mint: Color { .mint }
    /// ``Color/teal`` as a shape style.
    public static var teal: Color { .teal }
    /// ``Color/cyan`` as a shape style.
    public static var cyan: Color { .cyan }
    /// ``Color/blue`` as a shape style.
    public static var blue: Color { .blue }
    /// ``Color/indigo`` as a shape style.
    public static var indigo: Color { .indigo }
    /// ``Color/purple`` as a shape style.
    public static var purple: Color { .purple }
    /// ``Color/pink`` as a shape style.
    public static var pink: Color { .pink }
    /// ``Color/brown`` as a shape style.
    public static var brown: Color { .brown }
    /// ``Color/gray`` as a shape style.
    public static var gray: Color { .gray }
    /// ``Color/black`` as a shape style.
    public static var black: Color { .black }
    /// ``Color/white`` as a shape style.
    public static var white: Color { .white }
    /// ``Color/clear`` as a shape style.
    public static var clear: Color { .clear }
}
