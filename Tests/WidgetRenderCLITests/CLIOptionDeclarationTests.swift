import Foundation
import Testing

@testable import WidgetRenderCLI

/// The declarative core of the command line: parsing, typed values, usage errors and help,
/// all made from the declarations (``OptionDeclaration``, ``Option``, ``Flag``,
/// ``CommandDeclaration``).
@Suite("widget-render option declarations")
struct CLIOptionDeclarationTests {
    private static let count = Option<Int>("count", value: "<n>", help: "how many", default: { 7 }) { text in
        guard let n = Int(text), n > 0 else { throw CommandError(.usage, "invalid count \"\(text)\"; expected a positive number") }
        return n
    }
    private static let loud = Flag("loud", help: "say more")
    private static let options: [any DeclaredOption] = [count, loud, CommonOptions.outputFile]

    /// The usage error `words` give, or nil when they parse.
    private func error(_ words: [String]) -> CommandError? {
        do {
            _ = try Arguments(words, command: "try", allowed: Self.options)
            return nil
        } catch {
            return error as? CommandError
        }
    }

    @Test func anUnknownOptionListsTheDeclaredOnesByName() throws {
        let expected = "unknown option \"--nope\" for try; expected one of: --count, --loud, -o/--output"
        #expect(error(["--nope"])?.message == expected)
        #expect(error(["--nope"])?.code == .usage)
        #expect(error(["-x"])?.message == expected.replacingOccurrences(of: "--nope", with: "-x"))
        #expect(error(["--loudly"]) != nil, "a flag's name is matched whole")
        #expect(error(["--o", "x"]) != nil, "a one-letter name is spelled with one dash")
    }

    @Test func anOptionWithoutItsValueNamesTheCommandsHelp() {
        #expect(error(["--count"])?.message == "option \"--count\" needs a value; run widget-render try --help")
        #expect(error(["--count", "--loud"])?.message == "option \"--count\" needs a value; run widget-render try --help")
        #expect(error(["-o", "--count", "2"])?.message == "option \"-o\" needs a value; run widget-render try --help")
        #expect(error(["--count", "-o", "x"])?.message == "option \"--count\" needs a value; run widget-render try --help")
        #expect(error(["--loud=yes"])?.message == "flag \"--loud\" takes no value (got \"--loud=yes\"); write just --loud")
    }

    @Test func valuesAreTypedDefaultedAndTheLastOneWins() throws {
        let args = try Arguments(["a", "--count", "3", "-o", "-", "--loud", "--count=4", "--loud", "--", "--count"], command: "try", allowed: Self.options)
        #expect(try args.value(Self.count) == 4)
        #expect(args.text(Self.count) == "4")
        #expect(try args.value(CommonOptions.outputFile) == "-")
        #expect(args.has(Self.loud))
        #expect(args.positional == ["a", "--count"])
        let none = try Arguments([], command: "try", allowed: Self.options)
        #expect(try none.value(Self.count) == 7, "the declared default")
        #expect(try none.value(CommonOptions.outputFile) == nil)
        #expect(!none.has(Self.loud) && !none.isGiven(Self.count) && !none.isGiven(Self.loud))
        #expect(try Arguments(["--count", "-2"], command: "try", allowed: Self.options).text(Self.count) == "-2", "a negative number is a value")
    }

    @Test func aBadValueIsTheDeclaredUsageErrorWhenTheValueIsRead() throws {
        let args = try Arguments(["--count", "zero"], command: "try", allowed: Self.options)
        let error = #expect(throws: CommandError.self) { try args.value(Self.count) }
        #expect(error?.message == "invalid count \"zero\"; expected a positive number")
        #expect(error?.code == .usage)
    }

    @Test func anOptionInAnotherCommandsWordsKeepsItsParsing() throws {
        let renamed = Self.count.help("how many, in this command")
        #expect(renamed.declaration.help == ["how many, in this command"])
        #expect(renamed.declaration.synopsis == "--count <n>")
        let args = try Arguments(["--count", "5"], command: "try", allowed: [renamed])
        #expect(try args.value(Self.count) == 5, "read through either, it is the same option")
    }

