import Foundation
import Testing
import WidgetRenderResources

@testable import WidgetRender

@Suite struct SymbolLibraryTests {
    @Test func everyBundledSymbolDrawsAtEveryWeight() throws {
        let lib = try #require(SymbolLibrary.shared)
        #expect(lib.allNames.count >= 400)
        let rsvg = try Librsvg.shared()
        var failures: [String] = []
        for name in lib.allNames {
            for weight in name.hasPrefix("b") ? [Font.Weight.ultraLight, .regular, .black] : [.regular] {
                guard let art = lib.artwork(named: name, weight: weight) else {
                    failures.append("\(name): no artwork")
                    continue
                }
                for doc in [art.monochrome] + art.layers.map(\.svg) where SVGRasterizer.draw(doc, width: 20, height: 20, viewport: CGRect(x: 0.5, y: 0.25, width: 19, height: 19), with: rsvg) == nil {
                    failures.append("\(name) \(weight.value)")
                }
                if art.inkBounds.width <= 0 || art.inkBounds.height <= 0 { failures.append("\(name): empty ink") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }
}

@Suite struct SymbolManifestTests {
    /// The names of Xcode's widget templates, the tutorials and common widgets.
    static let required =
        [
            "star.fill", "figure.walk", "checkmark.circle", "checkmark.circle.fill", "circle", "bolt", "bolt.fill", "bolt.slash",
            "plus.circle.fill", "dollarsign.circle", "dollarsign.circle.fill", "flame.fill", "arrow.down.circle.fill",
            "sun.max", "sun.max.fill", "cloud", "cloud.fill", "cloud.rain", "cloud.sun.fill", "cloud.bolt.rain.fill", "cloud.snow",
            "drop", "drop.fill", "wind", "thermometer", "calendar", "clock", "timer", "bell", "bell.fill", "heart", "heart.fill",
            "house", "house.fill", "gear", "gearshape", "person", "person.fill", "person.2", "location", "location.fill",
            "battery.100", "battery.50", "battery.25", "battery.0", "wifi", "play", "play.fill", "pause", "pause.fill", "music.note",
            "cart", "envelope", "phone", "message", "trash", "lock", "sparkles", "leaf", "moon", "moon.fill", "snowflake", "umbrella",
            "chart.bar", "chart.bar.fill", "chart.pie", "chart.line.uptrend.xyaxis", "arrow.up", "arrow.down", "arrow.right", "arrow.left",
            "chevron.right", "chevron.left", "chevron.up", "chevron.down", "xmark", "xmark.circle.fill", "checkmark", "list.bullet", "checklist",
            "figure.run", "bed.double", "bed.double.fill", "airplane", "car", "car.fill", "gift", "pawprint", "pawprint.fill", "hourglass", "alarm",
        ] + (0...50).flatMap { ["\($0).circle", "\($0).circle.fill"] }

    @Test func theCommonNamesAreBundledAndDraw() throws {
        let lib = try #require(SymbolLibrary.shared)
        let missing = Self.required.filter { !lib.contains($0) }
        #expect(missing.isEmpty, "\(missing)")
        for name in Self.required {
            let art = try #require(lib.artwork(named: name, weight: .regular))
            #expect(art.inkBounds.width > 2 && art.inkBounds.height > 0.5, "\(name): \(art.inkBounds)")
        }
    }

    @Test func everyManifestFileIsInTheFolderWithItsLicence() throws {
        let dir = try #require(BundledResources.symbolsDirectory)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("bootstrap/LICENSE").path))
        let manifest = try JSONDecoder().decode(SymbolManifest.self, from: Data(contentsOf: dir.appendingPathComponent("manifest.json")))
        #expect(manifest.symbols.count >= 400)
        let files = Set(manifest.symbols.values.map(\.file))
        let absent = files.filter { !FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) }
        #expect(absent.isEmpty, "\(absent)")
        let badTransforms = manifest.symbols.filter { entry in
            SymbolOrientation.parse(entry.value.transform).flatMap { SymbolTransform($0.rest) } == nil
        }.map(\.key)
        #expect(badTransforms.isEmpty, "\(badTransforms)")
    }

    @Test func theNearestNamesPreferTheSameFamily() throws {
        let lib = try #require(SymbolLibrary.shared)
        #expect(lib.nearest(to: "flame.fil", count: 2) == ["flame.fill", "flame"])
        #expect(lib.nearest(to: "chevron.rihgt", count: 1) == ["chevron.right"])
    }
}
