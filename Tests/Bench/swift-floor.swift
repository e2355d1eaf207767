// The cold-start floor of a Swift process: `floor.c` (compiled with -DFLOOR_MAIN=floor_main)
// called from a Swift `main` that is linked as `widget-render` is (the Swift runtime and
// Foundation statically, not position-independent, the C++ runtime statically) and that
// touches Foundation once, so its start-up and exit run as they do in any Swift tool.
//
// What it takes over `floor.c` alone is what any Swift program with Foundation pays to
// start and end on this machine, before any engine code: `make bench` builds it and
// ColdStartBench reports it beside the C floor, so the report shows the least a Swift
// implementation of `widget-render render` can take.
import Foundation

@_silgen_name("floor_main")
func floorMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

// Foundation is used once, as a tool uses it to read its arguments.
let arguments = ProcessInfo.processInfo.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: swift-floor FONTS_DIR CACHE_DIR OUT.png\n".utf8))
    exit(64)
}
exit(floorMain(CommandLine.argc, CommandLine.unsafeArgv))
