import Foundation
import Testing

@testable import WidgetRender

/// Threads drawing text in more font faces than Cairo keeps open at once (it closes the least
/// used of more than 10) at sizes no cache holds.
@Suite("Many faces at once")
struct ManyFacesConcurrencyTests {
    @Test func threadsDrawingManyFacesAgreeWithOneThread() throws {
        let renderer = try WidgetRenderer()
        let sizes = (0..<6).map { 9 + CGFloat($0) * 0.37 }
        let serial = try sizes.map { try renderer.render(ManyFaces(size: $0), canvas: CGSize(width: 600, height: 200)).pngData() }
        let threads = 4
        let results = Locked<[(Int, Result<Data, any Error>)]>([])
        Rendezvous.runTogether(threads: threads) { index in
            for round in 0..<sizes.count {
                let which = (round + index) % sizes.count
                // A size of this thread's own first, so that Cairo makes fonts all along.
                let size = sizes[which] + 0.01 * CGFloat(index + 1)
                _ = try? renderer.render(ManyFaces(size: size), canvas: CGSize(width: 600, height: 200))
                let result = Result { try renderer.render(ManyFaces(size: sizes[which]), canvas: CGSize(width: 600, height: 200)).pngData() }
                results.withLock { $0.append((which, result)) }
            }
        }
        let rendered = try results.withLock { try $0.map { ($0.0, try $0.1.get()) } }
        #expect(rendered.count == threads * sizes.count)
        for (which, data) in rendered {
            #expect(data == serial[which])
        }
    }
}

private struct ManyFaces: View {
    let size: CGFloat
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array([Font.Design.default, .rounded, .serif, .monospaced].enumerated()), id: \.offset) { _, design in
                HStack(spacing: 2) {
                    ForEach(Array([Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].enumerated()), id: \.offset) { _, weight in
                        Text("Ag").font(.system(size: size, weight: weight, design: design))
                        Text("Ag").font(.system(size: size, weight: weight, design: design)).italic()
                    }
                }
            }
            Text("שלום مرحبا สวัสดี नमस्ते 🙂").font(.system(size: size))
        }
    }
}
