import Foundation
import TestSupport
import Testing

@testable import VisualFormat

private let names: Set<String> = [
    "a", "b", "c", "button", "textField", "purpleBox", "view", "redView", "_x1",
    "button1", "button2", "find", "findNext", "findField", "whiteBox1", "blackBox4", "redBox",
]

private func parse(
    _ f: String, _ options: VisualFormatOptions = [], metrics: [String: Any] = [:],
    noSuperview: Set<String> = []
) throws -> VisualFormatLayout {
    try VisualFormatParser.parse(
        f, options: options, metrics: metrics, viewNames: names,
        hasSuperview: { !noSuperview.contains($0) })
}

private func error(
    _ f: String, _ options: VisualFormatOptions = [], metrics: [String: Any] = [:],
    noSuperview: Set<String> = []
) -> VisualFormatError? {
    do {
        _ = try parse(f, options, metrics: metrics, noSuperview: noSuperview)
        return nil
    } catch let e as VisualFormatError {
        return e
    } catch {
        return nil
    }
}

private func p(_ rel: VisualFormatRelation = .equal, _ v: Double, _ prio: Double? = nil) -> VisualFormatPredicate {
    VisualFormatPredicate(rel, .number(v), priority: prio.map { .number($0) })
}

@Suite struct VisualFormatParseTests {
    @Test func orientationPrefixes() throws {
        #expect(try parse("[a]").orientation == .horizontal)
        #expect(try parse("H:[a]").orientation == .horizontal)
        #expect(try parse("V:[a]").orientation == .vertical)
        #expect(try parse("V:[a]") == VisualFormatLayout(orientation: .vertical, views: [VisualFormatView("a")]))
    }

