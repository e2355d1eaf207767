import Foundation
import Testing
import WidgetRender

@Suite("Style specimens")
struct StyleSpecimenTests {
    @Test(arguments: ColorScheme.allCases)
    func gradientsAndMaterials(scheme: ColorScheme) throws {
        let mesh = MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.8, 0.2], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
        let image = try VocabularySpecimen.check("styles", scheme: scheme, allowing: [.unsupported, .lowContrast]) {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    Rectangle().fill(AngularGradient(colors: [.blue, .mint], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90)))
                    Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange, .clear]))
                    mesh
                }
                .frame(height: 70)
                HStack(spacing: 8) {
                    Capsule().fill(Gradient(colors: [.pink, .purple]))
                    Capsule().fill(Color.blue.gradient.opacity(0.5))
                    Capsule().fill(.tint.opacity(0.3))
                    Capsule().fill(Color(hue: 0.8, saturation: 0.6, brightness: 0.9))
                    Capsule().fill(Color(white: 0.5))
                }
                .frame(height: 30)
                ZStack {
                    LinearGradient(colors: [.red, .blue, .green], startPoint: .leading, endPoint: .trailing)
                    HStack(spacing: 4) {
                        ForEach(0..<6) { i in
                            let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
                            RoundedRectangle(cornerRadius: 8).fill(materials[i]).overlay { Text("\(i)").font(.caption) }
                        }
                    }
                    .padding(8)
                }
                .frame(height: 70)
                HStack {
                    Text("Secondary").foregroundStyle(.secondary)
                    Text("Tertiary").foregroundStyle(.tertiary)
                    Text("Blue ¼").foregroundStyle(Color.blue.quaternary)
                }
                .font(.caption)
            }
        }
        // The tertiary and quaternary levels are under 3:1 by design (placeholders, disabled
        // text): the contrast check names exactly those two.
        let faint = image.diagnostics.filter { $0.kind == .lowContrast }.map(\.message)
        #expect(faint.count == 2 && faint[0].contains("\"Tertiary\"") && faint[1].contains("\"Blue ¼\""), "\(faint)")
    }

    @Test(arguments: ColorScheme.allCases)
    func effects(scheme: ColorScheme) throws {
        let swatch = LinearGradient(colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
        try VocabularySpecimen.check("effects", scheme: scheme, allowing: [.unsupported]) {
            VStack(spacing: 14) {
                HStack(spacing: 14) {
                    swatch.frame(width: 50, height: 50).shadow(radius: 6, x: 2, y: 4)
                    swatch.frame(width: 50, height: 50).blur(radius: 4)
                    swatch.frame(width: 50, height: 50).saturation(0.2)
                    swatch.frame(width: 50, height: 50).grayscale(1)
                }
                HStack(spacing: 14) {
                    swatch.frame(width: 50, height: 50).brightness(0.3)
                    swatch.frame(width: 50, height: 50).contrast(0.4)
                    swatch.frame(width: 50, height: 50).colorInvert()
                    swatch.frame(width: 50, height: 50).hueRotation(.degrees(120))
                }
                HStack(spacing: 14) {
                    ZStack {
                        Circle().fill(.red).offset(x: -8)
                        Circle().fill(.blue).offset(x: 8).blendMode(.multiply)
                    }.frame(width: 50, height: 50)
                    Text("Turned").fixedSize().rotationEffect(.degrees(-20)).frame(width: 50, height: 50)
                    Rectangle().fill(.green).frame(width: 30, height: 30).scaleEffect(1.4).frame(width: 50, height: 50)
                    Rectangle().fill(.orange).frame(width: 40, height: 40).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)).frame(width: 50, height: 50)
                }
                HStack(spacing: 14) {
                    Circle().trim(from: 0, to: 0.35).stroke(Color.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 50, height: 50)
                    Rectangle().rotation(.degrees(45)).fill(.teal).frame(width: 36, height: 36).frame(width: 50, height: 50)
                    ZStack {
                        Color.red.opacity(0.5)
                        Color.blue.opacity(0.5).offset(x: 10, y: 10)
                    }.compositingGroup().opacity(0.6).frame(width: 50, height: 50)
                    Text("Shadow").font(.headline).shadow(color: .purple, radius: 2, x: 1, y: 1)
                }
            }
        }
    }
}
