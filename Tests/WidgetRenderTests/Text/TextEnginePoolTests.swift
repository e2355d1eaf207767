import Foundation
import Testing
@testable import WidgetRender

@Suite struct TextEnginePoolTests {
    @Test func enginesAreReused() throws {
        let pool = TextEnginePool()
        let first = try pool.withEngine { ObjectIdentifier($0) }
        let second = try pool.withEngine { ObjectIdentifier($0) }
        #expect(first == second)
        #expect(pool.idleCount == 1)
    }

    @Test func nestedCallersGetDifferentEngines() throws {
        let pool = TextEnginePool()
        let (outer, inner) = try pool.withEngine { outer in
            (ObjectIdentifier(outer), try pool.withEngine { ObjectIdentifier($0) })
        }
        #expect(outer != inner)
        #expect(pool.idleCount == 2)
    }

    @Test func concurrentMeasurementsAgree() async throws {
        let pool = TextEnginePool()
        let text = plainText("Concurrent text that wraps over several lines", size: 15)
        let expected = try pool.withEngine { $0.measure(text, width: 80, maxLines: nil, fontScale: 1) }
        let results = try await withThrowingTaskGroup(of: TextMetrics.self) { group in
            for _ in 0..<8 {
                group.addTask { try pool.withEngine { $0.measure(text, width: 80, maxLines: nil, fontScale: 1) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func aMissingFontsFolderIsReportedByTheFirstBorrower() {
        let pool = TextEnginePool(fontsDirectory: URL(fileURLWithPath: "/nonexistent/Fonts"))
        #expect(throws: WidgetRenderError(
            "cannot read the fonts folder \"/nonexistent/Fonts\"; check that the package's Fonts/ folder is installed and readable"
        )) {
            try pool.withEngine { _ in }
        }
    }
}