    @Test func connectionsOfEveryKind() throws {
        #expect(
            try parse("[button]-[textField]")
                == VisualFormatLayout(
                    views: [VisualFormatView("button"), VisualFormatView("textField")], connections: [.standard]))
        #expect(try parse("[a][b]").connections == [.flush])
        #expect(try parse("V:[a]-10-[b]").connections == [.predicates([p(.equal, 10)])])
        #expect(try parse("[a]-(>=8@750)-[b]").connections == [.predicates([p(.greaterThanOrEqual, 8, 750)])])
        #expect(try parse("[a]->=8@750-[b]").connections == [.predicates([p(.greaterThanOrEqual, 8, 750)])])
        #expect(
            try parse("[a]-(>=8,<=20)-[b]").connections
                == [.predicates([p(.greaterThanOrEqual, 8), p(.lessThanOrEqual, 20)])])
        #expect(try parse("[a]-(-8)-[b]").connections == [.predicates([p(.equal, -8)])])
        #expect(try parse("[a]-(==0)-[b]").connections == [.predicates([p(.equal, 0)])])
    }

    @Test func superviewEdges() throws {
        let l = try parse("|-50-[purpleBox]-50-|")
        #expect(
            l
                == VisualFormatLayout(
                    leadingSuperviewConnection: .predicates([p(.equal, 50)]),
                    views: [VisualFormatView("purpleBox")],
                    trailingSuperviewConnection: .predicates([p(.equal, 50)])))
        let m = try parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(m.leadingSuperviewConnection == .standard)
        #expect(m.trailingSuperviewConnection == .standard)
        #expect(m.connections == [.standard, .standard])
        #expect(m.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(m.views[2].predicates == [p(.greaterThanOrEqual, 20)])
        #expect(try parse("V:|[a]|").leadingSuperviewConnection == .flush)
        #expect(try parse("V:|[a]|").trailingSuperviewConnection == .flush)
        #expect(try parse("H:|-(>=8@750)-[view]").leadingSuperviewConnection == .predicates([p(.greaterThanOrEqual, 8, 750)]))
    }

    @Test func viewPredicates() throws {
        #expect(try parse("[button(>=50)]").views == [VisualFormatView("button", [p(.greaterThanOrEqual, 50)])])
        #expect(try parse("[button(100@20)]").views[0].predicates == [p(.equal, 100, 20)])
        #expect(try parse("[button1(==button2)]").views[0].predicates == [VisualFormatPredicate(.equal, .view("button2"))])
        #expect(
            try parse("[a(>=b@750)]").views[0].predicates
                == [VisualFormatPredicate(.greaterThanOrEqual, .view("b"), priority: .number(750))])
        #expect(
            try parse("[button(>=50,<=100@20)]").views[0].predicates
                == [p(.greaterThanOrEqual, 50), p(.lessThanOrEqual, 100, 20)])
        #expect(try parse("[a(-8)]").views[0].predicates == [p(.equal, -8)])
        #expect(try parse("[_x1]").views == [VisualFormatView("_x1")])
    }

    @Test func metricsByNameForConstantsAndPriorities() throws {
        let metrics: [String: Any] = ["pad": 12, "high": Float(750), "w": CGFloat(44.5), "n": NSNumber(value: 3), "a": 99.0]
        let l = try parse("|-pad-[a(w@high)]-(>=n@high)-[b]", metrics: metrics)
        #expect(l.leadingSuperviewConnection == .predicates([VisualFormatPredicate(.equal, .metric("pad", 12))]))
        #expect(l.views[0].predicates == [VisualFormatPredicate(.equal, .metric("w", 44.5), priority: .metric("high", 750))])
        #expect(
            l.connections == [.predicates([VisualFormatPredicate(.greaterThanOrEqual, .metric("n", 3), priority: .metric("high", 750))])])
        // A name in both dictionaries is a metric.
        #expect(try parse("[b(a)]", metrics: metrics).views[0].predicates == [VisualFormatPredicate(.equal, .metric("a", 99))])
    }

    @Test func numbersAsStrtodReadsThem() throws {
        func constant(_ text: String) throws -> Double? {
            guard case .predicates(let ps) = try parse("[a]-(\(text))-[b]").connections[0] else { return nil }
            return ps[0].object.value
        }
        #expect(try constant("8") == 8)
        #expect(try constant("8.5") == 8.5)
        #expect(try constant("-3") == -3)
        #expect(try constant("1e2") == 100)
        #expect(try constant("0x10") == 16)
        #expect(try constant("1.") == 1)
        #expect(try constant("-.5") == -0.5)
        #expect(try constant("2E-1") == 0.2)
    }

    @Test func exponentWithoutDigitsStopsBeforeE() {
        // strtod reads "1", then "e" is not a '-': Apple says "Expected a '-' here" at the e.
        #expect(error("[a]-1e-[b]") == VisualFormatError(message: VisualFormatMessage.expectedDash, format: "[a]-1e-[b]", caretIndex: 5))
    }

    @Test func singleViewAndRepeatedView() throws {
        #expect(try parse("[a]").views.count == 1)
        #expect(try parse("[a]-[a]").views.map(\.name) == ["a", "a"])
    }

    @Test func optionsValidOnTheOtherAxis() throws {
        #expect(try parse("H:[a][b]", .alignAllTop).views.count == 2)
        #expect(try parse("V:[a][b]", [.alignAllLeading, .alignAllCenterX]).views.count == 2)
        #expect(try parse("V:[a]-[b]", .spacingBaselineToBaseline).views.count == 2)
        // One view: no validation.
        #expect(try parse("H:[a]", .alignAllLeading).views.count == 1)
        #expect(try parse("[a][b]", .alignAllBaseline).views.count == 2)
    }

    @Test func optionBits() {
        #expect(VisualFormatOptions.alignAllLeft.rawValue == 2)
        #expect(VisualFormatOptions.alignAllCenterX.rawValue == 512)
        #expect(VisualFormatOptions.alignAllFirstBaseline.rawValue == 4096)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 131072)
        #expect(VisualFormatOptions.spacingBaselineToBaseline.rawValue == 524288)
        #expect(VisualFormatOptions([]).direction == .leadingToTrailing)
        #expect(VisualFormatOptions.directionLeftToRight.direction == .leftToRight)
        #expect(VisualFormatOptions.directionRightToLeft.direction == .rightToLeft)
        #expect(VisualFormatOptions.directionMask.direction == .leftToRight)
        #expect(VisualFormatOptions([.alignAllCenterY, .alignAllTop]).alignmentAttributeRawValues == [3, 10])
    }
}

