import Foundation
import Testing
import WidgetRender

/// A month calendar (`LazyVGrid` of seven flexible columns, a `Section` header) above a
/// forecast table (`Grid` with a `Divider` row and a trailing-aligned column), as widgets
/// use grids.
@Suite("Grid specimens")
struct GridSpecimenTests {
    /// December 2026 starts on a Tuesday: two empty cells, then 31 days.
    static let cells: [Int?] = [nil, nil] + (1...31).map { $0 }

    struct Month: View {
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 7), spacing: 3) {
                Section {
                    ForEach(Array(["S", "M", "T", "W", "T", "F", "S"].enumerated()), id: \.offset) { day in
                        Text(day.element).font(.caption2.bold()).foregroundStyle(.secondary)
                    }
                    ForEach(Array(GridSpecimenTests.cells.enumerated()), id: \.offset) { cell in
                        if let day = cell.element {
                            Text("\(day)").font(.footnote.weight(day == 5 ? .bold : .regular)).monospacedDigit()
                                .frame(width: 22, height: 22)
                                .background { if day == 5 { Circle().fill(.red) } }
                                .foregroundStyle(day == 5 ? Color.white : Color.primary)
                                .accessibilityIdentifier(day == 5 ? "today" : "day \(day)")
                        } else {
                            Color.clear.frame(height: 22)
                        }
                    }
                } header: {
                    Text("December").font(.headline.weight(.bold)).foregroundStyle(.red).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }

    struct Forecast: View {
        let rows = [("Sun", "sun.max.fill", "18°", "9°"), ("Mon", "cloud.sun.fill", "16°", "8°"), ("Tue", "cloud.rain.fill", "12°", "7°")]

        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                ForEach(rows, id: \.0) { row in
                    GridRow {
                        Text(row.0).font(.subheadline.weight(.semibold))
                        Image(systemName: row.1).symbolRenderingMode(.multicolor).gridColumnAlignment(.center)
                        Text(row.2).font(.subheadline).gridColumnAlignment(.trailing)
                        Text(row.3).font(.subheadline).foregroundStyle(.secondary).gridColumnAlignment(.trailing)
                    }
                    if row.0 == "Sun" { Divider() }
                }
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func monthAndForecast(scheme: ColorScheme) throws {
        let image = try VocabularySpecimen.check("grids", scheme: scheme) {
            VStack(alignment: .leading, spacing: 12) {
                Month().accessibilityIdentifier("month")
                Forecast()
            }
        }
        // The 5th is the seventh cell of the first row of days: Saturday, centred in the last
        // of seven columns 2 pt apart, beside the 1st.
        let month = try #require(image.layout.frame(of: "month"))
        let today = try #require(image.layout.frame(of: "today"))
        let column = (month.width - 12) / 7
        #expect(abs(today.midX - (month.maxX - column / 2)) < 0.001)
        let first = try #require(image.layout.frame(of: "day 1"))
        #expect(today.minY == first.minY)
    }
}
