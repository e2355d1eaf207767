// Renders a text widget through WidgetRender used as a package dependency and checks that
// the bundled fonts drew it, and renders its #Preview and PreviewProvider previews: exits 0 and prints the PNG path, or prints why and exits 1.
import Foundation
import WidgetRender

struct Greeting: View {
    var body: some View {
        Text("Hello from a dependency")
            .font(.headline)
            .containerBackground(for: .widget) { Color.white }
    }
}

do {
    let renderer = try WidgetRenderer()
    let image = try renderer.render(Greeting(), in: WidgetContext(family: .systemSmall))
    let url = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "consumer.png")
    try image.writePNG(to: url)
    let frame = image.layout.root.children.last?.frame ?? .zero
    guard image.pixelWidth == 474, frame.width > 50, frame.height > 10, image.diagnostics.isEmpty else {
        print("consumer: unexpected render: \(image.pixelWidth) px, text frame \(frame), \(image.diagnostics)")
        exit(1)
    }
    let problems = try await checkPreviews(with: renderer)
    guard problems.isEmpty else {
        print("consumer: previews: " + problems.joined(separator: "; "))
        exit(1)
    }
    print(url.path)
} catch {
    print("consumer: \(error)")
    exit(1)
}
