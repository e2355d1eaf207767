#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// fontconfig's debugging variables, which a program removes from its environment before
/// fontconfig starts.
///
/// With `FC_DEBUG` set, fontconfig prints to standard output (`FC_DEBUG=1` first, then what
/// the flags ask for), so the PNG that `widget-render render -o -` writes there was no PNG;
/// `FC_DEBUG_FILE` and `FC_DBG_MATCH_FILTER` only narrow that output. fontconfig reads them
/// once, when it is first used, so they are removed before: by
/// ``WidgetRenderer/useBundledFontsAsProcessDefault()`` and by the `widget-render` tool's
/// start. A library call never changes the environment (`unsetenv` races other threads'
/// `getenv`).
package enum FontconfigEnvironment {
    /// The variables removed.
    package static let debugVariables = ["FC_DEBUG", "FC_DEBUG_FILE", "FC_DBG_MATCH_FILTER"]

    /// Removes ``debugVariables`` from the process environment. Call it while the process has
    /// one thread, before fontconfig is first used.
    package static func scrub() {
        for name in debugVariables { unsetenv(name) }
    }
}
