import WidgetRenderResources

/// Process-wide font set-up for programs.
extension WidgetRenderer {
    /// Makes the bundled fonts fontconfig's configuration for the whole process, which makes
    /// the first render of a short-lived program faster.
    ///
    /// Pango waits for fontconfig's default initialisation, which reads the system's font
    /// configuration and caches, before the first text is shaped, even though the renderer
    /// only ever uses the bundled fonts. With the bundled fonts as the current configuration,
    /// that initialisation has nothing to do (a few milliseconds saved per process). The next
    /// renderer created uses the configuration loaded here, so the fonts are loaded once.
    ///
    /// Call it first thing in a program's `main`, before any renderer is created, and only in
    /// a program: it changes fontconfig's current configuration for every library in the
    /// process (another library that asks fontconfig for system fonts then sees only the
    /// bundled ones). Renders give the same bytes with it or without it. Calling it again does
    /// nothing.
    ///
    /// It also removes fontconfig's debugging variables (`FC_DEBUG`, `FC_DEBUG_FILE`,
    /// `FC_DBG_MATCH_FILTER`) from the process environment before fontconfig starts: with
    /// `FC_DEBUG` set, fontconfig prints to standard output, where a program may be writing
    /// an image.
    ///
    /// ```swift
    /// try WidgetRenderer.useBundledFontsAsProcessDefault()
    /// let renderer = try WidgetRenderer()   // reuses the fonts loaded above
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled fonts cannot be loaded or fontconfig
    ///   refuses the configuration.
    public static func useBundledFontsAsProcessDefault() throws {
        FontconfigEnvironment.scrub()
        guard !StartupBenchSwitches.noProcessDefaultFonts else { return }
        try FontConfiguration.installBundledAsProcessDefault()
    }
}
