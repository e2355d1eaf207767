import Foundation
import Testing

@testable import WidgetRender

/// The defects a designer sees, reintroduced on purpose: each check names them, and the
/// corrected design is silent.
@Suite struct DesignerChecksTests {
    static let renderer = Result { try WidgetRenderer() }

    private func diagnostics<V: View>(_ view: V, family: WidgetFamily = .systemSmall, _ configure: (inout WidgetContext) -> Void = { _ in }) throws -> [Diagnostic] {
        var context = WidgetContext(family: family)
        configure(&context)
        return try Self.renderer.get().render(view, in: context).diagnostics
    }

    /// The weather footer of the issue: white at 80 % on #5DA9F9.
    struct Footer: View {
        var sky = Color(red: 0x5D / 255, green: 0xA9 / 255, blue: 0xF9 / 255)
        var body: some View {
            Text("Sunset 8:52 PM").font(.footnote).foregroundStyle(.white).opacity(0.8)
                .containerBackground(sky, for: .widget)
        }
    }

    @Test func fadedTextOnALightSkyIsReportedInFullColour() throws {
        let found = try diagnostics(Footer()).filter { $0.kind == .lowContrast }
        let low = try #require(found.first, "\(found)")
        #expect(found.count == 1)
        #expect(low.message.hasPrefix("low contrast in full colour mode: text \"Sunset 8:52 PM\" (13 pt) is 2."), "\(low.message)")
        #expect(low.message.contains("faded text needs at least 3:1"))
        // On the gallery's deeper sky the same footer reads.
        #expect(try diagnostics(Footer(sky: Color(red: 0.14, green: 0.43, blue: 0.84))).isEmpty)
    }

    /// Grey text of 3.5:1 on white.
    struct Caption: View {
        var font: Font
        var body: some View {
            Text("Updated 9:41").font(font).foregroundStyle(Color(red: 0.52, green: 0.52, blue: 0.52))
                .containerBackground(.white, for: .widget)
        }
    }

    @Test func smallRegularTextNeedsFourAndAHalfToOne() throws {
        let small = try diagnostics(Caption(font: .system(size: 13))).filter { $0.kind == .lowContrast }
        #expect(small.count == 1 && small[0].message.contains("(13 pt) is 3.") && small[0].message.contains("text under 18 pt needs at least 4.5:1 (HIG)"), "\(small)")
        // Bold, or 18 pt and over: 3:1 is enough.
        #expect(try diagnostics(Caption(font: .system(size: 13, weight: .bold))).isEmpty)
        #expect(try diagnostics(Caption(font: .system(size: 18))).isEmpty)
    }

    /// A bar across the rectangular Lock Screen slot, 3 pt above its bottom edge.
    struct Bar: View {
        var inset: CGFloat = 0
        var bottom: CGFloat = 3
        var body: some View {
            VStack(spacing: 0) {
                Text("Move")
                Spacer(minLength: 0)
                Rectangle().fill(.white).frame(height: 6).padding(.horizontal, inset).padding(.bottom, bottom)
            }
            .containerBackground(.clear, for: .widget)
        }
    }

    @Test func aBarRunningIntoTheSlotsCornerIsReported() throws {
        for mode in [WidgetRenderingMode.fullColor, .vibrant] {
            let cut = try diagnostics(Bar(), family: .accessoryRectangular) { $0.renderingMode = mode }.filter { $0.kind == .contentCut }
            #expect(cut.count == 1, "\(mode): \(cut)")
            #expect(cut.first?.message.hasPrefix("content cut by the accessoryRectangular shape: a fill of #FFFFFF at (0, ") == true, "\(cut)")
            #expect(cut.first?.message.contains("bottom leading and bottom trailing corner") == true, "\(cut)")
        }
        // Inset from the corners, or flush with the bottom edge too (the outline is its own): silent.
        #expect(try !diagnostics(Bar(inset: 10), family: .accessoryRectangular).contains { $0.kind == .contentCut })
        #expect(try !diagnostics(Bar(bottom: 0), family: .accessoryRectangular).contains { $0.kind == .contentCut })
    }

