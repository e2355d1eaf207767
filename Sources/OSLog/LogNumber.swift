import Foundation

/// printf-style number formatting, in the POSIX locale whatever the process's.
enum LogNumber {
    static func format(_ spec: String, _ value: Double) -> String {
        String(format: spec, locale: nil, value)
    }
}
