import Foundation
import Testing
import WidgetRender

/// Renders vocabulary specimens (gauges, progress views, gradients, materials, effects,
/// redaction) light and dark against the reviewed references in `Snapshots/Vocabulary/`.
enum VocabularySpecimen {
    static let renderer = Result { try WidgetRenderer() }

    /// Renders `view` as the content of a widget of `family` on the system background and
    /// compares it with `Snapshots/Vocabulary/<name>-<scheme>.png`; returns the image.
    @discardableResult
    static func check<V: View>(_ name: String, family: WidgetFamily = .systemLarge, scheme: ColorScheme, allowing expected: Set<Diagnostic.Kind> = [], sourceLocation: SourceLocation = #_sourceLocation, @ViewBuilder _ view: () -> V) throws -> RenderedImage {
        let renderer = try renderer.get()
        let context = WidgetContext(family: family, colorScheme: scheme)
        let image = try renderer.render(view().containerBackground(for: .widget) { SpecimenBackground() }, in: context)
        let unexpected = image.diagnostics.filter { !expected.contains($0.kind) }
        #expect(unexpected.isEmpty, "\(unexpected)", sourceLocation: sourceLocation)
        #expect(image.layout.invariantViolations() == [], sourceLocation: sourceLocation)
        try SnapshotReference.assertMatches(try image.pngData(), named: "Vocabulary/\(name)-\(scheme)", sourceLocation: sourceLocation)
        return image
    }
}

/// The system background of the colour scheme (white or black), as widgets' default.
struct SpecimenBackground: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { scheme == .dark ? Color.black : Color.white }
}