/// Every error message with its caret position.
@Suite struct VisualFormatErrorTests {
    static let cases: [(String, String, Int?)] = [
        ("H|[a]", VisualFormatMessage.expectedColonAfterH, 1),
        ("V|[backgroundBox]|", VisualFormatMessage.expectedColonAfterV, 1),
        ("V", VisualFormatMessage.expectedColonAfterV, 1),
        ("|", VisualFormatMessage.expectedConnectionAfterBar, 1),
        ("H:|", VisualFormatMessage.expectedConnectionAfterBar, 3),
        ("H:|-10-|", VisualFormatMessage.expectedView, 7),
        ("[", VisualFormatMessage.expectedView, 1),
        ("h:[a]", VisualFormatMessage.expectedView, 0),
        ("H: |[a]|", VisualFormatMessage.expectedView, 2),
        ("H:", VisualFormatMessage.expectedView, 2),
        ("|x", VisualFormatMessage.expectedView, 1),
        ("[1a]", VisualFormatMessage.badViewName, 1),
        ("[ a]", VisualFormatMessage.badViewName, 1),
        ("[zz]", VisualFormatMessage.notAKey("zz"), 3),
        ("[a]-[self.arrows]", "self is not a key in the views dictionary.", 9),
        ("[a-", VisualFormatMessage.expectedCloseBracket, 2),
        ("[a b]", VisualFormatMessage.expectedCloseBracket, 2),
        ("|-0-[redView-0-|", VisualFormatMessage.expectedCloseBracket, 12),
        ("[a", VisualFormatMessage.ranOutInView, 2),
        ("[a(", VisualFormatMessage.ranOutInView, 3),
        ("[a(8", VisualFormatMessage.ranOutInView, 4),
        ("[a(8,", VisualFormatMessage.ranOutInView, 5),
        ("[a(8]", VisualFormatMessage.thicknessPredicateEnd, 4),
        ("|[whiteBox1][blackBox4(blackWidth][redBox]|", VisualFormatMessage.unknownMetric("blackWidth"), 33),
        ("[a(8)", VisualFormatMessage.expectedBracketAfterThickness, 5),
        ("[a(8)x", VisualFormatMessage.expectedBracketAfterThickness, 5),
        ("[a]x", VisualFormatMessage.expectedViewOrBar, 3),
        ("[a]-8-x", VisualFormatMessage.expectedViewOrBar, 6),
        ("[a]|x", VisualFormatMessage.expectedEnd, 4),
        ("[a]|[b]", VisualFormatMessage.expectedEnd, 4),
        ("[a]-8[b]", VisualFormatMessage.expectedDash, 5),
        ("[a]-(8)[b]", VisualFormatMessage.expectedDash, 7),
        ("[a]-8,9-[b]", VisualFormatMessage.expectedDashUseParentheses, 5),
        ("[a]-(8-[b]", VisualFormatMessage.expectedCloseParen, 6),
        ("[a]-(8", VisualFormatMessage.expectedCloseParen, 6),
        ("[a]--8-[b]", VisualFormatMessage.minusOrBar, 4),
        ("[a]-", VisualFormatMessage.expectedMoreInput, 4),
        ("[a]-8-", VisualFormatMessage.expectedMoreInput, 6),
        ("|-8-", VisualFormatMessage.expectedMoreInput, 4),
        ("V:|[blackBox4(>30)]|", VisualFormatMessage.unknownRelation, 15),
        ("[a]-(=8)-[b]", VisualFormatMessage.unknownRelation, 6),
        ("[a]-(=>8)-[b]", VisualFormatMessage.unknownRelation, 6),
        ("[a(<8)]", VisualFormatMessage.unknownRelation, 4),
        ("[a]-(.5)-[b]", VisualFormatMessage.expectedNumberOrKey, 5),
        ("[a]-(+5)-[b]", VisualFormatMessage.expectedNumberOrKey, 5),
        ("[a]- (x)-[b]", VisualFormatMessage.expectedNumberOrKey, 4),
        ("[a]-(>=", VisualFormatMessage.expectedNumberOrKey, 7),
        ("[a(>=", VisualFormatMessage.expectedNumberOrKey, 5),
        ("[a]-(8@)-[b]", VisualFormatMessage.expectedNumberOrKey, 7),
        ("[a]-(-)-[b]", VisualFormatMessage.expectedNumberOrAKey, 5),
        ("[a(-x)]", VisualFormatMessage.expectedNumberOrAKey, 3),
        ("[a]-margiin-[b]", VisualFormatMessage.unknownMetric("margiin"), 11),
        ("[a(8@low)]", VisualFormatMessage.unknownMetric("low"), 8),
        ("[a]-b-[c]", VisualFormatMessage.spaceEqualToView, 5),
        ("[a]-(>=b)-[c]", VisualFormatMessage.spaceEqualToView, 8),
        ("[a]-(8@0)-[b]", "Invalid priority specified: <0>. Priority must be greater than 0", 8),
        ("[a(8@-5)]", "Invalid priority specified: <-5>. Priority must be greater than 0", 7),
        (
            "[a]-(8@1001)-[b]",
            "Invalid priority specified: <1001>. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 11
        ),
        (
            "[a(8@1000.5)]",
            "Invalid priority specified: <1000.5>. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 11
        ),
        ("[a]-(1e999)-[b]", "NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf", 10),
        ("[a(-inf)]", "NSLayoutConstraint constant is not finite!  That's illegal.  constant:-inf", 7),
        ("[a(-nan)]", "NSLayoutConstraint constant is not finite!  That's illegal.  constant:-nan", 7),
        ("[a]-(-infinity)-[b]", "NSLayoutConstraint constant is not finite!  That's illegal.  constant:-inf", 14),
        ("", VisualFormatMessage.emptyString, nil),
        ("[é]", VisualFormatMessage.nonASCII, nil),
    ]

