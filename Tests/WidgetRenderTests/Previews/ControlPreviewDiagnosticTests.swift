import Foundation
import Testing

/// A control in a `#Preview`: Apple has no such form, so each spelling a widget or a view
/// preview has fails to compile with one error that names what renders a control instead
/// (`ControlPreviewMacros.swift`). The fixture is compiled with the toolchain's `swiftc`
/// against this build's modules and macro plugin.
@Suite struct ControlPreviewDiagnosticTests {
    /// The build folder: the test runner's own (`.build/debug`).
    static let buildFolder: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path.contains(".xctest") { dir = dir.deletingLastPathComponent() }
        return dir
    }()

    /// `swiftc` on the `PATH`, if any.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether the fixture can be compiled here: `swiftc`, the modules and the plugin.
    static var canCompile: Bool {
        swiftc != nil && FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/WidgetCore.swiftmodule").path)
            && FileManager.default.isExecutableFile(atPath: buildFolder.appendingPathComponent("WidgetRenderMacros-tool").path)
    }

    static let message =
        "Apple's #Preview has no form for a ControlWidget; render a control with `widget-render render <control> --placement <place>` or `widget-render sheet <control>`, or test it with assertControlSnapshot(of:) (DocC: Controls)"

    /// A control, a widget and a view, with a `#Preview` of each form; the control's lines
    /// are listed in `controlLines`.
    static let fixture = """
        import Foundation
        import WidgetCore

        struct Go: AppIntent {
            static let title: LocalizedStringResource = "Go"
            func perform() async throws -> some IntentResult { .result() }
        }
        struct GoButton: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "go") {
                    ControlWidgetButton(action: Go()) { Label("Go", systemImage: "play") }
                }
            }
        }
        struct Entry: TimelineEntry { var date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
        }
        struct Settings: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Settings"
            init() {}
        }
        struct Steps: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "steps", provider: Provider()) { _ in Text("Steps") }
            }
        }

        #Preview { GoButton() }
        #Preview("Named") { GoButton() }
        #Preview(as: .systemSmall) { GoButton() } timeline: { Entry(date: .now) }
        #Preview(as: .systemSmall, using: Settings()) { GoButton() } timeline: { Entry(date: .now) }
        #Preview(as: .systemMedium) { GoButton() } timelineProvider: { Provider() }

        #Preview { Text("A view") }
        #Preview(as: .systemSmall) { Steps() } timeline: { Entry(date: .now) }
        #Preview(as: .systemSmall) { Steps() } timelineProvider: { Provider() }
        """

    /// The fixture's lines with a control's `#Preview`, from 1, and the form each is.
    static let controlLines: [(line: Int, form: String)] = [
        (31, "Preview(_:body:)"), (32, "Preview(_:body:)"), (33, "Preview(_:as:widget:timeline:)"),
        (34, "Preview(_:as:using:widget:timeline:)"), (35, "Preview(_:as:widget:timelineProvider:)"),
    ]

    @Test(.enabled(if: canCompile, "needs swiftc on the PATH and this build's modules"))
    func eachFormOfAControlPreviewIsOneErrorNamingWhatToUseInstead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("control-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("ControlPreviews.swift")
        try Data(Self.fixture.utf8).write(to: source)
        let lines = Self.fixture.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, _) in Self.controlLines {
            #expect(lines[line - 1].hasPrefix("#Preview") && lines[line - 1].contains("GoButton()"), "line \(line) of the fixture: \(lines[line - 1])")
        }

        let process = Process()
        process.executableURL = Self.swiftc
        process.arguments = [
            "-typecheck", source.path, "-I", Self.buildFolder.appendingPathComponent("Modules").path,
            "-load-plugin-executable", Self.buildFolder.appendingPathComponent("WidgetRenderMacros-tool").path + "#WidgetRenderMacros",
            "-diagnostic-style", "llvm",
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus != 0, "a control's #Preview does not compile")
        // `<path>:<line>:<column>: error: <message>`, one a line with the LLVM style.
        let errors = text.split(separator: "\n").compactMap { line -> (line: Int, message: String)? in
            guard line.hasPrefix(source.path + ":"), let range = line.range(of: ": error: ") else { return nil }
            let position = line[line.index(line.startIndex, offsetBy: source.path.count + 1)..<range.lowerBound].split(separator: ":")
            return position.first.flatMap { Int($0) }.map { ($0, String(line[range.upperBound...])) }
        }
        #expect(errors.map(\.line) == Self.controlLines.map(\.line), "one error per control preview, none for the widget and view ones:\n\(text)")
        for (error, expected) in zip(errors, Self.controlLines) {
            #expect(error.message == "'\(expected.form)' is unavailable: \(Self.message)", "line \(error.line)")
        }
    }
}
