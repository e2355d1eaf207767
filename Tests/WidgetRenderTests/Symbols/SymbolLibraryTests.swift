import Foundation
import Testing
@testable import WidgetRender

@Suite struct SymbolLibraryTests {
    @Test func everyBundledSymbolDrawsAtEveryWeight() throws {
        let lib = try #require(SymbolLibrary.shared)
        #expect(lib.allNames.count >= 400)
        var failures: [String] = []
        for name in lib.allNames {
            for weight in name.hasPrefix("b") ? [Font.Weight.ultraLight, .regular, .black] : [.regular] {
                guard let art = lib.artwork(named: name, weight: weight) else { failures.append("\(name): no artwork"); continue }
                for doc in [art.monochrome] + art.layers.map(\.svg) where SVGRasterizer.argb(doc, width: 20, height: 20, offset: CGPoint(x: 0.5, y: 0.25), size: CGSize(width: 19, height: 19)) == nil {
                    failures.append("\(name) \(weight.value)")
                }
                if art.inkBounds.width <= 0 || art.inkBounds.height <= 0 { failures.append("\(name): empty ink") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }
}
