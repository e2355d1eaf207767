/// The texts `--help` and `help` print.
enum HelpText {
    static let commandList = """
        commands:
          help [<command>]             this text, or a command's options
          list [<topic>] [--json]      the widgets (and families, devices, symbols)
          devices                      the device profiles and their families
          render <widget> -o <file>    render one widget to a PNG
          timeline <widget> -o <file>  the widget's timeline: every entry, dated, and the reload policy
          render-all --output <dir>    every widget in every family it supports, light and dark
          previews [--output <dir>]    list every #Preview and PreviewProvider preview, or render them
          sheet <widget>… | --all      contact sheets (families × modes) and their review page
        """

    static let exitCodes = """
        exit codes: 0 ok, 1 render failed, 64 usage, 65 bad data, 66 missing input,
                    73 cannot create output
        """

    static let usage = "usage: widget-render <command> [options]\n\n\(commandList)\n\nRun widget-render <command> --help for a command's options.\n\n\(exitCodes)"

    /// The options of every batch command (``BatchOptions``), for their help texts.
    static let batchOptions = """
          --jobs <n>               how many renders run at once (default: the processors)
          --shard <i>/<n>          only part i of n (from 1) of the sorted jobs, for CI matrices
          --quiet                  no progress on standard error
          --json                   print one JSON object with the paths and diagnostics
        """

    /// The options that set up the context of `render` and `timeline` (``ContextOptions``).
    static let contextOptions = """
          --family <family>        default: the widget's first family on the device
          --device <device>        default: iPhone6_1 (widget-render devices lists them)
          --os <generation>        iOS17, iOS18, iOS26, watchOS10, watchOS26 (default: the
                                   newest the device's size table describes)
          --scheme light|dark      default: light
          --mode <mode>            fullColor (default), accented or vibrant
          --appearance <look>      the accented Home Screen: tinted-light, tinted-dark (default),
                                   clear-light, clear-dark
          --tint <#RRGGBB>         the tint of the tinted Home Screen (default: the system's)
          --scale <n>              pixels per point (default: the device's)
          --dynamic-type <size>    xSmall … large (default) … xxxLarge, accessibility1 … 5
          --date <ISO 8601>        the frozen "now", e.g. 2026-06-01T14:30:00Z (default: the entry's date)
          --locale <id>            e.g. de_DE (default: en_US)
        """

    /// Each command's help, by command name.
    static let commands: [String: String] = [
        "sheet": SheetCommand.help,
        "help": "usage: widget-render help [<command>]\n\nPrints the usage, or the help of a command.",
        "list": """
            usage: widget-render list [widgets|families|devices|symbols] [--json]

            Prints each widget of the catalog and the families it supports (the default
            topic), every widget family, each device profile with its families, or the
            bundled SF Symbols names, one per line.

            options:
              --json                   print one JSON object instead, e.g. {"families":[…]}
            """,
        "devices": "usage: widget-render devices\n\nPrints each device profile, its screen and scale, and the families it supports.",
        "render": """
            usage: widget-render render <widget> -o <file> [options]

            Renders one widget to a PNG and prints the file's path (with -o -, writes the
            PNG to standard output and prints nothing else there). An existing regular file
            is replaced atomically, a symlink is written through; a folder, device, FIFO or
            socket is refused (exit 73). What the render noticed (truncated text, a missing
            symbol…) is printed on standard error, one "warning:" line each.

            options:
              -o, --output <file>      the PNG to write (required); - for standard output
              --entry <file.json>      the entry to render, decoded into the widget's entry type
                                       (dates as ISO 8601 strings); - reads standard input
            \(contextOptions)
              --json                   print {"path", "widget", "family", "pixelWidth", "pixelHeight",
                                       "diagnostics"} as JSON instead of the path
            """,
        "timeline": """
            usage: widget-render timeline <widget> -o <file> [options]

            Runs the widget's timeline provider and renders its entries side by side, each
            labelled with its date (UTC) and relevance, then the reload policy, as one PNG;
            prints the file's path (with -o -, writes the PNG to standard output).

            options:
              -o, --output <file>      the PNG to write (required); - for standard output
            \(contextOptions)
            """,
        "render-all": """
            usage: widget-render render-all --output <dir> [options]

            Renders every widget in every family it supports on the device, light and dark,
            and prints the paths as they are written; then each render's diagnostics on
            standard error, one "warning:" line each.

            options:
              -o, --output <dir>       the folder to write into (required)
              --device <device>        default: iPhone6_1
            \(batchOptions)
            """,
        "previews": """
            usage: widget-render previews [--output <dir>] [options]

            Without --output, lists every preview compiled into the tool (#Preview and
            PreviewProvider), as file:line:column: name (family), or with --json as
            {"previews":[{"family", "location", "name"}]}. With --output, renders each
            preview once per timeline entry and scheme, and prints the paths; files are named
            <module>-<file>-<line>-<name>-<family>-<entry>-<scheme>.png.

            options:
              -o, --output <dir>       the folder to write into
              --module <name>          only the previews of this module
              --scheme light|dark|both default: both
              --device <device>        default: iPhone6_1 (a preview's previewDevice wins)
            \(batchOptions)
            """,
    ]
}
