import Foundation
import Testing
import WidgetRender

@Suite("Progress specimens")
struct ProgressSpecimenTests {
    static let start = WidgetContext.referenceDate.addingTimeInterval(-90)
    static let end = WidgetContext.referenceDate.addingTimeInterval(210)

    @Test(arguments: ColorScheme.allCases)
    func progressViews(scheme: ColorScheme) throws {
        try VocabularySpecimen.check("progress", scheme: scheme, allowing: [.invalidValue]) {
            VStack(alignment: .leading, spacing: 10) {
                ProgressView(value: 0.0)
                ProgressView(value: 0.35) {
                    Text("Downloading")
                } currentValueLabel: {
                    Text("35 %")
                }
                ProgressView(value: 1.0)
                ProgressView(value: 5.0, total: 2)
                ProgressView(value: 3.0, total: 0)
                ProgressView(timerInterval: Self.start...Self.end, countsDown: true) { Text("Timer") }
                HStack(spacing: 12) {
                    ProgressView(value: 0.35).progressViewStyle(.circular)
                    ProgressView(value: 0.7) {
                        Text("Ring")
                    } currentValueLabel: {
                        Text("70")
                    }.progressViewStyle(.circular).tint(.orange)
                    ProgressView()
                    ProgressView("Loading")
                }
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func timerRingInAccessoryCircular(scheme: ColorScheme) throws {
        let image = try VocabularySpecimen.check("progress-timer-circular", family: .accessoryCircular, scheme: scheme, allowing: [.missingContainerBackground]) {
            ZStack {
                AccessoryWidgetBackground()
                ProgressView(timerInterval: Self.start...Self.end, countsDown: true)
            }
        }
        #expect(image.pixelWidth > 0)
    }
}
