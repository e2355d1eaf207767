/// Collects the entries of a widget `#Preview`'s `timeline:` closure, as WidgetKit's
/// `PreviewTimelineBuilder`: one entry per statement, with `if`, `switch` and `for` allowed.
@resultBuilder
public enum PreviewTimelineBuilder<Entry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first part: [Entry]) -> [Entry] { part }
    public static func buildEither(second part: [Entry]) -> [Entry] { part }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Entry]) -> [Entry] { part }
}
