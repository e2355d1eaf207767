import Foundation
import WidgetRender

/// What the tool does to its process before anything else.
extension WidgetRenderCommand {
    /// Readies the process for the tool; ``main(widgets:activities:)`` calls it first, and a program
    /// that loads fonts before (as the package's own `main.swift` does, with
    /// `WidgetRenderer.useBundledFontsAsProcessDefault()`) calls it before that.
    ///
    /// - Refuses, with exit code 64 and a message naming the byte, an argument or a cache
    ///   variable (`XDG_CACHE_HOME`, and `HOME` when it names the cache) that is not valid
    ///   UTF-8: Swift reads them as strings, with each bad byte replaced by U+FFFD, so
    ///   `-o $'bad\xff.png'` wrote `bad\xef\xbf\xbd.png` and succeeded.
    /// - Removes fontconfig's debugging variables from the environment (`FC_DEBUG` makes
    ///   fontconfig print to standard output, where `-o -` writes the PNG).
    /// - Ignores `SIGXFSZ`, so that a file-size limit fails a write with an error instead of
    ///   killing the process (also while the font cache is written).
    ///
    /// Calling it again does nothing more.
    public static func prepareProcess() {
        signal(SIGXFSZ, SIG_IGN)
        FontconfigEnvironment.scrub()
        if let problem = nonUTF8Input() {
            let invoked = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
            let name = invoked.isEmpty ? defaultName : invoked
            StandardStreams.shared.err(name + ": " + problem)
            exit(ExitCode.usage.rawValue)
        }
    }

    /// The message for the first argument or cache variable of this process that is not
    /// valid UTF-8, or `nil`.
    static func nonUTF8Input() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if let message = invalidUTF8Message(bytes, naming: "argument \(index)") { return message }
        }
        var variables = ["XDG_CACHE_HOME"]
        if !(getenv("XDG_CACHE_HOME").map { $0.pointee == 0x2F } ?? false) { variables.append("HOME") }
        for variable in variables {
            guard let pointer = getenv(variable) else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            if let message = invalidUTF8Message(bytes, naming: "the environment variable \(variable)") { return message }
        }
        return nil
    }

    /// `"<what> (\"…\") is not valid UTF-8: byte 0xFF at offset 3; …"` when `bytes` are not
    /// valid UTF-8, with every byte that is not printable ASCII shown as `\xNN`.
    static func invalidUTF8Message(_ bytes: [UInt8], naming what: String) -> String? {
        guard let offset = firstInvalidUTF8Offset(bytes) else { return nil }
        let shown = bytes.map { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\\") ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
        return "\(what) (\"\(shown)\") is not valid UTF-8: byte 0x\(hex(bytes[offset])) at offset \(offset); "
            + "paths are read and written as UTF-8 only, so rename the file or folder"
    }

    /// `byte` as two upper-case hex digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence, or
    /// `nil` when all of them are valid UTF-8.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
