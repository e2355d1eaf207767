internal import CWidgetRender
import Foundation

/// A C library opened while the process runs (`dlopen`), not linked: for the libraries only
/// some renders need, whose loading would otherwise be paid by every process at start-up.
///
/// A library is opened once per process and never closed (its functions are kept in statics).
struct SharedLibrary: @unchecked Sendable {
    // @unchecked: the handle is only passed to `dlsym`, which is thread-safe.
    private let handle: UnsafeMutableRawPointer

    /// The file name the library was opened by.
    let name: String

    /// Opens the first of `names` that the dynamic loader finds.
    ///
    /// - Parameters:
    ///   - names: The library's file names (its soname on Linux first).
    ///   - purpose: What the library is for, in the message when it cannot be opened.
    ///   - package: The package that installs it, in that message.
    /// - Throws: ``WidgetRenderError`` naming the library, the loader's reason and the package.
    init(_ names: [String], purpose: String, package: String) throws {
        var reasons: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                self.name = name
                return
            }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found")
        }
        throw WidgetRenderError(
            "\(purpose) need \(names[0]), which cannot be opened (\(reasons.joined(separator: "; "))); "
                + "install \(package) (make deps does)"
        )
    }

    /// The function `symbol` of the library, as the C function-pointer type `F`.
    ///
    /// - Throws: ``WidgetRenderError`` when the library has no such function (a version too
    ///   old).
    func function<F>(_ symbol: String, as type: F.Type = F.self) throws -> F {
        guard let address = dlsym(handle, symbol) else {
            throw WidgetRenderError("\(name) has no function \(symbol); install a newer version of it")
        }
        return unsafeBitCast(address, to: F.self)
    }

    /// What `load` makes (a library's function table), or the error it throws as a
    /// ``WidgetRenderError``: for the function tables kept in statics, opened once.
    static func loading<T>(_ load: () throws -> T) -> Result<T, WidgetRenderError> {
        Result(catching: load).mapError { $0 as? WidgetRenderError ?? WidgetRenderError("\($0)") }
    }
}
