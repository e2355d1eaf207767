import Foundation

/// A format style that can take the render's locale (and time zone, for dates).
///
/// A style whose locale or time zone the user pinned (anything but the automatic current
/// one) keeps it; otherwise the render's values apply, as the device's do on iOS.
protocol EnvironmentLocalizableFormat {
    /// The style in `environment`'s locale and time zone.
    func localized(for environment: EnvironmentValues) -> Any
}

extension Locale {
    /// `preferred` unless this locale was pinned by the user.
    func unlessPinned(_ preferred: Locale) -> Locale { self == .autoupdatingCurrent ? preferred : self }
}

extension TimeZone {
    /// `preferred` unless this time zone was pinned by the user.
    func unlessPinned(_ preferred: TimeZone) -> TimeZone { self == .autoupdatingCurrent ? preferred : self }
}

extension IntegerFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension IntegerFormatStyle.Percent: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension IntegerFormatStyle.Currency: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension FloatingPointFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension FloatingPointFormatStyle.Percent: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension FloatingPointFormatStyle.Currency: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension Decimal.FormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension Decimal.FormatStyle.Percent: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension Decimal.FormatStyle.Currency: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}

extension Date.FormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any {
        var style = locale(locale.unlessPinned(environment.locale))
        style.timeZone = timeZone.unlessPinned(environment.timeZone)
        return style
    }
}

extension Date.IntervalFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any {
        var style = self
        style.locale = locale.unlessPinned(environment.locale)
        style.timeZone = timeZone.unlessPinned(environment.timeZone)
        return style
    }
}

extension ListFormatStyle: EnvironmentLocalizableFormat {
    func localized(for environment: EnvironmentValues) -> Any { locale(locale.unlessPinned(environment.locale)) }
}
