import WidgetRender

extension SheetCommand {
    /// `--all`: every widget of the catalog instead of the ones named.
    static let all = Flag("all", help: "every widget, Live Activity and control of the catalog")

    /// `--references`: a folder of earlier sheets to compare with (``SheetReference``).
    static let referencesOption = Option(
        "references", value: "<dir>", help: "a folder of earlier sheets (e.g. committed ones): each sheet",
        "of the same name there is copied beside it, compared cell by", "cell, and shown beside each cell on the review page with a diff")

    /// `--looks`: the standard four columns or one for every look (``ContactSheetLooks``).
    static let looksOption = Option(
        "looks", value: "<looks>", help: "standard (default: full colour light and dark, accented,", "vibrant) or every: a column for each place and look, each",
        "family only where its place shows it",
        parse: { text in
            guard let looks = ContactSheetLooks(rawValue: text) else {
                throw CommandError(.usage, "unknown --looks \"\(text)\"; expected one of: " + ContactSheetLooks.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return looks
        })

    static let declaration = CommandDeclaration(
        "sheet", synopsis: "sheet <widget>… | --all", summary: "contact sheets (families × modes) and their review page",
        usage: "sheet (<widget>… | --all) --output <dir> [options]",
        discussion: """
            Renders one contact sheet per widget: a row for each family it supports, a column for
            full colour light, full colour dark, accented and vibrant, each cell on the backdrop the
            system shows it on (Home Screen, tinted Home Screen, Lock Screen, StandBy), labelled
            with the family, point size and mode. Writes <widget>.png for each and index.html, a
            review page of every sheet, cell, diagnostic and tap target (self-contained; open it
            from the folder). A Live Activity's sheet has a row for each presentation (Lock
            Screen, expanded, compact, minimal) and a column for light and dark, then Always-On,
            StandBy (day and night) and CarPlay (on a watch: its Smart Stack card); --state
            chooses its content state. A control's sheet has a row for each placement (Control
            Center small, medium and large, Lock Screen, Action button) and a column for off
            and on. Prints the paths written, the page last.
            """,
        options: [
            CommonOptions.outputFolder,
            all,
            CommonOptions.device.help("default: iPhone6_1 (systemExtraLarge is shown on iPad11)"),
            looksOption,
            referencesOption,
            ContextOptions.scale.help("pixels per point of the sheets and every cell (default: 2; 3 draws", "the cells at most iPhones' own scale, pixel for pixel)"),
            BatchOptions.jobs.help(
                "how many sheets are drawn at once, each in its own process",
                "(one sheet: how many of its cells, on threads; default: the",
                "number of processors)"
            ),
            BatchOptions.shard.help(
                "only part i of n of the widgets (sorted by name, from 1); each",
                "part writes its own index.html"
            ),
            ActivityOptions.state.help(
                "a Live Activity's content state for its sheet: a sample's name",
                "(default: the first) or the state as JSON; each Live Activity",
                "named must know the name"
            ),
            BatchOptions.quiet,
            CommonOptions.json.help("print the files and their diagnostics as one JSON object"),
        ]
    )

    /// The help `sheet --help` prints.
    static var help: String { declaration.help }
}
