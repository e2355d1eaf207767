import Foundation
import Testing

@testable import WidgetRender

/// Each rendering-mode finding fires on a fixture built to trigger it (the gallery, designed
/// well, stays silent: see the gallery's mode snapshots).
@Suite struct ModeDiagnosticsTests {
    static let renderer = Result { try WidgetRenderer() }

    private func diagnostics<V: View>(_ view: V, family: WidgetFamily = .systemSmall, _ configure: (inout WidgetContext) -> Void) throws -> [Diagnostic] {
        var context = WidgetContext(family: family)
        configure(&context)
        return try Self.renderer.get().render(view, in: context).diagnostics
    }

    struct WhiteOnRed: View {
        var body: some View {
            Text("SALE").font(.headline).foregroundStyle(.white).padding(8).background(Color(red: 1, green: 0.23, blue: 0.19))
                .containerBackground(.black, for: .widget)
        }
    }

    @Test func twoColoursThatBecomeTheSameInAccentedModeAreReported() throws {
        let found = try diagnostics(WhiteOnRed()) { $0.renderingMode = .accented }
        let merged = try #require(found.first { $0.kind == .colorsMerged }, "\(found)")
        #expect(merged.message.hasPrefix("colours #FFFFFF (text \"SALE\") and #FF3B30 become the same in accented mode"))
        // In full colour the two colours stay apart (the white headline is 3.6:1 on the red,
        // under the 4.5:1 the HIG asks of text under 18 pt: that is reported instead).
        #expect(try diagnostics(WhiteOnRed()) { _ in }.map(\.kind) == [.lowContrast])
    }

