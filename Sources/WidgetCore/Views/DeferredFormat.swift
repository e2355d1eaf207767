import Foundation

/// A value and its format style, formatted when the view resolves so the render's locale and
/// time zone apply instead of the process's.
struct DeferredFormat: @unchecked Sendable {
    // @unchecked: the value and style are captured immutably and only read while resolving.
    let format: (EnvironmentValues) -> String

    init<F: FormatStyle>(_ value: F.FormatInput, format style: F) where F.FormatOutput == String {
        format = { env in
            let localized = (style as? any EnvironmentLocalizableFormat).flatMap { $0.localized(for: env) as? F } ?? style
            return localized.format(value)
        }
    }
}

/// A format style that can take the render's locale and time zone.
protocol EnvironmentLocalizableFormat {
    /// The style in `environment`'s locale (and time zone, for dates).
    func localized(for environment: EnvironmentValues) -> Any
}

extension IntegerFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(environment.locale) }
}

extension IntegerFormatStyle.Percent: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(environment.locale) }
}

extension FloatingPointFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(environment.locale) }
}

extension FloatingPointFormatStyle.Percent: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(environment.locale) }
}

extension Date.FormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any {
        var style = locale(environment.locale)
        style.timeZone = environment.timeZone
        return style
    }
}
