/// The texts `--help` and `help` print.
enum HelpText {
    static let commandList = """
        commands:
          help [<command>]             this text, or a command's options
          list                         the widgets and the families each supports
          devices                      the device profiles and their families
          render <widget> -o <file>    render one widget to a PNG
          render-all --output <dir>    every widget in every family it supports, light and dark
          previews [--output <dir>]    list every #Preview and PreviewProvider preview, or render them
          sheet <widget>… | --all      contact sheets (families × modes) and their review page
        """

    static let exitCodes = """
        exit codes: 0 ok, 1 render failed, 64 usage, 65 bad data, 66 missing input,
                    73 cannot create output
        """

    static let usage = "usage: widget-render <command> [options]\n\n\(commandList)\n\nRun widget-render <command> --help for a command's options.\n\n\(exitCodes)"

    /// Each command's help, by command name.
    static let commands: [String: String] = [
        "sheet": SheetCommand.help,
        "help": "usage: widget-render help [<command>]\n\nPrints the usage, or the help of a command.",
        "list": "usage: widget-render list\n\nPrints each widget of the catalog and the families it supports.",
        "devices": "usage: widget-render devices\n\nPrints each device profile, its screen and scale, and the families it supports.",
        "render": """
            usage: widget-render render <widget> -o <file> [options]

            Renders one widget to a PNG and prints the file's path (with -o -, writes the
            PNG to standard output and prints nothing else there). An existing regular file
            is replaced atomically, a symlink is written through; a folder, device, FIFO or
            socket is refused (exit 73).

            options:
              -o, --output <file>      the PNG to write (required); - for standard output
              --family <family>        default: the widget's first family on the device
              --device <device>        default: iPhone6_1
              --scheme light|dark      default: light
              --mode <mode>            fullColor (default), accented or vibrant
              --scale <n>              pixels per point (default: the device's)
              --date <ISO 8601>        the frozen "now", e.g. 2026-06-01T14:30:00Z (default: the entry's date)
            """,
        "render-all": """
            usage: widget-render render-all --output <dir> [options]

            Renders every widget in every family it supports on the device, light and dark,
            and prints the paths.

            options:
              -o, --output <dir>       the folder to write into (required)
              --device <device>        default: iPhone6_1
            """,
        "previews": """
            usage: widget-render previews [--output <dir>] [options]

            Without --output, lists every preview compiled into the tool (#Preview and
            PreviewProvider), as file:line:column: name (family). With --output, renders each
            preview once per timeline entry and scheme, and prints the paths; files are named
            <module>-<file>-<line>-<name>-<family>-<entry>-<scheme>.png.

            options:
              -o, --output <dir>       the folder to write into
              --module <name>          only the previews of this module
              --scheme light|dark|both default: both
              --device <device>        default: iPhone6_1 (a preview's previewDevice wins)
            """,
    ]
}