    @Test func helpPutsEachOptionInItsColumn() {
        #expect(HelpText.lines(of: Self.count.declaration) == "  --count <n>              how many")
        let two = Flag("two", help: "first line", "second line").declaration
        #expect(HelpText.lines(of: two) == "  --two                    first line\n" + String(repeating: " ", count: 27) + "second line")
        let long = Option("a-very-long-option-name", value: "<value>", help: "what it is").declaration
        #expect(HelpText.lines(of: long) == "  --a-very-long-option-name <value>\n" + String(repeating: " ", count: 27) + "what it is")
    }

    /// Every command that has help shows every option it declares, each line of that option's
    /// help included; the hidden worker command is in neither the overview nor `help`.
    @Test func everyDeclaredOptionOfEveryCommandIsInItsHelp() {
        let commands = WidgetRenderCommand(widgets: [], out: { _ in }, err: { _ in }).commands.map(\.declaration)
        #expect(commands.count == 10)
        for command in commands where !command.isHidden {
            let lines = command.help.split(separator: "\n").map(String.init)
            #expect(lines.first == "usage: widget-render \(command.usage)")
            for option in command.options.map(\.declaration) {
                #expect(lines.contains { $0.hasPrefix("  \(option.synopsis) ") }, "\(command.name): \(option.synopsis)")
                for line in option.help { #expect(lines.contains { $0.hasSuffix(line) }, "\(command.name): \(line)") }
            }
            #expect(command.options.isEmpty == !lines.contains("options:"), "\(command.name)")
        }
        let overview = HelpText.overview(commands)
        for command in commands {
            let listed = command.isHidden ? overview.contains(command.name) : overview.contains("\n  \(command.synopsis) ")
            #expect(listed != command.isHidden, "\(command.name)")
        }
    }

    @Test func eachCommandDeclaresEachNameOnce() {
        for command in WidgetRenderCommand(widgets: [], out: { _ in }, err: { _ in }).commands.map(\.declaration) {
            let names = command.options.map(\.declaration.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
            let shorts = command.options.compactMap(\.declaration.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name): \(shorts)")
        }
    }

    /// The tool prints each command's declared help for `help <command>` and `<command> --help`.
    @Test func theToolPrintsTheDeclaredHelp() throws {
        for command in WidgetRenderCommand(widgets: [], out: { _ in }, err: { _ in }).commands.map(\.declaration) where !command.isHidden {
            let help = try CLIRunner.run(["help", command.name])
            #expect(help.exitCode == 0 && help.stderr.isEmpty, "\(command.name)")
            #expect(help.stdout == command.help + "\n", "\(command.name)")
            #expect(try CLIRunner.run([command.name, "--help"]).stdout == help.stdout, "\(command.name)")
        }
    }

    @Test func theSheetHelpReadsAsWrittenByHand() {
        #expect(
            SheetCommand.help == """
                usage: widget-render sheet (<widget>… | --all) --output <dir> [options]

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

                options:
                  -o, --output <dir>       the folder to write into (required)
                  --all                    every widget, Live Activity and control of the catalog
                  --device <device>        default: iPhone6_1 (systemExtraLarge is shown on iPad11)
                  --looks <looks>          standard (default: full colour light and dark, accented,
                                           vibrant) or every: a column for each place and look, each
                                           family only where its place shows it
                  --references <dir>       a folder of earlier sheets (e.g. committed ones): each sheet
                                           of the same name there is copied beside it, compared cell by
                                           cell, and shown beside each cell on the review page with a diff
                  --scale <n>              pixels per point of the sheets and every cell (default: 2; 3 draws
                                           the cells at most iPhones' own scale, pixel for pixel)
                  --jobs <n>               how many sheets are drawn at once, each in its own process
                                           (one sheet: how many of its cells, on threads; default: the
                                           number of processors)
                  --shard <i>/<n>          only part i of n of the widgets (sorted by name, from 1); each
                                           part writes its own index.html
                  --state <name|JSON>      a Live Activity's content state for its sheet: a sample's name
                                           (default: the first) or the state as JSON; each Live Activity
                                           named must know the name
                  --quiet                  no progress on standard error
                  --json                   print the files and their diagnostics as one JSON object
                """)
    }
}
