import ArgumentParser
import Foundation
import InterfaceBuilder

/// `autolayout fidelity FILE…`: how closely our layout reproduces the frames Xcode saved in .xib and .storyboard
/// files (each laid out at the device it was designed for).
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare the frames Xcode saved in .xib/.storyboard files with ours, and count the views that agree.",
        discussion: """
            For each constrained view that Xcode did not mark misplaced or ambiguous, the saved frame is Xcode's own \
            solution at the file's device: a view agrees when every part is within 0.5 pt. Also counts views of the \
            file we did not lay out, and views our 'check' calls misplaced that Xcode did not mark (and, of those, the \
            views whose saved frame breaks a required constraint of the file: the file changed after Xcode last laid \
            it out).
            """
    )

    @Argument(help: "The .xib and .storyboard files to measure.")
    var files: [String]

    @Flag(name: .long, help: "Print only the totals, not each view that disagrees.")
    var summary = false

    func run() throws {
        var measured = 0
        var agreeing = 0
        var notLaidOut = 0
        var falseMisplaced = 0
        var staleMisplaced = 0
        var unmarked = 0
        var unreadable = 0
        var assumed = 0
        var assumedStack = 0
        var assumedSymbols = 0
        for path in files {
            let name = (path as NSString).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path),
                let report = try? IBFidelityReport.measure(data: data, file: name)
            else {
                unreadable += 1
                print("\(path): could not be read")
                continue
            }
            measured += report.measured.count
            agreeing += report.agreeing
            assumed += report.assumingSavedTextSize
            assumedStack += report.assumingSavedStackSize
            assumedSymbols += report.assumingSavedSymbolSize
            notLaidOut += report.notLaidOut.count
            falseMisplaced += report.falseMisplaced
            staleMisplaced += report.falseMisplacedOnStaleFrames
            unmarked += report.unmarked
            if summary { continue }
            print(
                "\(path): \(report.agreeing) of \(report.measured.count) agree, \(report.notLaidOut.count) not laid out, \(report.falseMisplaced) reported misplaced that Xcode did not mark"
            )
            if !report.notLaidOut.isEmpty { print("  not laid out: \(report.notLaidOut.joined(separator: ", "))") }
            let falselyMisplaced = report.rows.filter { !$0.isMarkedByXcode && $0.isReportedMisplaced && $0.agrees() }
            if !falselyMisplaced.isEmpty {
                print("  reported misplaced though within 0.5 pt: \(falselyMisplaced.map(\.id).joined(separator: ", "))")
            }
            for row in report.rows where !row.agrees() && (row.isConstrained || row.isReportedMisplaced) && !row.isMarkedByXcode {
                let ours = [row.ours.minX, row.ours.minY, row.ours.width, row.ours.height].map { format(Double($0)) }
                let saved = [row.saved.x, row.saved.y, row.saved.width, row.saved.height].map(format)
                let notes = [
                    row.isConstrained ? nil : "autoresizing", row.isReportedMisplaced ? "reported misplaced" : nil,
                    row.savedFrameBreaks.map { "saved frame breaks constraint \($0)" },
                ]
                .compactMap { $0 }
                print(
                    "  \(row.element) “\(row.name)” (\(row.id)): Xcode (\(saved.joined(separator: ", "))) ours (\(ours.joined(separator: ", "))) Δ \(format(row.difference))"
                        + (notes.isEmpty ? "" : " [\(notes.joined(separator: ", "))]")
                )
            }
        }
        func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "–" : String(format: "%.1f %%", 100 * Double(a) / Double(b)) }
        print("files: \(files.count - unreadable) read, \(unreadable) unreadable")
        print("constrained views Xcode did not mark: \(agreeing) of \(measured) agree within 0.5 pt (\(percent(agreeing, measured)))")
        print("of the measured views, text sizes taken from Xcode's saved frames (assumed): \(assumed)")
        print("of the measured views, sizes across a stack taken from Xcode's saved frames (assumed): \(assumedStack)")
        print("of the measured views, SF Symbol sizes taken from Xcode's saved frames (assumed): \(assumedSymbols)")
        print("views not laid out: \(notLaidOut)")
        print("reported misplaced that Xcode did not mark: \(falseMisplaced) of \(unmarked) (\(percent(falseMisplaced, unmarked)))")
        print("  of them, saved frames breaking a required constraint of their own file (stale): \(staleMisplaced)")
    }

    private func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
}
