import LayoutServer
import LogReader

/// The log reader's explanation in the form the page shows.
enum LogExplanations {
    /// Explains a pasted log for the page: the text `explain` prints and one picture per log.
    @Sendable static func payload(_ log: String) -> ExplainPayload {
        let report = LogExplainer.explain(log)
        return ExplainPayload(text: report.text(), svgs: report.logs.indices.compactMap { report.svg(log: $0) })
    }
}
