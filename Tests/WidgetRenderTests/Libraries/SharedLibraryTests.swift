import Foundation
import Testing

@testable import WidgetRender

/// The libraries opened at run time: a missing one, or a missing function, is an error that
/// names the library, the loader's reason and the package to install; the real ones open.
@Suite struct SharedLibraryTests {
    @Test func aMissingLibraryNamesItselfTheReasonAndThePackage() {
        do {
            _ = try SharedLibrary(["libwidget-render-missing.so.9"], purpose: "Test images", package: "widget-render-missing (Debian: libwidget-render-missing9)")
            Issue.record("a missing library opened")
        } catch let error as WidgetRenderError {
            #expect(error.message.hasPrefix("Test images need libwidget-render-missing.so.9, which cannot be opened ("))
            #expect(error.message.contains("cannot open shared object file"), "the loader's reason: \(error.message)")
            #expect(error.message.hasSuffix("install widget-render-missing (Debian: libwidget-render-missing9) (make deps does)"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aMissingFunctionIsAnError() throws {
        #if os(Linux)
            let library = try SharedLibrary(["libc.so.6"], purpose: "C", package: "libc6")
            #expect(throws: WidgetRenderError.self) { try library.function("widget_render_no_such_function", as: UnsafeRawPointer.self) }
            let strlen: @convention(c) (UnsafePointer<CChar>) -> Int = try library.function("strlen")
            #expect(strlen("widget") == 6)
        #endif
    }

    @Test func librsvgAndGdkPixbufOpen() throws {
        _ = try Librsvg.shared()
        _ = try GdkPixbuf.shared()
    }
}
