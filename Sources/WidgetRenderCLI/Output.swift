import Foundation
import WidgetRender

/// Where `render` and `render-all` put a PNG: a file, written atomically, or standard output.
enum Output {
    /// The output path that means standard output.
    static let standardOutput = "-"

    /// Writes `image` as a PNG to `path`, or to standard output when `path` is `-`.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/cannotCreate`` when the file or standard
    ///   output cannot be written; ``WidgetRenderError`` when the PNG cannot be encoded.
    static func write(_ image: RenderedImage, to path: String) throws {
        let png = [UInt8](try image.pngData())
        if path == standardOutput {
            try writeToStandardOutput(png)
            return
        }
        do {
            try AtomicFileWriter.write(png, to: URL(fileURLWithPath: path))
        } catch let e as WidgetRenderError {
            throw CommandError(.cannotCreate, e.message)
        }
    }

    /// Writes the bytes, and nothing else, to file descriptor 1.
    private static func writeToStandardOutput(_ png: [UInt8]) throws {
        fflush(nil)  // nothing else is printed on a PNG render, but never interleave
        let code = FileDescriptorIO.writeAll(png, to: STDOUT_FILENO)
        guard code == 0 else {
            throw CommandError(
                .cannotCreate,
                "cannot write the PNG to standard output: \(String(cString: strerror(code))); "
                    + "check where standard output goes (a full disk, a pipe closed early), or use -o <file.png>"
            )
        }
    }
}
