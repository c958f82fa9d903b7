import Foundation
import TestSupport
import Testing

@testable import LayoutFile

/// Random and mutated layout files: each one builds and lays out, or fails with a `LayoutFileError` that
/// points inside the file; nothing crashes or hangs.
@Suite struct LayoutFileFuzzTests {
    static let seedLines = [
        "view a 10x20", "view b in a", "view c _x5 in root margins 4", "guide g in a", "metric m = 3", "size 100x80",
        "H:|-m-[a]-[b(==a)]-|", "V:|[a(>=10@750)]-(m)-[c]|", "a.width == 0.5 * b.width - 4 @750", "b.height * 3 == a.height * 4",
        "c.centerX == root.centerX", "g.leading >= a.leading + 1e3", "a.top == b.bottom / 2 + m", "H:[a][b] alignAllTop",
        "c.width <= 1e300", "V:|-(-5)-[g]",
    ]
    static let alphabet = Array("ab cgmHV:|-[]()@,=<>.*/+0123456789xe_#\tinrotwdhlf")

    @Test func thousandsOfFiles() throws {
        var rng = SeededRandom(state: 777)
        var built = 0
        var rejected = 0
        for _ in 0..<Soak.amount(short: 500, full: 2000) {
            // Half the files start with the declarations unmutated, so that many of them build.
            let prelude = rng.next(2) == 0 ? Array(Self.seedLines[0..<5]).map { Array($0) } : []
            var lines =
                prelude
                + (0..<(1 + rng.next(7))).map { _ in
                    Array(Self.seedLines[prelude.isEmpty ? rng.next(Self.seedLines.count) : 5 + rng.next(Self.seedLines.count - 5)])
                }
            for _ in 0..<rng.next(3) {
                let l = prelude.count + rng.next(lines.count - prelude.count)
                switch rng.next(3) {
                case 0 where !lines[l].isEmpty: lines[l].remove(at: rng.next(lines[l].count))
                case 1: lines[l].insert(Self.alphabet[rng.next(Self.alphabet.count)], at: rng.next(lines[l].count + 1))
                default: if !lines[l].isEmpty { lines[l][rng.next(lines[l].count)] = Self.alphabet[rng.next(Self.alphabet.count)] }
                }
            }
            let text = lines.map { String($0) }.joined(separator: "\n")
            do {
                let report = try LayoutReport.make(text: text, file: "f", checkAmbiguity: rng.next(4) == 0)
                #expect(report.rows.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.size.width.isFinite })
                #expect(report.rows.first?.name == "root")
                built += 1
            } catch let error as LayoutFileError {
                #expect(error.location.line >= 1 && error.location.line <= lines.count, "\(text)")
                #expect(error.location.column >= 1 && error.location.column <= lines[error.location.line - 1].count + 2, "\(text)")
                rejected += 1
                if ProcessInfo.processInfo.environment["FUZZ_DEBUG"] != nil { print("REJ", error.message) }
            }
        }
        #expect(built > 25)
        #expect(rejected > 25)
    }
}
