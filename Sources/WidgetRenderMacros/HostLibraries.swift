// Package.swift defines WIDGET_RENDER_NO_HOST_LIBRARIES when it cannot find the toolchain's
// SwiftSyntax host libraries, so the build stops here with the fix instead of failing on an
// import.
#if WIDGET_RENDER_NO_HOST_LIBRARIES
    #error(
        "WidgetRender's #Preview macro needs the Swift toolchain's SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host, with SwiftSyntax.swiftmodule), and Package.swift could not find them. Set WIDGET_RENDER_SWIFT_HOST_LIBS to that folder, e.g. WIDGET_RENDER_SWIFT_HOST_LIBS=/opt/swift/usr/lib/swift/host swift build"
    )
#endif
