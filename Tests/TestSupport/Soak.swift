import Foundation

/// How much a soak test runs (random operations, large differential runs, large hierarchies, many seeds):
/// a short run by default, so the suite stays fast, and the full run with `SOAK=1 swift test`.
public enum Soak {
    /// Whether the full run was asked for (`SOAK=1`).
    public static let isFull: Bool = {
        let value = ProcessInfo.processInfo.environment["SOAK"] ?? ""
        return !value.isEmpty && value != "0"
    }()

    /// `short` by default, `full` under `SOAK=1`.
    public static func amount<T>(short: T, full: T) -> T {
        isFull ? full : short
    }

    /// A setting of one soak test from the environment (e.g. `DIFFERENTIAL_SYSTEMS=100000`), nil when unset.
    public static func setting(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