    @Test func accentingOneOfThemSilencesIt() throws {
        struct Fixed: View {
            var body: some View {
                Text("SALE").font(.headline).foregroundStyle(.white).widgetAccentable().padding(8).background(Color(red: 1, green: 0.23, blue: 0.19))
                    .containerBackground(.black, for: .widget)
            }
        }
        #expect(
            try !diagnostics(Fixed()) {
                $0.renderingMode = .accented
                $0.system = .iOS18
            }.contains { $0.kind == .colorsMerged })
    }

    @Test func nestedFillsOfDifferentColoursAreReported() throws {
        struct Flag: View {
            var body: some View {
                Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 60).overlay(Color(red: 1, green: 1, blue: 0).frame(width: 20, height: 20))
                    .containerBackground(.black, for: .widget)
            }
        }
        let found = try diagnostics(Flag()) { $0.renderingMode = .accented }
        #expect(found.contains { $0.kind == .colorsMerged && $0.message.contains("#FFFF00") && $0.message.contains("#0000FF") })
    }

    /// A path reaching infinity has bounds with NaN edges once grown; comparing regions with it
    /// used to trap inside `CGRect.contains` (found by the fuzzer, seed 2 tree 113).
    @Test func aDrawingWithNonFiniteBoundsIsSkippedNotATrap() throws {
        struct ToInfinity: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                p.addLine(to: CGPoint(x: -CGFloat.infinity, y: 10))
                return p
            }
        }
        struct Widget: View {
            var body: some View {
                ZStack {
                    Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 60)
                    ToInfinity().fill(Color(red: 1, green: 1, blue: 0))
                    Color(red: 1, green: 1, blue: 0).frame(width: 20, height: 20)
                }
                .containerBackground(.black, for: .widget)
            }
        }
        for mode in [WidgetRenderingMode.accented, .vibrant] {
            let found = try diagnostics(Widget()) { $0.renderingMode = mode }
            // The finite fills are still compared: the small square over the big one.
            #expect(found.contains { $0.kind == .colorsMerged && $0.message.contains("#FFFF00") && $0.message.contains("#0000FF") } || mode == .vibrant, "\(mode): \(found)")
        }
    }

    @Test func colourOnlyByHueIsLostInVibrant() throws {
        // Red and a green of the same Rec. 709 luminance (0.2126).
        struct Legend: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30)
                    Color(red: 0, green: 0.2973, blue: 0).frame(width: 30, height: 30)
                }
                .containerBackground(.black, for: .widget)
            }
        }
        let found = try diagnostics(Legend(), family: .accessoryRectangular) { $0.renderingMode = .vibrant }
        #expect(found.contains { $0.kind == .colorsMerged && $0.message.hasPrefix("colour lost in vibrant mode") })
        // Different brightness: told apart in vibrant too.
        struct Bright: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30)
                    Color(red: 0.6, green: 1, blue: 0.6).frame(width: 30, height: 30)
                }
                .containerBackground(.black, for: .widget)
            }
        }
        #expect(try !diagnostics(Bright(), family: .accessoryRectangular) { $0.renderingMode = .vibrant }.contains { $0.kind == .colorsMerged })
    }

    @Test func lowContrastTextInVibrantIsReported() throws {
        struct Dim: View {
            var body: some View {
                Text("Dim label").font(.headline).foregroundStyle(Color(white: 0.12))
                    .containerBackground(.black, for: .widget)
            }
        }
        let found = try diagnostics(Dim(), family: .accessoryRectangular) { $0.renderingMode = .vibrant }
        let low = try #require(found.first { $0.kind == .lowContrast })
        #expect(low.message.hasPrefix("low contrast in vibrant mode: text \"Dim label\" (17 pt) is "))
        struct Bright: View {
            var body: some View {
                Text("Bright label").font(.headline).foregroundStyle(.white)
                    .containerBackground(.black, for: .widget)
            }
        }
        #expect(try !diagnostics(Bright(), family: .accessoryRectangular) { $0.renderingMode = .vibrant }.contains { $0.kind == .lowContrast })
    }

    @Test func anOpaqueBackgroundDrawnAsContentIsReported() throws {
        struct Block: View {
            var body: some View {
                ZStack {
                    Color.white
                    Text("Note").foregroundStyle(.black)
                }
                .padding(-16)
                .containerBackground(.black, for: .widget)
            }
        }
        let found = try diagnostics(Block()) { $0.renderingMode = .accented }
        #expect(found.contains { $0.kind == .opaqueBackgroundAsContent && $0.message.contains("containerBackground") })
        // The same colour as the container background is fine.
        struct Proper: View {
            var body: some View {
                Text("Note").foregroundStyle(.black).containerBackground(.white, for: .widget)
            }
        }
        #expect(try !diagnostics(Proper()) { $0.renderingMode = .accented }.contains { $0.kind == .opaqueBackgroundAsContent })
    }

    @Test func anOpaqueImageFlattenedToASilhouetteIsReported() throws {
        let photo: [UInt8] = Array([[UInt8]](repeating: [200, 120, 40, 255], count: 64).joined())
        let frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        var list = DisplayList(size: CGSize(width: 16, height: 16), scale: 1, items: [imageItem(8, 8, photo, frame: frame)])
        list.widgetShape = Path(CGRect(x: 0, y: 0, width: 16, height: 16))
        var context = WidgetContext(family: .systemSmall)
        context.renderingMode = .accented
        let surface = Surfaces.surface(for: context)
        #expect(surface is TintedHomeScreenSurface)
        let bitmap = try renderModes(list, try surface.passes(for: list, in: context))
        var input = SurfaceCheckInput(context: context, list: list, bitmap: bitmap, passFindings: PassFindings(), modeName: surface.modeName)
        let found = FlattenedImageCheck().findings(in: &input)
        #expect(found.contains { $0.kind == .imageFlattened && $0.message.hasPrefix("opaque image flattened to a silhouette in accented mode") && $0.message.contains(".widgetAccentedRenderingMode(.desaturated)") })
        // With a mode set, or a symbol, it is not.
        for item in [imageItem(8, 8, photo, frame: frame, mode: .desaturated), DisplayItem(.image(ImageDrawing(source: .pixels(width: 8, height: 8, rgba: photo), frame: frame, symbolName: "star.fill")))] {
            list.items = [item]
            var quietInput = SurfaceCheckInput(context: context, list: list, bitmap: bitmap, passFindings: PassFindings(), modeName: surface.modeName)
            let quiet = FlattenedImageCheck().findings(in: &quietInput)
            #expect(!quiet.contains { $0.kind == .imageFlattened })
        }
    }

    @Test func accessoryInlineKeepsOneTextAndOneImageAndReportsTheRest() throws {
        struct Busy: View {
            var body: some View {
                HStack {
                    Text("First")
                    Text("Second")
                }
                .background(Color.red)
                .containerBackground(.black, for: .widget)
            }
        }
        let image = try Self.renderer.get().render(Busy(), in: WidgetContext(family: .accessoryInline))
        #expect(image.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.contains("\"Second\" dropped") })
        #expect(image.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.hasPrefix("accessoryInline shows no backgrounds or shapes") })
    }
}
