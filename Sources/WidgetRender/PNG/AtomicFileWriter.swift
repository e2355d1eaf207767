import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files atomically: readers see the old file or the complete new one, never a part.
///
/// The bytes go to a temporary file in the destination's folder (so that the final rename
/// stays on one file system), which is then renamed over the destination. On any failure the
/// temporary file is removed and nothing is left behind.
///
/// ```swift
/// try AtomicFileWriter.write(png, to: URL(fileURLWithPath: "/tmp/widget.png"))
/// ```
package enum AtomicFileWriter {
    /// Writes `bytes` to `url` atomically, with permissions `rw-r--r--`.
    ///
    /// - Throws: ``WidgetRenderError`` naming the path and the fix when the folder is missing,
    ///   not a folder or not writable, or the disk is full.
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder as NSString).appendingPathComponent(".\(url.lastPathComponent).XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw failure(path: path, folder: folder, errno: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer { if !succeeded { unlink(temporary) } }

        let writeError = writeAll(bytes, to: fd)
        let chmodError = fchmod(fd, 0o644) == 0 ? 0 : errno
        let closeError = close(fd) == 0 ? 0 : errno
        for code in [writeError, chmodError, closeError] where code != 0 {
            throw failure(path: path, folder: folder, errno: code)
        }
        guard rename(temporary, path) == 0 else { throw failure(path: path, folder: folder, errno: errno) }
        succeeded = true
    }

    /// Writes every byte, retrying short and interrupted writes; returns 0 or an errno.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, bytes, count)
        #else
        return Darwin.write(fd, bytes, count)
        #endif
    }

    /// The error for a failed write of `path`, with a fix that fits the cause.
    static func failure(path: String, folder: String, errno code: Int32) -> WidgetRenderError {
        let reason = String(cString: strerror(code))
        let fix: String
        var isFolder: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        switch code {
        case ENOENT where !folderExists:
            fix = "create the folder \"\(folder)\" or choose an existing output folder"
        case ENOTDIR:
            fix = "\"\(folder)\" is not a folder; choose an existing output folder"
        case EISDIR:
            fix = "the path is a folder; add a file name such as \"widget.png\""
        case ENOSPC, EDQUOT:
            fix = "free some disk space or choose another output folder"
        default:
            fix = "choose a writable output folder"
        }
        return WidgetRenderError("cannot write \"\(path)\": \(reason); \(fix)")
    }
}
