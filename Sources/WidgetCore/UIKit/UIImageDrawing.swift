import Foundation

/// What a ``UIGraphicsImageRenderer`` drew: its size and scale and the drawing calls made in
/// its `image(actions:)` closure, in order (images drawn in rectangles, rectangles filled),
/// kept to be composed when the image is shown.
final class UIImageDrawing: Sendable, Hashable {
    /// One drawing call.
    enum Command: Sendable, Hashable {
        /// `image.draw(in: rect, alpha:)` (and `draw(at:)`, `draw(in:)`).
        case image(UIImage, CGRect, alpha: CGFloat)
        /// `context.fill(rect)` or `UIRectFill(rect)` with the fill colour set then.
        case fill(CGRect, UIColor)
    }

    /// The drawing's size in points.
    let size: CGSize
    /// The drawing calls, in order.
    let commands: [Command]
    /// Calls made that are not recorded (`stroke(_:)`), reported when the image is shown.
    let unsupported: [String]

    init(size: CGSize, commands: [Command], unsupported: [String] = []) {
        self.size = size
        self.commands = commands
        self.unsupported = unsupported
    }

    static func == (a: UIImageDrawing, b: UIImageDrawing) -> Bool { a.size == b.size && a.commands == b.commands && a.unsupported == b.unsupported }

    func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(commands)
    }
}

/// The drawing a `UIGraphicsImageRenderer`'s closure is making on this task, as UIKit's
/// current graphics context: `UIImage.draw(in:)` and `UIRectFill` add to it.
final class UIGraphicsRecording: @unchecked Sendable {
    // @unchecked: a recording is made and read on the one thread that runs the renderer's
    // closure (UIKit's drawing calls are synchronous there too).
    var commands: [UIImageDrawing.Command] = []
    /// Calls that are not recorded.
    var unsupported: [String] = []
    /// The colour `fill` uses (`UIColor.setFill()`); black, as UIKit's.
    var fillColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The recording of the innermost renderer closure running on this task, if any.
    @TaskLocal static var current: UIGraphicsRecording?
}

extension UIColor {
    /// Makes the colour the fill colour of the current ``UIGraphicsImageRenderer`` drawing,
    /// as UIKit's `setFill()`; outside one it does nothing.
    public func setFill() {
        UIGraphicsRecording.current?.fillColor = self
    }
}

/// Fills `rect` of the current ``UIGraphicsImageRenderer`` drawing with its fill colour, as
/// UIKit's `UIRectFill`; outside one it does nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name, which widget code calls.
public func UIRectFill(_ rect: CGRect) {
    guard let recording = UIGraphicsRecording.current else { return }
    recording.commands.append(.fill(rect, recording.fillColor))
}
