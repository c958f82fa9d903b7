import AutoLayout
import Foundation
import TestSupport
import Testing

@testable import VisualFormat

/// A hierarchy `sv` holding views a, b, c, and helpers to spell constraints as text.
private final class Fixture {
    let sv = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView(), b = UIView(), c = UIView()
    let guide = UILayoutGuide()
    var names: [ObjectIdentifier: String] = [:]

    init() {
        for (view, name) in [(a, "a"), (b, "b"), (c, "c")] {
            view.translatesAutoresizingMaskIntoConstraints = false
            sv.addSubview(view)
            names[ObjectIdentifier(view)] = name
        }
        sv.addLayoutGuide(guide)
        names[ObjectIdentifier(sv)] = "sv"
        names[ObjectIdentifier(sv.layoutMarginsGuide)] = "svm"
        names[ObjectIdentifier(guide)] = "g"
    }

    var views: [String: Any] { ["a": a, "b": b, "c": c, "g": guide] }

    func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return names[ObjectIdentifier(item)] ?? "?"
    }

    /// `first.attr REL second.attr*m + c @p` (UIKit attribute names; `*m` only when m != 1, `@p` only when != 1000).
    func text(_ k: NSLayoutConstraint) -> String {
        var s = "\(name(k.firstItem)).\(k.firstAttribute.name) \(k.relation.symbol)"
        if let second = k.secondItem {
            s += " \(name(second)).\(k.secondAttribute.name)"
            if k.multiplier != 1 { s += "*\(k.multiplier)" }
            if k.constant != 0 { s += " + \(k.constant)" }
        } else {
            s += " \(k.constant)"
        }
        if k.priority.rawValue != 1000 { s += " @\(k.priority.rawValue)" }
        return s
    }

    func make(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) throws -> [String] {
        try NSLayoutConstraint.constraints(checkingVisualFormat: format, options: options, metrics: metrics, views: views).map(text)
    }
}

