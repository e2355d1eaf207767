import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package's bundled resource folders: the top-level `Fonts/` and `Symbols/`.
///
/// Shared between the package's modules only (`package` access); not public API.
package enum BundledResources {
    /// The folder holding the bundled fonts and their licences.
    package static var fontsDirectory: URL? { directory(named: "Fonts") }

    /// The folder holding the bundled SVG symbols and their manifest.
    package static var symbolsDirectory: URL? { directory(named: "Symbols") }

    /// The name SwiftPM gives this target's resource bundle.
    static let bundleName = "WidgetRender_WidgetRenderResources.resources"

    private static func directory(named name: String) -> URL? {
        if !StartupBenchSwitches.noResourceShortcut, let folder = besideExecutable {
            return URL(fileURLWithPath: folder + "/" + name, isDirectory: true)
        }
        return Bundle.module.url(forResource: name, withExtension: nil)
    }

    /// The resource bundle's path when it sits beside the running executable, as SwiftPM
    /// builds and installs it; nil otherwise (a test runner, a bundle elsewhere).
    ///
    /// This is the first place `Bundle.module` looks, found without making a `Bundle`:
    /// opening one costs a short-lived process (`widget-render render`) more than the rest of
    /// its start-up together. Anywhere else, `Bundle.module` is asked.
    private static let besideExecutable: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        let folder = String(executable[..<slash]) + "/" + bundleName
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return folder
    }()
}
