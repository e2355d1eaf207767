#if !WIDGET_RENDER_NO_HOST_LIBRARIES  // see HostLibraries.swift
    import SwiftSyntax
    import SwiftSyntaxMacros

    /// Expands `#Preview(...) { ... }` into a registration the renderer finds at run time.
    ///
    /// Every form (a view, a widget with a timeline, an intent or a timeline provider, a Live
    /// Activity) expands the same way: a uniquely named enum conforming to
    /// `WidgetCore._PreviewRegistration` whose `_makePreview()` calls the `WidgetCore.Preview`
    /// initializer with the macro's own arguments and trailing closures, after the source location.
    /// The initializers mirror the macro signatures, so the type checker picks the form and applies
    /// the same result builders; nothing here needs to know which form it is.
    ///
    /// Decision: the enum and its function are `public`. Nothing refers to an internal one, so an
    /// optimised build (`-c release`) removed it, conformance record and all, and the release
    /// `widget-render previews` found none; a public one must stay for other modules. (`#Preview`
    /// stands at the top level of a file or type, where `public` is allowed.)
    ///
    /// ```swift
    /// #Preview("Small", as: .systemSmall) { StepsWidget() } timeline: { StepsEntry.sample }
    /// // becomes
    /// public enum $s…PreviewfMu_: WidgetCore._PreviewRegistration {
    ///     public static func _makePreview() -> WidgetCore.Preview {
    ///         WidgetCore.Preview(_location: WidgetCore.PreviewLocation(fileID: "Gallery/Steps.swift",
    ///             filePath: "/…/Steps.swift", line: 40, column: 1), "Small", as: .systemSmall) {
    ///             StepsWidget() } timeline: { StepsEntry.sample }
    ///     }
    /// }
    /// ```
    public struct PreviewMacro: DeclarationMacro {
        public static func expansion(
            of node: some FreestandingMacroExpansionSyntax,
            in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
            let name = context.makeUniqueName("Preview")
            let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
            let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
            let location: ExprSyntax
            if let fileID, let filePath {
                location = "WidgetCore.PreviewLocation(fileID: \(fileID.file), filePath: \(filePath.file), line: \(fileID.line), column: \(fileID.column))"
            } else {
                location = "WidgetCore.PreviewLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)"
            }

            var arguments = Array(node.arguments)
            if var last = arguments.last, last.trailingComma == nil {
                last.trailingComma = .commaToken()
                arguments[arguments.count - 1] = last
            }
            let locationArgument = LabeledExprSyntax(
                label: .identifier("_location"), colon: .colonToken(), expression: location,
                trailingComma: arguments.isEmpty ? nil : .commaToken()
            )
            var list = LabeledExprListSyntax([locationArgument] + arguments.map { $0.with(\.leadingTrivia, .space) })
            if var last = list.last, last.trailingComma != nil {
                last.trailingComma = nil
                list = LabeledExprListSyntax(Array(list.dropLast()) + [last])
            }
            let call = FunctionCallExprSyntax(
                calledExpression: ExprSyntax("WidgetCore.Preview"),
                leftParen: .leftParenToken(),
                arguments: list,
                rightParen: .rightParenToken(),
                trailingClosure: node.trailingClosure?.with(\.leadingTrivia, .space),
                additionalTrailingClosures: node.additionalTrailingClosures
            )
            return [
                """
                public enum \(name): WidgetCore._PreviewRegistration {
                    public static func _makePreview() -> WidgetCore.Preview {
                        \(call)
                    }
                }
                """
            ]
        }
    }
#endif
