#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's modification time as one number, for cache keys and least-recently-used order.
enum FileModificationTime {
    /// The modification time in `info`, in nanoseconds since 1970.
    static func nanoseconds(_ info: stat) -> Int64 {
        #if os(Linux)
            let time = info.st_mtim
        #else
            let time = info.st_mtimespec
        #endif
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
