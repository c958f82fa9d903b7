import LayoutServer

/// The log reader's explanation in the form the page shows.
enum LogExplanations {
    /// Explains a pasted log for the page: the text `explain` prints and one picture per log.
    @Sendable static func payload(_ log: String) -> ExplainPayload {
        ExplainPayload(text: "explain is not available in this build\n", svgs: [])
    }
}
