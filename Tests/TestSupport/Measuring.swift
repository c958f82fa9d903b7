import Foundation

/// Seconds taken by `body` (the benchmarks' clock).
public func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// Peak resident memory of this process in KiB: `VmHWM` of /proc/self/status (getrusage's maxrss would
/// include the parent's memory at fork on Linux); 0 where there is no /proc.
public func peakResidentKiB() -> Int { processStatusKiB("VmHWM:") }

/// Resident memory of this process now, in KiB: `VmRSS` of /proc/self/status; 0 where there is no /proc.
public func residentKiB() -> Int { processStatusKiB("VmRSS:") }

/// The figure of one `key:` line of /proc/self/status.
private func processStatusKiB(_ key: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
