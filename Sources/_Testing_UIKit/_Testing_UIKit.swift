// Empty on purpose. The toolchain's Swift Testing names `_Testing_UIKit` as its cross-import
// overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay), so the compiler loads a
// module of that name in every file that imports both `Testing` and `UIKit`, and fails when
// there is none. On Apple platforms it adds attachments of UIKit images; here there is nothing
// to add. The `UIKit` module depends on this one so that it is always built first.
