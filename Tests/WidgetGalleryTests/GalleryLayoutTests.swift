import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// The gallery's layouts, asserted as frames (the README quotes the first one).
@Suite("Gallery layout")
struct GalleryLayoutTests {
    @Test func weatherMediumPlacesTheTemperatureUnderTheCity() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: WidgetContext(family: .systemMedium, colorScheme: .dark))
        let frame = try #require(image.layout.frame(of: "temperature"))
        // (16, 38.333, 68.667, 52.667): text sizes are whole device pixels (1/3 pt at @3x); the
        // temperature is as wide and its line as tall as SF Pro Display sets it (Inter Display
        // with SF's tracking and its weight's correction, its digits 0.04 em apart more, as SF's
        // numerals are 9 % wider: 66 pt before issue #27 gave digits no extra; 1.1934 em lines).
        #expect(frame.origin.x == 16 && abs(frame.origin.y - 115.0 / 3) < 1e-9, "\(frame)")
        #expect(abs(frame.width - 206.0 / 3) < 1e-9 && abs(frame.height - 158.0 / 3) < 1e-9, "\(frame)")
        // Inside the content margins, left-aligned with the 16 pt margin.
        #expect(frame.minX == 16)
        #expect(frame.maxY <= (try Self.contentArea(.systemMedium)).maxY)
    }

    /// The content area of a family in the default context (the 6.1-inch iPhone on iOS 26):
    /// the slot inset by the 16 pt margins.
    static func contentArea(_ family: WidgetFamily) throws -> CGRect {
        let size = try WidgetContext(family: family).size()
        return CGRect(x: 0, y: 0, width: size.width, height: size.height).insetBy(dx: 16, dy: 16)
    }

    @Test func tasksMediumRowsStartAtTheMarginAndTheAddLinkEndsAtIt() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(TasksWidget(), entry: TaskEntry.sample, in: WidgetContext(family: .systemMedium))
        let area = try Self.contentArea(.systemMedium)
        let first = try #require(image.layout.frame(of: "task-1"))
        let add = try #require(image.layout.frame(of: "add-task"))
        #expect(first.minX == area.minX && first.maxX == area.maxX, "\(first)")
        // The add link is a 44 pt target laid out as its 22 pt symbol: it reaches 11 pt into
        // the top margin and ends at the trailing one.
        #expect(abs(add.maxX - area.maxX) < 1e-9 && add.height == 44 && add.minY >= 0, "\(add)")
        // Two open rows of 44 pt, one under the other, inside the margins; done tasks are not
        // listed in medium.
        let rows = try ["task-1", "task-3"].map { try #require(image.layout.frame(of: $0)) }
        #expect(rows.allSatisfy { $0.height == 44 } && rows[0].maxY <= rows[1].minY, "\(rows)")
        #expect(rows[1].maxY <= area.maxY, "\(rows[1])")
        #expect(image.layout.frame(of: "task-5") == nil && image.layout.frame(of: "task-2") == nil)
        // Each row is a tap target running the toggle intent.
        #expect(image.tapTargets.contains { $0.identifier == "task-1" && $0.frame == first })
    }

    @Test func fitnessSmallRingsAreASquareCentredBetweenTheMargins() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(FitnessWidget(), entry: FitnessEntry.sample, in: WidgetContext(family: .systemSmall))
        let area = try Self.contentArea(.systemSmall)
        let rings = try #require(image.layout.frame(of: "rings"))
        #expect(abs(rings.midX - area.midX) < 1e-9, "\(rings)")
        #expect(rings.minY == area.minY && rings.width <= area.width, "\(rings)")
        #expect(rings.width > 80, "the rings fill the room above the calories line: \(rings)")
    }

    @Test func countdownSmallTimerFitsBetweenTheMargins() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(CountdownWidget(), entry: CountdownEntry.sample, in: WidgetContext(family: .systemSmall))
        let area = try Self.contentArea(.systemSmall)
        let timer = try #require(image.layout.frame(of: "timer"))
        #expect(timer.minX == area.minX && timer.maxX <= area.maxX, "\(timer)")
        #expect(timer.minY > area.minY + 30 && timer.maxY < area.maxY, "under the badge, above the detail: \(timer)")
    }

    @Test func readingCoverIsTwoToThreeAtTheTopLeadingCorner() throws {
        let renderer = try WidgetRenderer()
        let small = try renderer.render(ReadingWidget(), entry: ReadingEntry.sample, in: WidgetContext(family: .systemSmall))
        let smallCover = try #require(small.layout.frame(of: "cover"))
        #expect(Self.approximately(smallCover, CGRect(x: 16, y: 16, width: 40, height: 60)), "\(smallCover)")
        let medium = try renderer.render(ReadingWidget(), entry: ReadingEntry.sample, in: WidgetContext(family: .systemMedium))
        let mediumCover = try #require(medium.layout.frame(of: "cover"))
        #expect(Self.approximately(mediumCover, CGRect(x: 16, y: 16, width: 84, height: 126)), "\(mediumCover)")
    }

    @Test func quickActionsTilesSplitTheContentAreaEvenly() throws {
        let renderer = try WidgetRenderer()
        for (family, rows) in [(WidgetFamily.systemMedium, 2), (.systemLarge, 4)] {
            let image = try renderer.render(QuickActionsWidget(), entry: QuickActionsEntry.sample, in: WidgetContext(family: family))
            let area = try Self.contentArea(family)
            let width = (area.width - 8) / 2
            let height = (area.height - 8 * CGFloat(rows - 1)) / CGFloat(rows)
            let first = try #require(image.layout.frame(of: "action-note"))
            let second = try #require(image.layout.frame(of: "action-scan"))
            #expect(Self.approximately(first, CGRect(x: area.minX, y: area.minY, width: width, height: height)), "\(family): \(first)")
            #expect(abs(second.maxX - area.maxX) < 1e-9 && second.minY == first.minY, "\(family): \(second)")
            #expect(image.tapTargets.filter { $0.url?.scheme == "gallery-actions" }.count == rows * 2)
        }
    }

    static func approximately(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
}
