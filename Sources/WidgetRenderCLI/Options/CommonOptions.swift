import WidgetRender

/// The options several commands take: where the output goes, the device and `--json`. The
/// context options (device included) are ``ContextOptions``, the batch options ``BatchOptions``.
enum CommonOptions {
    /// `-o <file>`: the PNG of `render` and `timeline` (`-` for standard output). Each
    /// command says itself that it needs one, as its message names it.
    static let outputFile = Option(
        "output", short: "o", value: "<file>", help: "the PNG to write (required); - for standard output"
    )

    /// `-o <dir>`: the folder a command that writes many files writes into.
    static let outputFolder = Option("output", short: "o", value: "<dir>", help: "the folder to write into (required)")

    /// `--device`: a device profile by name, `iPhone6_1` when not given.
    static let device = Option<DeviceProfile>(
        "device", value: "<device>", help: "default: iPhone6_1 (widget-render devices lists them)",
        default: { .iPhone6_1 }, parse: ContextValues.device
    )

    /// `--json`: standard output is one JSON object instead of lines; each command says what
    /// it holds.
    static let json = Flag("json", help: "print one JSON object with the paths and diagnostics")
}