    @Test(arguments: 0..<cases.count) func messageAndCaret(_ index: Int) {
        let (format, message, caret) = Self.cases[index]
        #expect(error(format) == VisualFormatError(message: message, format: format, caretIndex: caret), "\(format)")
    }

    @Test func superviewMissing() {
        #expect(
            error("H:|-(>=50)-[view(100)]", noSuperview: ["view"])
                == VisualFormatError(message: VisualFormatMessage.noSuperview, format: "H:|-(>=50)-[view(100)]", caretIndex: 22))
        #expect(
            error("[a]-[b]-|", noSuperview: ["b"])
                == VisualFormatError(message: VisualFormatMessage.noSuperview, format: "[a]-[b]-|", caretIndex: 9))
        // Only the views next to a bar are checked.
        #expect(error("|[a]-[b]", noSuperview: ["b"]) == nil)
    }

    @Test func optionsOnTheLayoutsOwnAxis() {
        #expect(
            error("H:[a]-[b]-[c]", .alignAllLeading)
                == VisualFormatError(
                    message: VisualFormatMessage.horizontalAlignmentInHorizontalLayout, format: "H:[a]-[b]-[c]", caretIndex: 9))
        #expect(
            error("V:|-[a][b]", .alignAllTop)
                == VisualFormatError(message: VisualFormatMessage.verticalAlignmentInVerticalLayout, format: "V:|-[a][b]", caretIndex: 10))
        #expect(
            error("|-8-[a]", .spacingBaselineToBaseline)
                == VisualFormatError(message: VisualFormatMessage.baselineSpacingInHorizontalLayout, format: "|-8-[a]", caretIndex: 4))
        #expect(
            error("[a][b]", .spacingBaselineToBaseline)
                == VisualFormatError(message: VisualFormatMessage.baselineSpacingInHorizontalLayout, format: "[a][b]", caretIndex: 3))
    }

    @Test func metricThatIsNotANumber() {
        #expect(
            error("[a]-m-[b]", metrics: ["m": "eight"])
                == VisualFormatError(message: "Metric \"m\" is not a number", format: "[a]-m-[b]", caretIndex: 5))
    }

    @Test func reasonTextHasApplesLayout() {
        let e = error("|-0-[redView-0-|")
        #expect(
            e?.reason
                == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \n|-0-[redView-0-| \n            ^"
        )
        #expect(error("")?.reason == "Unable to parse constraint format: It's an empty string.")
        #expect(error("[ü]")?.reason == "Unable to parse constraint format: It contains non-ASCII characters.")
    }
}

