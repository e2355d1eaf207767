#if !WIDGET_RENDER_NO_HOST_LIBRARIES  // see HostLibraries.swift
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
    import SwiftSyntaxMacros

    /// Tells the compiler which type implements each macro this plugin declares.
    struct MacroProvider: PluginProvider {
        /// The macros of this plugin by type name, as `#externalMacro(module:type:)` names them
        /// (immutable; macro metatypes are not `Sendable`).
        nonisolated(unsafe) static let macros: [String: any Macro.Type] = [
            "PreviewMacro": PreviewMacro.self,
            "ControlPreviewMacro": ControlPreviewMacro.self,
        ]

        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            guard let macro = Self.macros[typeName] else {
                throw MacroProviderError(message: "WidgetRenderMacros has no macro \(typeName); it has \(Self.macros.keys.sorted().joined(separator: ", "))")
            }
            return macro
        }
    }

    /// A macro type the compiler asked for that this plugin does not have.
    struct MacroProviderError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
#endif
