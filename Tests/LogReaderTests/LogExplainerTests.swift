import Foundation
import TestSupport
import Testing

@testable import LogReader

/// Logs written for these tests in the forms UIKit printed them (spec diagnostics.md §2), with copy quirks.
enum Logs {
    static let advice = UIKitText.unsatisfiableAdvice
    static let footer = UIKitText.unsatisfiableFooter

    /// A self-sizing cell whose content is taller than the row (iOS 13+, Xcode's prefix and a timestamp): the
    /// bundled example log.
    static let cell: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Logs/CellTallerThanRow.log")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Apple's guide's OK button, 20 and 29 points from the trailing edge, in the iOS 8 form: one advice line,
    /// the Note always present, `(Names: …)`, no activity marker.
    static let okButton = """
        Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
            "<NSLayoutConstraint:0x7ff1c0e1b0f0 H:[UIButton:0x7ff1c0d3a0a0'OK']-(20)-|   (Names: '|':UIView:0x7ff1c0d39f80 )>",
            "<NSLayoutConstraint:0x7ff1c0e1b140 H:[UIButton:0x7ff1c0d3a0a0'OK']-(29)-|   (Names: '|':UIView:0x7ff1c0d39f80 )>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x7ff1c0e1b0f0 H:[UIButton:0x7ff1c0d3a0a0'OK']-(20)-|   (Names: '|':UIView:0x7ff1c0d39f80 )>

        Break on objc_exception_throw to catch this in the debugger.
        """

