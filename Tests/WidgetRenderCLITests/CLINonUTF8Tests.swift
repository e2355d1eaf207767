import Foundation
import Testing

@testable import WidgetRenderCLI

/// Arguments and cache variables that are not valid UTF-8 are refused with a usage error
/// naming the byte: read as Swift strings, each bad byte became U+FFFD, and
/// `-o $'bad\xff.png'` wrote `bad\xef\xbf\xbd.png` and exited 0.
@Suite("widget-render non-UTF-8 input")
struct CLINonUTF8Tests {
    @Test func anOutputPathThatIsNotUTF8IsRefused() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(shell: "cd '\(dir.path)' && exec \"$0\" render steps -o \"$(printf 'bad\\377.png')\"", timeout: 120)
        #expect(r.exitCode == 64, "\(r.stderr)")
        #expect(r.stderr == "widget-render: argument 4 (\"bad\\xFF.png\") is not valid UTF-8: byte 0xFF at offset 3; paths are read and written as UTF-8 only, so rename the file or folder\n")
        #expect(try CLIRunner.names(in: dir).isEmpty, "nothing was written")
    }

    @Test func aCacheFolderThatIsNotUTF8IsRefused() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(
            shell: "cd '\(dir.path)' && XDG_CACHE_HOME=\"$(printf '\(dir.path)/c\\303\\050')\" exec \"$0\" render steps -o out.png", timeout: 120)
        #expect(r.exitCode == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("widget-render: the environment variable XDG_CACHE_HOME (\"\(dir.path)/c\\xC3(\") is not valid UTF-8: byte 0xC3 at offset"), "\(r.stderr)")
        #expect(try CLIRunner.names(in: dir).isEmpty, "nothing was written")
    }

    @Test(arguments: ["plain.png", "caf\u{e9}.png", "\u{1F600}.png"])
    func validUTF8ArgumentsAreAccepted(name: String) throws {
        #expect(WidgetRenderCommand.firstInvalidUTF8Offset(Array(name.utf8)) == nil)
    }

    @Test func theFirstBadByteIsNamed() {
        #expect(WidgetRenderCommand.firstInvalidUTF8Offset([0x61, 0xFF]) == 1)
        #expect(WidgetRenderCommand.firstInvalidUTF8Offset([0xE2, 0x82]) == 0, "a truncated sequence")
        #expect(WidgetRenderCommand.firstInvalidUTF8Offset([0x61, 0xC0, 0xAF]) == 1, "an overlong encoding")
        #expect(WidgetRenderCommand.firstInvalidUTF8Offset([0xED, 0xA0, 0x80]) == 0, "a surrogate")
    }
}
