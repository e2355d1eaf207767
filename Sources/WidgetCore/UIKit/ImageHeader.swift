import Foundation

/// Reads an encoded image's pixel size from its header, without decoding it.
enum ImageHeader {
    /// The pixel size of PNG, JPEG, GIF, BMP or SVG bytes (TIFF: recognised, size 0 × 0 until
    /// drawn); `nil` when the bytes are none of these.
    static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le16(_ i: Int) -> Int { Int(b[i + 1]) << 8 | Int(b[i]) }
        func le32(_ i: Int) -> Int { le16(i + 2) << 16 | le16(i) }
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return CGSize(width: be32(16), height: be32(20))
        }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            return CGSize(width: le16(6), height: le16(8))
        }
        if b.count >= 26, b.starts(with: Array("BM".utf8)) {
            return CGSize(width: le32(18), height: abs(Int(Int32(truncatingIfNeeded: le32(22)))))
        }
        if b.count >= 4, b.starts(with: [0x49, 0x49, 0x2A, 0x00]) || b.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return .zero
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    i += 2
                    continue
                }
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
            return nil
        }
        return svgSize(data)
    }

    /// The size an SVG document declares (`width`/`height`, else its `viewBox`).
    static func svgSize(_ data: Data) -> CGSize? {
        guard let text = String(data: data.prefix(8 * 1024), encoding: .utf8), let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let r = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        func number(_ s: String?) -> Double? {
            guard let s else { return nil }
            return Double(s.prefix { "0123456789.".contains($0) })
        }
        if let w = number(attribute("width")), let h = number(attribute("height")), w > 0, h > 0 {
            return CGSize(width: w, height: h)
        }
        if let box = attribute("viewBox") {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if parts.count == 4, parts[2] > 0, parts[3] > 0 { return CGSize(width: parts[2], height: parts[3]) }
        }
        return CGSize(width: 0, height: 0)
    }
}
