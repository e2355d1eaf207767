import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Every gallery widget in every family it supports, in the accented and vibrant modes, against
/// the reviewed references in `Snapshots/Modes/`: the iOS 18 tinted Home Screen (light and
/// dark), the iOS 26 clear and tinted Home Screens, the Lock Screen (vibrant, plain and with a
/// tint), StandBy at night, and the watch's accented Smart Stack.
@Suite("Gallery in the rendering modes")
struct GalleryModesSnapshotTests {
    /// A named way of setting up a context.
    struct Look: CustomStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (inout WidgetContext) -> Void
        var description: String { name }
    }

    static let looks: [Look] = [
        Look(name: "accented-iOS18-tinted-light") {
            $0.renderingMode = .accented
            $0.system = .iOS18
            $0.appearance = .tinted(.light)
        },
        Look(name: "accented-iOS18-tinted-dark") {
            $0.renderingMode = .accented
            $0.system = .iOS18
            $0.appearance = .tinted(.dark)
        },
        Look(name: "accented-iOS26-tinted-dark") {
            $0.renderingMode = .accented
            $0.system = .iOS26
            $0.appearance = .tinted(.dark)
        },
        Look(name: "accented-iOS26-clear-light") {
            $0.renderingMode = .accented
            $0.system = .iOS26
            $0.appearance = .clear(.light)
        },
        Look(name: "accented-iOS26-clear-dark") {
            $0.renderingMode = .accented
            $0.system = .iOS26
            $0.appearance = .clear(.dark)
        },
        Look(name: "vibrant") { $0.renderingMode = .vibrant },
        Look(name: "vibrant-standby-night") {
            $0.renderingMode = .vibrant
            $0.standByNight = true
        },
        Look(name: "vibrant-tinted-lockscreen") {
            $0.renderingMode = .vibrant
            $0.lockScreenTint = .orange
        },
        Look(name: "accented-watchOS") {
            $0.device = .watch45mm
            $0.system = .watchOS10
            $0.renderingMode = .accented
        },
    ]

    /// Which looks a family is shown in: the Home Screen looks for the system families, the
    /// Lock Screen ones for the accessory families, the watch for accessoryRectangular.
    static func shows(_ look: Look, in family: WidgetFamily) -> Bool {
        switch look.name {
        case "accented-watchOS": return family == .accessoryRectangular
        case "vibrant-standby-night": return family.isSystem
        case "vibrant-tinted-lockscreen": return family.isAccessory
        default: return family.isSystem || !look.name.hasPrefix("accented")
        }
    }

    /// Every gallery widget, in every look its families are shown in.
    static let cases: [(String, WidgetFamily, String)] = Gallery.items.flatMap { item in
        item.families.flatMap { family in
            looks.filter { shows($0, in: family) }.map { (item.name, family, $0.name) }
        }
    }

    static let renderer = Result { try WidgetRenderer() }

    @Test(arguments: cases)
    func matchesReference(widget: String, family: WidgetFamily, look: String) throws {
        let renderer = try Self.renderer.get()
        let item = try #require(Gallery.items.first { $0.name == widget })
        // systemExtraLarge exists on iPad only.
        var context = WidgetContext(family: family, device: family == .systemExtraLarge ? .iPad13 : .iPhone6_1)
        try #require(Self.looks.first { $0.name == look }).apply(&context)
        let image = try item.render(renderer, context)
        // The gallery is designed well: no mode finding fires on it (a watch look names SF
        // Compact's stand-in, a chosen figure, not a finding).
        #expect(image.diagnostics.filter { $0.kind != .chosenFigure }.isEmpty, "\(image.diagnostics)")
        try SnapshotReference.assertMatches(try image.pngData(), named: Self.reference(widget: widget, family: family, look: look))
    }

    /// The looks the gallery suite's standard matrix also renders: their references are its
    /// (`Snapshots/GallerySnapshotTests/<test>.<family>.accented.png`, `….vibrant.png`), so no
    /// reference is a twin of another.
    static let standardLooks = ["accented-iOS26-tinted-dark": "accented", "vibrant": "vibrant"]

    /// The reference of a case: the gallery suite's for a standard look, else `Modes/…`.
    static func reference(widget: String, family: WidgetFamily, look: String) -> String {
        guard let standard = standardLooks[look] else { return "Modes/\(widget)-\(family)-\(look)" }
        // The gallery suite's test names are the items' names in lower camel case.
        let parts = widget.split(separator: "-")
        let test = parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        return "GallerySnapshotTests/\(test).\(family).\(standard)"
    }
}
