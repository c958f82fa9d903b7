import Testing

@testable import LayoutFile

private func fileError(_ text: String) -> LayoutFileError? {
    do {
        _ = try LayoutParser.parse(text, file: "t.layout")
        return nil
    } catch let e as LayoutFileError { return e } catch { return nil }
}

@Suite struct LayoutParserTests {
    @Test func declarationsAndStatements() throws {
        let doc = try LayoutParser.parse(
            """
            # a comment
            size 375x667
            metric pad = 20
            view header in root   # trailing comment
            view title 120x_ in header
            view body margins 16
            guide gap in root

            H:|-pad-[title]-(>=8)-| alignAllTop,alignAllBottom directionLeftToRight
            title.width == 0.5 * header.width - 4 @750
            """)
        #expect(doc.size == LayoutSize(width: 375, height: 667))
        #expect(doc.metrics.map(\.name) == ["pad"])
        #expect(doc.metrics[0].value == 20)
        #expect(doc.items.map(\.name) == ["header", "title", "body", "gap"])
        #expect(doc.items[1].parent == "header")
        #expect(doc.items[1].intrinsicWidth == 120)
        #expect(doc.items[1].intrinsicHeight == nil)
        #expect(doc.items[2].margins == 16)
        #expect(doc.items[2].parent == "root")
        #expect(doc.items[3].kind == .guide)
        #expect(doc.statements.count == 2)
        #expect(
            doc.statements[0]
                == .visualFormat(
                    "H:|-pad-[title]-(>=8)-|",
                    options: ["alignAllTop", "alignAllBottom", "directionLeftToRight"],
                    location: SourceLocation(line: 9, column: 1)))
        guard case .equation(let eq, let loc) = doc.statements[1] else {
            Issue.record("not an equation")
            return
        }
        #expect(loc == SourceLocation(line: 10, column: 1))
        #expect(eq.relation == "==")
        #expect(eq.priority == 750)
        #expect(eq.lhs.terms.map(\.item) == ["title"])
        #expect(eq.rhs.terms.map { "\($0.item).\($0.attribute)*\($0.coefficient)" } == ["header.width*0.5"])
        #expect(eq.rhs.constant == -4)
    }

    @Test func equationArithmetic() throws {
        let doc = try LayoutParser.parse(
            """
            metric k = 3
            view a
            a.width * k == a.height * 4 + 2 * (1 + 2) - -1
            a.height / 2 >= 10 @ high
            """)
        guard case .equation(let eq, _) = doc.statements[0], case .equation(let eq2, _) = doc.statements[1] else {
            Issue.record("expected equations")
            return
        }
        #expect(eq.lhs.terms[0].coefficient == 3)
        #expect(eq.rhs.terms[0].coefficient == 4)
        #expect(eq.rhs.constant == 7)
        #expect(eq2.lhs.terms[0].coefficient == 0.5)
        #expect(eq2.relation == ">=")
        #expect(eq2.priority == 750)
    }

    static let errors: [(String, String)] = [
        (
            "view a hugging 0",
            "t.layout:1:16: error: '0' is not a priority list: use one number or horizontal,vertical, each greater than 0 and at most 1000"
        ),
        (
            "view a compression 1,2,3",
            "t.layout:1:20: error: '1,2,3' is not a priority list: use one number or horizontal,vertical, each greater than 0 and at most 1000"
        ),
        ("view a hugging", "t.layout:1:15: error: expected a priority after 'hugging' (one value, or horizontal,vertical)"),
        ("size 375by667", "t.layout:1:6: error: expected 'size WIDTHxHEIGHT', for example 'size 375x667'"),
        ("metric pad = lots", "t.layout:1:14: error: metric 'pad' needs a finite number, found 'lots'"),
        ("view a\nview a", "t.layout:2:6: error: 'a' is declared twice"),
        ("view a in nowhere", "t.layout:1:11: error: unknown parent 'nowhere' (declare it on an earlier line)"),
        ("guide g\nview a in g", "t.layout:2:11: error: 'g' is a layout guide and cannot hold views or guides"),
        ("view 1a", "t.layout:1:6: error: '1a' is not a valid name (letters, digits and _, not starting with a digit)"),
        (
            "view a big",
            "t.layout:1:8: error: unexpected 'big': expected 'WIDTHxHEIGHT' (intrinsic size, _ for none), 'in PARENT', 'margins N', 'hugging P' or 'compression P'"
        ),
        (
            "view a\nH:[a] alignAllMiddle",
            "t.layout:2:7: error: unknown format option 'alignAllMiddle' (use UIKit's names, e.g. alignAllTop, directionLeftToRight)"
        ),
        ("view a\na.width = 10", "t.layout:2:9: error: expected ==, <= or >= but found '='"),
        (
            "view a\na.wide == 10",
            "t.layout:2:3: error: unknown attribute 'wide' (use left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline or a margin variant)"
        ),
        ("view a\n  b.width == 10", "t.layout:2:3: error: unknown view or guide 'b'"),
        ("view a\na.width == a.height * a.width", "t.layout:2:21: error: cannot multiply two item attributes: a constraint is linear"),
        ("view a\na.width == 10 / 0", "t.layout:2:15: error: division by zero"),
        ("view a\na.width == 10 @1001", "t.layout:2:16: error: priority 1001 is out of range: it must be greater than 0 and at most 1000"),
        ("view a\na.width == 10 @soon", "t.layout:2:16: error: 'soon' is not a priority (a number 1…1000, required, high or low)"),
        ("view a\na.width == 10 x", "t.layout:2:15: error: unexpected 'x' after the constraint"),
        ("view a\na.width ==", "t.layout:2:11: error: expected a number or an item attribute such as 'title.width'"),
        ("view a\na == 10", "t.layout:2:2: error: 'a' needs an attribute: write 'a.width', 'a.leading', …"),
        ("10 == 20", "t.layout:1:1: error: a constraint needs at least one item attribute such as 'title.width'"),
    ]

    @Test(arguments: 0..<errors.count) func errorsNameLineAndColumn(_ n: Int) {
        #expect(fileError(Self.errors[n].0)?.description == Self.errors[n].1)
    }
}
