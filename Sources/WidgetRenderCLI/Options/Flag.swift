/// A boolean flag, declared once: `--name` given or not (``Arguments/has(_:)``).
struct Flag: DeclaredOption {
    let declaration: OptionDeclaration

    /// The flag `--name`.
    init(_ name: String, help: String...) {
        declaration = OptionDeclaration(name: name, short: nil, kind: .flag, help: help)
    }

    private init(_ declaration: OptionDeclaration) {
        self.declaration = declaration
    }

    /// The same flag with another help (see ``OptionDeclaration/help(_:)``).
    func help(_ lines: String...) -> Flag {
        Flag(declaration.help(lines))
    }
}