    /// A width that only a negative size satisfies: one constraint in the list.
    static let negativeWidth = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \(advice)(
            "<NSLayoutConstraint:0x6000022e0aa0 UIView:0x7fd6b0c0b3d0.width == - 16   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x6000022e0aa0 UIView:0x7fd6b0c0b3d0.width == - 16   (active)>

        \(footer)
        """

    /// A view with its autoresizing mask translated, pinned with insets wider than the superview: the
    /// arithmetic needs the hidden `width >= 0`. Tabs copied as spaces, trailing spaces, one description
    /// wrapped over two lines.
    static let autoresizing = """
        Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.    
            Try this:    
        (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)    
        (
            "<NSAutoresizingMaskLayoutConstraint:0x600003220d20 h=--& v=--& MyApp.Card:0x7fcdaff03e10.width == 30   (active)>",   
            "<NSLayoutConstraint:0x600003221040 H:|-(20)-[UILabel:0x7fcdaff04000'Title']   (active, names: '|':MyApp.Card:0x7fcdaff03e10 )>",
            "<NSLayoutConstraint:0x600003221090 H:[UILabel:0x7fcdaff04000'Title']-(20)-|
                (active, names: '|':MyApp.Card:0x7fcdaff03e10 )>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600003221090 H:[UILabel:0x7fcdaff04000'Title']-(20)-|   (active, names: '|':MyApp.Card:0x7fcdaff03e10 )>
        """
}

@Suite("Explaining console logs")
struct LogExplainerTests {
    @Test("a cell taller than its row: the sum, the row's height, the break, the fix")
    func cell() throws {
        let report = LogExplainer.explain(Logs.cell)
        #expect(report.problems.isEmpty)
        let e = try #require(report.logs.first)
        #expect(e.log.isComplete && e.log.listed.count == 4 && e.log.brokenIndex == 0)
        #expect(e.items.map(\.name) == ["imageView", "cellContentView"])
        #expect(
            e.equations == [
                "imageView.height == 100",
                "imageView.top == cellContentView.top + 8",
                "cellContentView.bottom == imageView.bottom + 8",
                "cellContentView.height == 44",
            ])
        #expect(e.conflict == [0, 1, 2, 3] && e.matchesUIKit)
        #expect(
            e.arithmetic == [
                "cellContentView.height = 8 + imageView.height 100 + 8 = 116 (#2, #1, #3), but #4 'UIView-Encapsulated-Layout-Height' fixes it at 44."
            ])
        let image = try #require(e.frames.first { $0.name == "imageView" })
        #expect(image.frame.height == 28 && image.open == ["x", "width"])
        #expect(e.fixes.first?.hasPrefix("The height of cellContentView comes from its table or collection view (44 here).") == true)
        #expect(e.fixes.first?.contains("lower \"imageView.height == 100\" to priority 999") == true)
        #expect(e.svg.contains("✕ 100 (broken)"))
    }

    @Test("two trailing constants for one button: the iOS 8 form, and the fix keeps one")
    func okButton() throws {
        let e = try #require(LogExplainer.explain(Logs.okButton).logs.first)
        #expect(e.log.isComplete && e.log.brokenIndex == 0)
        #expect(e.items.map(\.name) == ["view", "button'OK'"])
        #expect(e.equations == ["view.trailing == button'OK'.trailing + 20", "view.trailing == button'OK'.trailing + 29"])
        #expect(e.matchesUIKit)
        #expect(e.arithmetic == ["view.trailing − button'OK'.trailing = 29 (#2), but #1 fixes it at 20."])
        #expect(e.fixes.first == "#1 and #2 set the same distance to 20 and 29: keep one of them, or make one an inequality or optional.")
    }

    @Test("a negative width is unsatisfiable on its own, as on iOS")
    func negativeWidth() throws {
        let e = try #require(LogExplainer.explain(Logs.negativeWidth).logs.first)
        #expect(e.conflict == [0] && e.needsNegativeSize && e.matchesUIKit)
        #expect(e.arithmetic == ["#1 asks for view.width == -16, but a view's width is never negative."])
        #expect(e.fixes.contains { $0.hasPrefix("A size constant is negative: check the sign.") })
    }

    @Test("autoresizing with insets wider than the view: the hidden non-negative width, copy quirks")
    func autoresizing() throws {
        let e = try #require(LogExplainer.explain(Logs.autoresizing).logs.first)
        #expect(e.log.problems.isEmpty && e.log.listed.count == 3 && e.log.brokenIndex == 2)
        #expect(e.items.map(\.name) == ["card", "label'Title'"])
        #expect(e.conflict == [0, 1, 2] && e.matchesUIKit && e.needsNegativeSize)
        #expect(
            e.arithmetic == [
                "card.width ≥ 20 + 0 (label'Title'.width ≥ 0) + 20 = 40 (#2, #3), but #1 fixes it at 30. A view's width and height are never negative."
            ])
        #expect(
            e.fixes.first
                == "Set translatesAutoresizingMaskIntoConstraints = false on card: its frame and autoresizing mask became the NSAutoresizingMaskLayoutConstraints listed, and they fight the constraints you added."
        )
    }

    @Test("several logs in one paste, other output between them, an unreadable entry reported with its place")
    func severalLogs() throws {
        let broken = Logs.okButton.replacingOccurrences(
            of: "H:[UIButton:0x7ff1c0d3a0a0'OK']-(29)-|", with: "UIButton:0x7ff1c0d3a0a0.trailing ?? 29")
        let paste = "App launched\n" + Logs.cell + "\nsome other output\n" + broken
        let report = LogExplainer.explain(paste)
        #expect(report.logs.count == 2)
        #expect(report.logs[0].log.isComplete)
        let problems = report.logs[1].log.problems
        #expect(problems.count == 1)
        #expect(problems.first?.line == 25 && problems.first?.column == 6)
        #expect(problems.first?.message.hasPrefix("expected '==', '<=' or '>='") == true)
        #expect(report.text().contains("unreadable: 25:6: expected"))
    }

    @Test("a paste without a log is an error that says so")
    func noLog() {
        let report = LogExplainer.explain("hello\nworld")
        #expect(report.logs.isEmpty)
        #expect(
            report.problems == [
                LogReadProblem(line: 1, column: 1, message: "no 'Unable to simultaneously satisfy constraints.' log found in the input")
            ])
    }

    @Test("the JSON report numbers constraints from 1 and carries the conflict and the break")
    func json() throws {
        let json = LogExplainer.explain(Logs.cell).json()
        #expect(json.contains("\"conflict\" : [\n        1,\n        2,\n        3,\n        4\n      ]"))
        #expect(json.contains("\"broken\" : 1"))
        #expect(json.contains("\"conflictMatchesList\" : true"))
    }
}