/// Random and mutated strings: each parses or throws a `VisualFormatError` with a caret inside the string.
@Suite struct VisualFormatFuzzTests {
    static let seeds = [
        "H:|-[a]-(>=8@750)-[b(==c)]-|", "V:|[a(>=50,<=100@20)]-10-[b]|", "|-pad-[a]-[b(w)]-|",
        "[button]-[textField]", "H:[a]-(-8)-[c]", "V:[a]-0x10-[b]", "[a(b)][c(>=1e2@high)]",
    ]
    static let alphabet = Array("HV:|-[]()@,=<>0123456789.abcxyzpadwhigh_ -+eE\u{e9}")

    static func check(_ f: String, metrics: [String: Any]) -> Bool {
        do {
            let layout = try VisualFormatParser.parse(f, metrics: metrics, viewNames: ["a", "b", "c"])
            return layout.connections.count == layout.views.count - 1 && !layout.views.isEmpty
        } catch let e as VisualFormatError {
            guard !e.message.isEmpty, e.format == f else { return false }
            if let caret = e.caretIndex { return caret >= 0 && caret <= f.utf8.count }
            return true
        } catch {
            return false
        }
    }

    @Test func thousandsOfRandomAndMutatedStrings() {
        var rng = SeededRandom(state: 12345)
        let metrics: [String: Any] = ["pad": 8, "w": 40, "high": 750]
        var parsed = 0
        var failed = 0
        var bad: [String] = []
        let strings = Soak.amount(short: 4000, full: 20000)
        for n in 0..<strings {
            var chars: [Character]
            if n % 2 == 0 {
                chars = Array(Self.seeds[rng.next(Self.seeds.count)])
                for _ in 0..<(1 + rng.next(3)) {
                    switch rng.next(3) {
                    case 0 where !chars.isEmpty: chars.remove(at: rng.next(chars.count))
                    case 1: chars.insert(Self.alphabet[rng.next(Self.alphabet.count)], at: rng.next(chars.count + 1))
                    default: if !chars.isEmpty { chars[rng.next(chars.count)] = Self.alphabet[rng.next(Self.alphabet.count)] }
                    }
                }
            } else {
                chars = (0..<rng.next(24)).map { _ in Self.alphabet[rng.next(Self.alphabet.count)] }
            }
            let f = String(chars)
            if Self.check(f, metrics: metrics) {
                if (try? VisualFormatParser.parse(f, metrics: metrics, viewNames: ["a", "b", "c"])) != nil {
                    parsed += 1
                } else {
                    failed += 1
                }
            } else {
                bad.append(f)
            }
        }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
        #expect(parsed > strings / 66)  // some mutations keep the string valid
        #expect(failed > strings / 2)
    }
}
