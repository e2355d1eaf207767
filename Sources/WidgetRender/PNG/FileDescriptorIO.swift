#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-buffer writes and syncs on a file descriptor, retrying short and interrupted calls.
package enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `fd`; returns 0, or the `errno` of the write that failed.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
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

    /// Flushes `fd`'s data to the disk (`fsync`); returns 0 or the `errno`.
    package static func sync(_ fd: Int32) -> Int32 {
        while fsync(fd) != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(fd, bytes, count)
        #else
            return Darwin.write(fd, bytes, count)
        #endif
    }
}
