/// What became of one sheet of a `sheet` run: its outcome (the PNG written and its
/// diagnostics, or the failure) and, when it was written, what the review page shows of it.
struct SheetResult: Sendable {
    /// The sheet's job: its name is the file name (`weather.png`).
    var outcome: BatchOutcome
    /// The sheet on the review page; nil when it failed.
    var review: ReviewSheet?
}