    @Test func aLabelPlateCutByTheCircularSlotIsReported() throws {
        struct Plate: View {
            var body: some View {
                Text("12").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white.frame(height: 30), alignment: .top)
                    .containerBackground(.clear, for: .widget)
            }
        }
        let cut = try diagnostics(Plate(), family: .accessoryCircular).filter { $0.kind == .contentCut }
        #expect(cut.count == 1 && cut[0].message.contains("top leading and top trailing corner"), "\(cut)")
    }

    /// A ring whose progress and track differ only by hue: the same brightness.
    struct Ring: View {
        var track = Color(red: 1, green: 0, blue: 0)
        var progress = Color(red: 0, green: 0.2973, blue: 0)
        var body: some View {
            ZStack {
                Circle().stroke(track, lineWidth: 6)
                Circle().trim(from: 0, to: 0.6).stroke(progress, style: StrokeStyle(lineWidth: 6, lineCap: .round)).rotationEffect(.degrees(-90))
            }
            .padding(4)
            .containerBackground(.clear, for: .widget)
        }
    }

    @Test func progressAsBrightAsItsTrackIsReportedInVibrant() throws {
        let vibrant = try diagnostics(Ring(), family: .accessoryCircular) { $0.renderingMode = .vibrant }.filter { $0.kind == .progressIndistinct }
        #expect(vibrant.count == 1, "\(vibrant)")
        #expect(vibrant.first?.message.hasPrefix("progress indistinguishable from its track in vibrant mode: ") == true, "\(vibrant)")
        // In full colour red and green are told apart; a faint track is told apart in vibrant.
        #expect(try !diagnostics(Ring(), family: .accessoryCircular).contains { $0.kind == .progressIndistinct })
        let faint = Ring(track: Color.white.opacity(0.3), progress: .white)
        #expect(try !diagnostics(faint, family: .accessoryCircular) { $0.renderingMode = .vibrant }.contains { $0.kind == .progressIndistinct })
    }

    @Test func aBarWhoseFillMatchesItsTrackIsReported() throws {
        struct Meter: View {
            var body: some View {
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(white: 0.5)).frame(width: 120, height: 8)
                    Capsule().fill(Color(white: 0.52)).frame(width: 70, height: 8)
                }
                .containerBackground(.white, for: .widget)
            }
        }
        let found = try diagnostics(Meter()).filter { $0.kind == .progressIndistinct }
        #expect(found.count == 1 && found[0].message.contains("in full colour mode"), "\(found)")
    }

    @Test func anEmojiFlattenedToASilhouetteIsReportedInTheAccentedLook() throws {
        struct Streak: View {
            @Environment(\.widgetRenderingMode) var mode
            var symbolOutsideFullColour = false
            var body: some View {
                Group {
                    if symbolOutsideFullColour && mode != .fullColor {
                        Label("12-day streak", systemImage: "flame.fill")
                    } else {
                        Text("🔥 12-day streak")
                    }
                }
                .containerBackground(.black, for: .widget)
            }
        }
        let found = try diagnostics(Streak()) { $0.renderingMode = .accented }.filter { $0.kind == .imageFlattened }
        #expect(found.count == 1 && found[0].message.hasPrefix("emoji 🔥 in text \"🔥 12-day streak\" drawn as a silhouette in accented mode"), "\(found)")
        // Full colour keeps its colours; a symbol in the accented look is what it should be.
        #expect(try !diagnostics(Streak()).contains { $0.kind == .imageFlattened })
        #expect(try !diagnostics(Streak(symbolOutsideFullColour: true)) { $0.renderingMode = .accented }.contains { $0.kind == .imageFlattened })
    }
}
