#if !WIDGET_RENDER_NO_HOST_LIBRARIES  // see HostLibraries.swift
    // The `#Preview` macro plugin: an executable the compiler starts and talks to over standard
    // input and output (8-byte little-endian length, then JSON), with the toolchain's own
    // SwiftSyntax host libraries and no outside package. `SwiftCompilerPlugin`, which normally
    // provides this `main`, is not shipped with the toolchain; its message handling is.
    @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

    let listener = CompilerPluginMessageListener(
        connection: try StandardIOMessageConnection(),
        provider: MacroProvider()
    )
    try listener.main()
#endif
