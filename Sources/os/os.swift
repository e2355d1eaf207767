// `import os` on Linux: the logging part of Apple's `os` module (`Logger`, `OSLog`, `os_log`),
// which the OSLog module declares, so that a widget extension's files compile without an
// edit. The OSLog module's DocC says where the messages go.
@_exported import OSLog
