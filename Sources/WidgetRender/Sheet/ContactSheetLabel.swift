import Foundation

/// The text drawn on a contact sheet, in the bundled fonts, on the sheet's light page.
struct ContactSheetLabel: View {
    /// What the label shows.
    enum Content {
        /// The widget's title and a line about the device and OS generation, leading.
        case title(String, subtitle: String)
        /// A column header, leading.
        case header(String)
        /// A row's family, point size and device, leading.
        case row(String)
        /// A cell's number of diagnostics, on an orange capsule.
        case badge(Int)
        /// Why a cell is empty, centred in it.
        case note(String)
    }

    let content: Content

    /// The page colour: systemGroupedBackground (#F2F2F7), as the timeline strip.
    static let page = PixelBuffer.Pixel(red: 242, green: 242, blue: 247, alpha: 255)
    /// The subtitle, row labels and notes: #55555C, 6.6:1 on ``page`` (the system's secondary
    /// label, 60 % gray, is about 3.3:1 there, under WCAG's 4.5:1 for text this size).
    static let secondaryText = Color(red: 85 / 255, green: 85 / 255, blue: 92 / 255)
    /// The badge's size, in points.
    static let badgeSize = CGSize(width: 96, height: 18)

    var body: some View {
        switch content {
        case .title(let title, let subtitle):
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: title).font(.title2.bold())
                Text(verbatim: subtitle).font(.subheadline).foregroundStyle(Self.secondaryText)
            }
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        case .header(let text):
            Text(verbatim: text).font(.headline).lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        case .row(let text):
            Text(verbatim: text).font(.subheadline.weight(.semibold)).foregroundStyle(Self.secondaryText).lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        case .note(let text):
            Text(verbatim: text).font(.footnote).foregroundStyle(Self.secondaryText).multilineTextAlignment(.center).lineLimit(3)
                .padding(.horizontal, 24)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case .badge(let count):
            Text(verbatim: count == 1 ? "1 diagnostic" : "\(count) diagnostics")
                .font(.caption2.bold())
                .foregroundStyle(Color.white)
                .lineLimit(1)
                .padding(.horizontal, 6)
                .frame(height: Self.badgeSize.height)
                .background(Capsule().fill(Color.orange))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
        }
    }
}