@Suite struct VisualFormatConstraintTests {
    @Test func appleGuideExamples() throws {
        let f = Fixture()
        #expect(try f.make("[a]-[b]") == ["b.leading == a.trailing + 8.0"])
        #expect(try f.make("[a(>=50)]") == ["a.width >= 50.0"])
        #expect(try f.make("|-50-[a]-50-|") == ["a.leading == sv.leading + 50.0", "sv.trailing == a.trailing + 50.0"])
        #expect(try f.make("V:[a]-10-[b]") == ["b.top == a.bottom + 10.0"])
        #expect(try f.make("[a][b]") == ["b.leading == a.trailing"])
        #expect(try f.make("[a(100@20)]") == ["a.width == 100.0 @20.0"])
        #expect(try f.make("[a(==b)]") == ["a.width == b.width"])
        #expect(try f.make("[a(>=70,<=100)]") == ["a.width >= 70.0", "a.width <= 100.0"])
        #expect(
            try f.make("|-[a]-[b]-[c(>=20)]-|") == [
                "a.leading == svm.leading", "b.leading == a.trailing + 8.0", "c.leading == b.trailing + 8.0",
                "c.width >= 20.0", "svm.trailing == c.trailing",
            ])
        #expect(try f.make("H:|-(>=8@750)-[a]") == ["a.leading >= sv.leading + 8.0 @750.0"])
        #expect(try f.make("H:[a]-8-[b]", .directionRightToLeft) == ["a.left == b.right + 8.0"])
        #expect(try f.make("V:[a]-[b]", .spacingBaselineToBaseline) == ["b.firstBaseline == a.lastBaseline + 8.0"])
    }

    @Test func verticalAndSuperviewEdges() throws {
        let f = Fixture()
        #expect(try f.make("V:|[a]|") == ["a.top == sv.top", "sv.bottom == a.bottom"])
        #expect(try f.make("V:|-[a]-|") == ["a.top == svm.top", "svm.bottom == a.bottom"])
        #expect(try f.make("V:|-(>=8)-[a]-(<=4)-|") == ["a.top >= sv.top + 8.0", "sv.bottom <= a.bottom + 4.0"])
        #expect(try f.make("V:|-0-[a(40)]") == ["a.top == sv.top", "a.height == 40.0"])
    }

    @Test func directions() throws {
        let f = Fixture()
        #expect(
            try f.make("|-1-[a]-2-[b]-3-|", .directionLeftToRight)
                == ["a.left == sv.left + 1.0", "b.left == a.right + 2.0", "sv.right == b.right + 3.0"])
        #expect(
            try f.make("|-1-[a]-2-[b]-3-|", .directionRightToLeft)
                == ["sv.right == a.right + 1.0", "a.left == b.right + 2.0", "b.left == sv.left + 3.0"])
        #expect(try f.make("|-[a]-|", .directionRightToLeft) == ["svm.right == a.right", "a.left == svm.left"])
        #expect(try f.make("|-1-[a]", .directionMask) == ["a.left == sv.left + 1.0"])
        // Direction options are ignored in V:.
        #expect(try f.make("V:[a]-2-[b]", .directionRightToLeft) == ["b.top == a.bottom + 2.0"])
    }

    @Test func metricsAndMultiPredicateConnections() throws {
        let f = Fixture()
        #expect(
            try f.make("[a]-(>=pad,<=big@low)-[b(w)]", metrics: ["pad": 8, "big": 20.5, "low": 250, "w": 30])
                == ["b.leading >= a.trailing + 8.0", "b.leading <= a.trailing + 20.5 @250.0", "b.width == 30.0"])
        #expect(try f.make("[a]-(-8)-[b]") == ["b.leading == a.trailing + -8.0"])
    }

    @Test func alignmentOptions() throws {
        let f = Fixture()
        #expect(
            try f.make("[a]-[b]-[c]", [.alignAllCenterY, .alignAllTop]) == [
                "b.leading == a.trailing + 8.0", "c.leading == b.trailing + 8.0",
                "a.top == b.top", "a.centerY == b.centerY", "b.top == c.top", "b.centerY == c.centerY",
            ])
        #expect(
            try f.make("V:[a]-(>=1,<=9)-[b]", .alignAllLeading)
                == ["b.top >= a.bottom + 1.0", "b.top <= a.bottom + 9.0", "a.leading == b.leading"])
        #expect(
            try f.make("[a][b]", [.alignAllLastBaseline, .alignAllFirstBaseline, .directionRightToLeft])
                == ["a.left == b.right", "b.lastBaseline == a.lastBaseline", "b.firstBaseline == a.firstBaseline"])
        #expect(try f.make("[a]", .alignAllTop) == [])
        // Width and height bits are accepted too.
        #expect(try f.make("[a][b]", .init(rawValue: 1 << 8)) == ["b.leading == a.trailing", "a.height == b.height"])
    }

    static let alignmentCases: [(NSLayoutConstraint.FormatOptions, String, String)] = [
        (.alignAllLeft, "V:[a][b]", "left"), (.alignAllRight, "V:[a][b]", "right"),
        (.alignAllTop, "H:[a][b]", "top"), (.alignAllBottom, "H:[a][b]", "bottom"),
        (.alignAllLeading, "V:[a][b]", "leading"), (.alignAllTrailing, "V:[a][b]", "trailing"),
        (.alignAllCenterX, "V:[a][b]", "centerX"), (.alignAllCenterY, "H:[a][b]", "centerY"),
        (.alignAllLastBaseline, "H:[a][b]", "lastBaseline"), (.alignAllBaseline, "H:[a][b]", "lastBaseline"),
        (.alignAllFirstBaseline, "H:[a][b]", "firstBaseline"),
    ]

    @Test(arguments: 0..<alignmentCases.count) func everyAlignmentOption(_ n: Int) throws {
        let (option, format, attribute) = Self.alignmentCases[n]
        let f = Fixture()
        let flush = format.hasPrefix("V:") ? "b.top == a.bottom" : "b.leading == a.trailing"
        #expect(try f.make(format, option) == [flush, "a.\(attribute) == b.\(attribute)"])
        // The same option on the layout's own axis is refused after the second view.
        let other = format.hasPrefix("V:") ? "H:[a][b]" : "V:[a][b]"
        let expected =
            format.hasPrefix("V:")
            ? VisualFormatMessage.horizontalAlignmentInHorizontalLayout
            : VisualFormatMessage.verticalAlignmentInVerticalLayout
        #expect(throws: VisualFormatError(message: expected, format: other, caretIndex: 8)) {
            try f.make(other, option)
        }
    }

    @Test func defaultDirectionAndSpacingOptionsAreZero() throws {
        let f = Fixture()
        #expect(
            try f.make("|-3-[a]-4-[b]-5-|", [.directionLeadingToTrailing, .spacingEdgeToEdge])
                == ["a.leading == sv.leading + 3.0", "b.leading == a.trailing + 4.0", "sv.trailing == b.trailing + 5.0"])
        #expect(
            try f.make("V:|-3-[a][b(>=5)]-|", .spacingBaselineToBaseline)
                == ["a.top == sv.top + 3.0", "b.firstBaseline == a.lastBaseline", "b.height >= 5.0", "svm.bottom == b.bottom"])
    }

    @Test func layoutGuidesAsViews() throws {
        let f = Fixture()
        #expect(try f.make("|-10-[g(50)]-[a]") == ["g.leading == sv.leading + 10.0", "g.width == 50.0", "a.leading == g.trailing + 8.0"])
        #expect(try f.make("V:[g]-|") == ["svm.bottom == g.bottom"])
    }

    @Test func constraintsComeBackInactiveWithMultiplierOne() throws {
        let f = Fixture()
        let made = try NSLayoutConstraint.constraints(checkingVisualFormat: "|-[a]-[b(==a)]-|", metrics: nil, views: f.views)
        #expect(made.count == 4)
        #expect(made.allSatisfy { !$0.isActive && $0.multiplier == 1 })
    }

    @Test func errorsThrowAndTheUIKitCallLogsAndReturnsNothing() {
        let f = Fixture()
        #expect(throws: VisualFormatError(message: "zz is not a key in the views dictionary.", format: "[zz]", caretIndex: 3)) {
            try NSLayoutConstraint.constraints(checkingVisualFormat: "[zz]", metrics: nil, views: f.views)
        }
        let lonely = UIView()
        #expect(throws: VisualFormatError(message: VisualFormatMessage.noSuperview, format: "|[x]", caretIndex: 4)) {
            try NSLayoutConstraint.constraints(checkingVisualFormat: "|[x]", metrics: nil, views: ["x": lonely])
        }
        #expect(
            throws: VisualFormatError(
                message: "The value for \"x\" in the views dictionary is not a UIView or a UILayoutGuide",
                format: "[x]", caretIndex: nil)
        ) {
            try NSLayoutConstraint.constraints(checkingVisualFormat: "[x]", metrics: nil, views: ["x": 5])
        }
        let (result, log) = LayoutDiagnostics.collectingMessages {
            NSLayoutConstraint.constraints(withVisualFormat: "V|[a]", options: [], metrics: nil, views: f.views)
        }
        #expect(result.isEmpty)
        #expect(log == ["Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a] \n ^"])
    }

    @Test func framesAfterLayout() throws {
        let f = Fixture()
        let made =
            try NSLayoutConstraint.constraints(checkingVisualFormat: "|-[a(==b)]-[b]-|", metrics: nil, views: f.views)
            + NSLayoutConstraint.constraints(checkingVisualFormat: "V:|-20-[a(30)]", options: [], metrics: nil, views: f.views)
            + NSLayoutConstraint.constraints(checkingVisualFormat: "V:|-20-[b(40)]", options: [], metrics: nil, views: f.views)
        NSLayoutConstraint.activate(made)
        f.sv.layoutIfNeeded()
        // Margins 8: 8 + w + 8 + w + 8 = 300 → w = 138.
        #expect(f.a.frame == CGRect(x: 8, y: 20, width: 138, height: 30))
        #expect(f.b.frame == CGRect(x: 154, y: 20, width: 138, height: 40))
    }

    @Test func framesRightToLeftAndAligned() throws {
        let f = Fixture()
        let made =
            try NSLayoutConstraint.constraints(
                checkingVisualFormat: "|-10-[a(50)]-5-[b(60)]", options: [.directionRightToLeft, .alignAllCenterY],
                metrics: nil, views: f.views)
            + NSLayoutConstraint.constraints(checkingVisualFormat: "V:|-10-[a(20)]", options: [], metrics: nil, views: f.views)
            + NSLayoutConstraint.constraints(checkingVisualFormat: "V:[b(40)]", options: [], metrics: nil, views: f.views)
        NSLayoutConstraint.activate(made)
        f.sv.layoutIfNeeded()
        #expect(f.a.frame == CGRect(x: 240, y: 10, width: 50, height: 20))
        #expect(f.b.frame == CGRect(x: 175, y: 0, width: 60, height: 40))
    }
}

