#if !WIDGET_RENDER_NO_HOST_LIBRARIES  // see HostLibraries.swift
    import SwiftSyntax
    import SwiftSyntaxMacros

    /// The implementation of the `#Preview` overloads that take a control (`ControlWidget`):
    /// nothing.
    ///
    /// Apple has no `#Preview` for a control, so those overloads are declared unavailable, and
    /// the compiler's error on any use of them ("'Preview(_:body:)' is unavailable: Apple's
    /// #Preview has no form for a ControlWidget; render a control with …") fails the build.
    /// The compiler expands a macro even when its use is an error; an expansion into the
    /// widget form (``PreviewMacro``) would add a second error about `Widget` that hides the
    /// first, so this one adds no declaration and no diagnostic of its own.
    public struct ControlPreviewMacro: DeclarationMacro {
        public static func expansion(
            of node: some FreestandingMacroExpansionSyntax,
            in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
            []
        }
    }
#endif
