import Foundation

/// Builds a ``ParameterSummary``, as App Intents' `ParameterSummaryBuilder`: one `Summary`,
/// `When` or `Switch` of the intent.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary of this intent.
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary where Summary.Intent == Intent { expression }
    /// One summary.
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary where Summary.Intent == Intent { block }
}
