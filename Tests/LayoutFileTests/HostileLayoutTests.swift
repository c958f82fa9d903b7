import Foundation
import Testing

@testable import LayoutFile

/// Layout files made to break the equation parser: refused with a located error, or read in linear time.
@Suite struct HostileLayoutTests {
    func error(_ text: String) -> LayoutFileError? {
        do {
            _ = try LayoutParser.parse(text, file: "h.layout")
            return nil
        } catch let e as LayoutFileError { return e } catch { return nil }
    }

    /// ~1,280 nested parentheses or ~1,960 unary minus signs overflowed the recursive parser's stack.
    @Test func deepParenthesesAndSignsAreRefused() {
        let parens = "view a\na.width == " + String(repeating: "(", count: 1280) + "1" + String(repeating: ")", count: 1280)
        #expect(error(parens)?.message == "parentheses and minus signs nested more than 100 deep")
        #expect(error(parens)?.location.line == 2)
        let minus = "view a\na.width == " + String(repeating: "-", count: 1960) + "1"
        #expect(error(minus)?.message == "parentheses and minus signs nested more than 100 deep")
        // Within the limit, nesting reads as written.
        let fine = "view a\na.width == " + String(repeating: "(", count: 90) + "-(-a.height) + 4" + String(repeating: ")", count: 90)
        #expect(error(fine) == nil)
    }

    /// A line of 20,000 terms (quadratic before: 87 s at 100,000) is read whole, each term kept in order.
    @Test func longSumsAreReadInOnePass() throws {
        var line = "a.width == 0"
        for i in 0..<20_000 { line += i % 2 == 0 ? " + a.height" : " - a.height" }
        let document = try LayoutParser.parse("view a\n" + line, file: "h.layout")
        guard case .equation(let equation, _)? = document.statements.last else {
            Issue.record("no equation read")
            return
        }
        #expect(equation.rhs.terms.count == 20_000)
        #expect(equation.rhs.terms.reduce(0) { $0 + $1.coefficient } == 0)
        #expect(equation.rhs.terms.last?.coefficient == -1)
    }
}
