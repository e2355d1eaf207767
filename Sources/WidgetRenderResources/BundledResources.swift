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

    /// The path of ``fontsDirectory``.
    package static var fontsPath: String? { path(named: "Fonts") }

    /// The path of ``symbolsDirectory``.
    package static var symbolsPath: String? { path(named: "Symbols") }

    /// The name SwiftPM gives this target's resource bundle.
    static let bundleName = "WidgetRender_WidgetRenderResources.resources"

    private static func directory(named name: String) -> URL? {
        if let folder = besideExecutable {
            return URL(fileURLWithPath: folder + "/" + name, isDirectory: true)
        }
        return Bundle.module.url(forResource: name, withExtension: nil)
    }

    /// The path of ``directory(named:)``: beside the executable, a string made without a URL,
    /// whose `path` costs a process a scan of every protocol-conformance record the first
    /// time (*Benchmarks*).
    private static func path(named name: String) -> String? {
        if let folder = besideExecutable { return folder + "/" + name }
        return Bundle.module.url(forResource: name, withExtension: nil)?.path
    }

    /// The resource bundle's path when it sits beside the running executable, as SwiftPM
    /// builds and installs it; nil otherwise (a test runner, a bundle elsewhere), and with
    /// `WIDGET_RENDER_BENCH_NO_RESOURCE_SHORTCUT=1`.
    ///
    /// This is the first place `Bundle.module` looks (`Bundle.main`'s folder, the
    /// executable's with symlinks resolved), found without making a `Bundle`: making one lists
    /// the executable's and the bundle's folders several times and checks four conformances,
    /// each a scan of every conformance record in the process (*Benchmarks*). Anywhere else,
    /// `Bundle.module` is asked.
    private static let besideExecutable: String? = {
        guard !StartupBenchSwitches.noResourceShortcut else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        guard let executableFolder = String(validating: bytes[..<slash], as: UTF8.self) else { return nil }
        let folder = executableFolder + "/" + bundleName
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return folder
    }()
}
