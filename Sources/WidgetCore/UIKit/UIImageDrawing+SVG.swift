import Foundation

extension UIImageDrawing {
    /// The drawing as an SVG document of its size in points: each fill a `<rect>`, each drawn
    /// image an `<image>` whose `data:` URI holds the image's own bytes (a PNG, JPEG or SVG as
    /// given, an asset catalog's pixels as a PNG, another renderer's drawing as its SVG), so
    /// the renderer's SVG path draws it at any size and in every look.
    ///
    /// What cannot be embedded (an SF Symbol, a PDF image, bytes of an unknown format,
    /// `stroke(_:)`) is a grey box of its rectangle, each reported through `report`.
    func svg(in environment: EnvironmentValues, provider: any ImageResourceProvider, report: (Diagnostic) -> Void) -> Data {
        func number(_ value: CGFloat) -> String {
            let v = Double(value)
            return v.isFinite ? String(v) : "0"
        }
        func box(_ rect: CGRect) -> String {
            "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\""
        }
        let dark = environment.colorScheme == .dark
        var body = ""
        for command in commands {
            switch command {
            case .fill(let rect, let color):
                let c = dark ? color.dark : color.light
                body += "<rect \(box(rect)) fill=\"rgb(\(Int((c.red * 255).rounded())),\(Int((c.green * 255).rounded())),\(Int((c.blue * 255).rounded())))\" fill-opacity=\"\(number(c.alpha))\"/>"
            case .image(let image, let rect, let alpha):
                if let uri = Self.dataURI(of: image, in: environment, provider: provider, report: report) {
                    body += "<image \(box(rect)) preserveAspectRatio=\"none\" opacity=\"\(number(min(1, max(0, alpha))))\" xlink:href=\"\(uri)\"/>"
                } else if image.size != .zero || rect.size != .zero {
                    body += "<rect \(box(rect)) fill=\"rgb(142,142,147)\" fill-opacity=\"0.5\"/>"
                }
            }
        }
        for call in unsupported {
            report(Diagnostic(.unsupported, "\(call) in a UIGraphicsImageRenderer drawing is not drawn; draw the shape with SwiftUI views instead"))
        }
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" viewBox=\"0 0 \(number(size.width)) \(number(size.height))\">"
        return Data((header + body + "</svg>").utf8)
    }

    /// A `data:` URI of `image`'s bytes, or `nil` (reported) when it cannot be embedded.
    private static func dataURI(of image: UIImage, in environment: EnvironmentValues, provider: any ImageResourceProvider, report: (Diagnostic) -> Void) -> String? {
        func uri(_ mime: String, _ bytes: Data) -> String { "data:\(mime);base64," + bytes.base64EncodedString() }
        switch image.source {
        case .data(let data):
            if let mime = mimeType(of: data) { return uri(mime, data) }
            report(Diagnostic(.unreadableImage, "a UIImage of \(data.count) bytes drawn into a UIGraphicsImageRenderer is not a PNG, JPEG, GIF or SVG file; a grey box is drawn in its place"))
            return nil
        case .drawing(let inner):
            return uri("image/svg+xml", inner.svg(in: environment, provider: provider, report: report))
        case .named(let name):
            let lookup = provider.image(named: name, catalogs: environment.assetCatalogs, scale: environment.displayScale, colorScheme: environment.colorScheme, idiom: environment.assetIdiom)
            lookup.diagnostics.forEach(report)
            switch lookup.value?.source {
            case .svg(let svg): return uri("image/svg+xml", svg)
            case .pixels(let width, let height, let rgba): return uri("image/png", StoredPNG.encode(width: width, height: height, rgba: rgba))
            case .pdf:
                report(Diagnostic(.unsupported, "the PDF image \"\(name)\" drawn into a UIGraphicsImageRenderer is not drawn (only pixel and SVG images are); a grey box is drawn in its place. Show it with Image(\"\(name)\") instead"))
                return nil
            case nil: return nil
            }
        case .symbol(let name):
            report(Diagnostic(.unsupported, "the symbol \"\(name)\" drawn into a UIGraphicsImageRenderer is not drawn; a grey box is drawn in its place. Show it with Image(systemName: \"\(name)\") instead"))
            return nil
        case .empty:
            return nil
        }
    }

    /// The MIME type of encoded image bytes librsvg's `<image>` reads, from their signature.
    static func mimeType(of data: Data) -> String? {
        let head = Array(data.prefix(512))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if String(decoding: head, as: UTF8.self).contains("<svg") { return "image/svg+xml" }
        return nil
    }
}
