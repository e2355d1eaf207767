import Foundation

/// A value and its format style, formatted when the view resolves so the render's locale,
/// time zone and frozen "now" apply instead of the process's.
struct DeferredFormat: @unchecked Sendable {
    // @unchecked: the value and style are captured immutably and only read while resolving.
    let format: (EnvironmentValues) -> FormattedText

    init<F: FormatStyle>(_ value: F.FormatInput, format style: F) where F.FormatOutput == String {
        format = { env in
            if let relative = style as? Date.RelativeFormatStyle, let date = value as? Date {
                return RelativeDateFormatting.format(date, style: relative, env: env)
            }
            if let localizable = style as? any EnvironmentLocalizableFormat, let localized = localizable.localized(for: env) as? F {
                return FormattedText(string: localized.format(value), problem: nil)
            }
            return FormattedText(
                string: style.format(value),
                problem: "format style \(F.self) is formatted with the process's locale, time zone and clock, not the render's; use a number, percent, currency, date, interval, list or measurement style"
            )
        }
    }
}

/// A formatted value and, when it could not follow the render's settings, why.
struct FormattedText {
    let string: String
    let problem: String?
}