/// Random strings that parse are turned into constraints, activated and laid out: no crash, finite frames.
@Suite struct VisualFormatBuildFuzzTests {
    @Test func parsedStringsBuildAndLayOut() throws {
        var rng = SeededRandom(state: 99)
        let metrics: [String: Any] = ["pad": 8, "w": 40, "high": 750]
        var built = 0
        let strings = Soak.amount(short: 1000, full: 4000)
        for _ in 0..<strings {
            var chars = Array(VisualFormatFuzzTests.seeds[rng.next(VisualFormatFuzzTests.seeds.count)])
            for _ in 0..<rng.next(3) {
                let alphabet = VisualFormatFuzzTests.alphabet
                switch rng.next(3) {
                case 0 where !chars.isEmpty: chars.remove(at: rng.next(chars.count))
                case 1: chars.insert(alphabet[rng.next(alphabet.count)], at: rng.next(chars.count + 1))
                default: if !chars.isEmpty { chars[rng.next(chars.count)] = alphabet[rng.next(alphabet.count)] }
                }
            }
            let f = Fixture()
            guard
                let made = try? NSLayoutConstraint.constraints(
                    checkingVisualFormat: String(chars), options: [], metrics: metrics,
                    views: f.views)
            else { continue }
            built += 1
            _ = collectingLogs {
                NSLayoutConstraint.activate(made)
                f.sv.layoutIfNeeded()
            }
            for v in [f.a, f.b, f.c] {
                #expect(v.frame.origin.x.isFinite && v.frame.origin.y.isFinite && v.frame.width.isFinite && v.frame.height.isFinite)
            }
        }
        #expect(built > strings / 8)
    }
}
