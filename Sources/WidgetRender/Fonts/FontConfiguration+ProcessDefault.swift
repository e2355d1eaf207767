internal import CWidgetRender
import Foundation

/// The bundled fonts as fontconfig's process-wide current configuration.
///
/// Pango starts fontconfig's default initialisation (`FcInit`) on a thread of its own when the
/// first font map is made, and waits for it before the map is used, even when the map is given
/// a private configuration: that initialisation reads the system's configuration files and
/// font caches. With a current configuration already set (`FcConfigSetCurrent`), `FcInit` has
/// nothing to do. Setting it changes the process for every fontconfig user, so it is an
/// opt-in for programs, such as the `widget-render` tool, and never done by a library call.
extension FontConfiguration {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var waiting: FontConfiguration?
    nonisolated(unsafe) private static var processDefault: FontConfiguration?

    /// Whether this is the configuration ``installBundledAsProcessDefault()`` made
    /// fontconfig's current one (which is never replaced afterwards).
    var isProcessDefault: Bool {
        FontConfiguration.lock.lock()
        defer { FontConfiguration.lock.unlock() }
        return FontConfiguration.processDefault === self
    }

    /// Loads the bundled fonts and makes them fontconfig's current configuration, once per
    /// process; later calls do nothing.
    ///
    /// The configuration is kept for the next ``forNewRenderer()``, so that the fonts are
    /// loaded once in a program that creates one renderer.
    static func installBundledAsProcessDefault() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        let configuration = try FontConfiguration()
        let current = configuration.withUnsafeConfig { FcConfigSetCurrent($0) }
        guard current == FcTrue else {
            throw WidgetRenderError(
                "cannot make the bundled fonts fontconfig's current configuration; "
                    + "check that fontconfig 2.13 or later is installed"
            )
        }
        installed = true
        waiting = configuration
        processDefault = configuration
    }

    /// The configuration for a new renderer: the one ``installBundledAsProcessDefault()``
    /// loaded, the first time after it, otherwise the bundled fonts loaded anew (each
    /// renderer has a configuration of its own).
    static func forNewRenderer() throws -> FontConfiguration {
        lock.lock()
        let handed = waiting
        waiting = nil
        lock.unlock()
        return try handed ?? FontConfiguration()
    }
}
