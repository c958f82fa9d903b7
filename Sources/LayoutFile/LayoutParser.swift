import VisualFormat

/// Reads the text of a layout file into a `LayoutDocument` (see there for the format), checking names,
/// parents and attributes, and reporting the first problem with its line and column.
public enum LayoutParser {
    /// The attribute names accepted after `item.` in equations.
    public static let attributeNames: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// Named priorities accepted after `@` besides numbers and metrics.
    public static let priorityNames: [String: Double] = [
        "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// Parses a whole file.
    /// - Parameter file: the name used in error messages.
    public static func parse(_ text: String, file: String? = nil) throws -> LayoutDocument {
        var document = LayoutDocument()
        var declared: [String: LayoutDocument.ItemDeclaration.Kind] = [LayoutDocument.rootName: .view]
        var metricNames = Set<String>()
        func error(_ message: String, _ line: Int, _ column: Int) -> LayoutFileError {
            LayoutFileError(message, at: SourceLocation(line: line, column: column), file: file)
        }

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            var chars = Array(rawLine.replacingOccurrences(of: "\r", with: ""))
            if let hash = chars.firstIndex(of: "#") { chars = Array(chars[..<hash]) }
            let words = splitWords(chars)
            guard let first = words.first else { continue }
            let keyword = first.text

            switch keyword {
            case "size":
                guard words.count == 2, let size = LayoutSize(parsing: words[1].text) else {
                    throw error(
                        "expected 'size WIDTHxHEIGHT', for example 'size 375x667'", lineNumber, (words.count > 1 ? words[1] : first).column)
                }
                document.size = size

            case "metric":
                // metric NAME = VALUE   (also NAME=VALUE)
                let rest = words.dropFirst().map(\.text).joined(separator: " ")
                let parts = rest.split(separator: "=", maxSplits: 1).map { String($0).trimmedOf(" \t") }
                guard parts.count == 2, isName(parts[0]) else {
                    throw error("expected 'metric NAME = NUMBER'", lineNumber, words.count > 1 ? words[1].column : first.column)
                }
                guard let value = Double(parts[1]), value.isFinite else {
                    throw error(
                        "metric '\(parts[0])' needs a finite number, found '\(parts[1])'", lineNumber,
                        words.last?.column ?? first.column)
                }
                if metricNames.contains(parts[0]) {
                    throw error("metric '\(parts[0])' is declared twice", lineNumber, words[1].column)
                }
                metricNames.insert(parts[0])
                document.metrics.append(
                    .init(
                        name: parts[0], value: value,
                        location: SourceLocation(line: lineNumber, column: first.column)))

            case "view", "guide", "stack", "scroll":
                let kind: LayoutDocument.ItemDeclaration.Kind = keyword == "guide" ? .guide : .view
                guard words.count >= 2 else { throw error("expected a name after '\(keyword)'", lineNumber, first.column + keyword.count) }
                let name = words[1]
                guard isName(name.text) else {
                    throw error(
                        "'\(name.text)' is not a valid name (letters, digits and _, not starting with a digit)", lineNumber, name.column)
                }
                if declared[name.text] != nil {
                    throw error("'\(name.text)' is declared twice", lineNumber, name.column)
                }
                var item = LayoutDocument.ItemDeclaration(
                    kind: kind, name: name.text,
                    location: SourceLocation(line: lineNumber, column: name.column))
                if keyword == "stack" { item.stack = LayoutDocument.StackDeclaration() }
                if keyword == "scroll" { item.isScrollView = true }
                var k = 2
                while k < words.count {
                    let w = words[k]
                    if var stack = item.stack,
                        ["horizontal", "vertical", "relative", "distribution", "alignment", "spacing"].contains(w.text)
                    {
                        switch w.text {
                        case "horizontal", "vertical":
                            stack.vertical = w.text == "vertical"
                            k += 1
                        case "relative":
                            stack.marginsRelative = true
                            k += 1
                        case "spacing":
                            guard k + 1 < words.count, let v = Double(words[k + 1].text), v.isFinite else {
                                throw error(
                                    "expected a number after 'spacing'", lineNumber, k + 1 < words.count ? words[k + 1].column : w.column)
                            }
                            stack.spacing = v
                            k += 2
                        default:
                            let allowed =
                                w.text == "distribution"
                                ? LayoutDocument.StackDeclaration.distributions
                                : LayoutDocument.StackDeclaration.alignments
                            guard k + 1 < words.count, allowed.contains(words[k + 1].text) else {
                                throw error(
                                    "expected one of \(allowed.joined(separator: ", ")) after '\(w.text)'", lineNumber,
                                    k + 1 < words.count ? words[k + 1].column : w.column + w.text.count)
                            }
                            if w.text == "distribution" {
                                stack.distribution = words[k + 1].text
                            } else {
                                stack.alignment = words[k + 1].text
                            }
                            k += 2
                        }
                        item.stack = stack
                    } else if w.text == "hidden", kind == .view {
                        item.isHidden = true
                        k += 1
                    } else if w.text == "in" {
                        guard k + 1 < words.count else { throw error("expected a parent name after 'in'", lineNumber, w.column + 2) }
                        let parent = words[k + 1]
                        guard let parentKind = declared[parent.text] else {
                            throw error("unknown parent '\(parent.text)' (declare it on an earlier line)", lineNumber, parent.column)
                        }
                        guard parentKind == .view else {
                            throw error("'\(parent.text)' is a layout guide and cannot hold views or guides", lineNumber, parent.column)
                        }
                        item.parent = parent.text
                        k += 2
                    } else if w.text == "margins" {
                        guard kind == .view else { throw error("a guide has no margins", lineNumber, w.column) }
                        guard k + 1 < words.count, let m = Double(words[k + 1].text), m.isFinite else {
                            throw error(
                                "expected a number after 'margins'", lineNumber, k + 1 < words.count ? words[k + 1].column : w.column)
                        }
                        item.margins = m
                        k += 2
                    } else if w.text == "hugging" || w.text == "compression", kind == .view {
                        guard k + 1 < words.count else {
                            throw error(
                                "expected a priority after '\(w.text)' (one value, or horizontal,vertical)", lineNumber,
                                w.column + w.text.count)
                        }
                        let parts = words[k + 1].text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                        guard parts.count == 1 || parts.count == 2, parts.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 1000 }) else {
                            throw error(
                                "'\(words[k + 1].text)' is not a priority list: use one number or horizontal,vertical, each greater than 0 and at most 1000",
                                lineNumber, words[k + 1].column)
                        }
                        let values = parts.compactMap { $0 }
                        let pair = values.count == 1 ? [values[0], values[0]] : values
                        if w.text == "hugging" { item.hugging = pair } else { item.compression = pair }
                        k += 2
                    } else if w.text.contains("x"), kind == .view, let (iw, ih) = intrinsicSize(w.text) {
                        item.intrinsicWidth = iw
                        item.intrinsicHeight = ih
                        k += 1
                    } else {
                        let hint =
                            item.stack != nil
                            ? "'vertical', 'distribution D', 'alignment A', 'spacing N', 'relative', 'in PARENT', 'margins N' or 'hidden'"
                            : kind == .view
                                ? "'WIDTHxHEIGHT' (intrinsic size, _ for none), 'in PARENT', 'margins N', 'hugging P' or 'compression P'"
                                : "'in VIEW'"
                        throw error("unexpected '\(w.text)': expected \(hint)", lineNumber, w.column)
                    }
                }
                declared[name.text] = kind
                document.items.append(item)

            default:
                if keyword.hasPrefix("H:") || keyword.hasPrefix("V:") || keyword.hasPrefix("|") || keyword.hasPrefix("[") {
                    var options: [String] = []
                    for w in words.dropFirst() {
                        for (offset, option) in splitOptions(w.text) {
                            guard VisualFormatOptions.byName[option] != nil else {
                                throw error(
                                    "unknown format option '\(option)' (use UIKit's names, e.g. alignAllTop, directionLeftToRight)",
                                    lineNumber, w.column + offset)
                            }
                            options.append(option)
                        }
                    }
                    document.statements.append(
                        .visualFormat(
                            keyword, options: options,
                            location: SourceLocation(line: lineNumber, column: first.column)))
                } else {
                    var parser = EquationParser(
                        chars: chars, line: lineNumber, file: file,
                        metrics: Dictionary(document.metrics.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
                    let equation = try parser.parse()
                    for term in equation.lhs.terms + equation.rhs.terms {
                        guard declared[term.item] != nil else {
                            throw LayoutFileError("unknown view or guide '\(term.item)'", at: term.location, file: file)
                        }
                    }
                    document.statements.append(.equation(equation, location: SourceLocation(line: lineNumber, column: first.column)))
                }
            }
        }
        return document
    }

    static func isName(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, f == "_" || (f.isASCII && f.properties.isAlphabetic) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// `120x21`, `120x_`, `_x21` → intrinsic width and height (nil = no intrinsic metric).
    static func intrinsicSize(_ text: String) -> (Double?, Double?)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func value(_ p: Substring) -> Double?? {
            if p == "_" { return .some(nil) }
            guard let v = Double(p), v.isFinite, v >= 0 else { return nil }
            return .some(v)
        }
        guard let w = value(parts[0]), let h = value(parts[1]) else { return nil }
        return (w, h)
    }

    private struct Word {
        var text: String
        var column: Int
    }

    private static func splitWords(_ chars: [Character]) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        for (n, ch) in chars.enumerated() {
            if ch == " " || ch == "\t" {
                if !current.isEmpty {
                    words.append(Word(text: current, column: start + 1))
                    current = ""
                }
            } else {
                if current.isEmpty { start = n }
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        return words
    }

    private static func splitOptions(_ word: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        var offset = 0
        for part in word.split(separator: ",", omittingEmptySubsequences: false) {
            if !part.isEmpty { result.append((offset, String(part))) }
            offset += part.count + 1
        }
        return result
    }
}

extension String {
    fileprivate func trimmedOf(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}

/// Reads `lhs rel rhs [@priority]` where each side is a linear sum of `k * item.attr` and numbers.
struct EquationParser {
    let chars: [Character]
    let line: Int
    let file: String?
    let metrics: [String: Double]
    var i = 0
    /// How deeply parentheses and unary minus signs are nested at `i`.
    var depth = 0
    /// The deepest nesting of parentheses and signs read; deeper input is an error rather than a stack overflow.
    static let maximumNesting = 100

    init(chars: [Character], line: Int, file: String?, metrics: [String: Double]) {
        self.chars = chars
        self.line = line
        self.file = file
        self.metrics = metrics
    }

    private func error(_ message: String, at index: Int? = nil) -> LayoutFileError {
        LayoutFileError(message, at: SourceLocation(line: line, column: (index ?? i) + 1), file: file)
    }

    private mutating func skipSpaces() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }
    private var current: Character? { i < chars.count ? chars[i] : nil }

    mutating func parse() throws -> LayoutEquation {
        let lhs = try parseSum()
        skipSpaces()
        let relStart = i
        guard let c = current else {
            throw error("expected ==, <= or >= (a constraint line is 'item.attribute == expression')")
        }
        let relation: String
        if i + 1 < chars.count, chars[i + 1] == "=", c == "=" || c == "<" || c == ">" {
            relation = String([c, "="])
            i += 2
        } else {
            throw error("expected ==, <= or >= but found '\(c)'", at: relStart)
        }
        let rhs = try parseSum()
        skipSpaces()
        var priority: Double?
        if current == "@" {
            let at = i
            i += 1
            skipSpaces()
            let start = i
            while let ch = current, ch.isLetter || ch.isNumber || ch == "." || ch == "_" || ch == "-" || ch == "+" { i += 1 }
            let word = String(chars[start..<i])
            guard let value = Double(word) ?? LayoutParser.priorityNames[word] ?? metrics[word] else {
                throw error(
                    word.isEmpty ? "expected a priority after '@'" : "'\(word)' is not a priority (a number 1…1000, required, high or low)",
                    at: word.isEmpty ? at : start)
            }
            guard value > 0, value <= 1000 else {
                throw error("priority \(formatG(value)) is out of range: it must be greater than 0 and at most 1000", at: start)
            }
            priority = value
            skipSpaces()
        }
        if let c = current { throw error("unexpected '\(c)' after the constraint") }
        if lhs.terms.isEmpty && rhs.terms.isEmpty {
            throw error("a constraint needs at least one item attribute such as 'title.width'", at: 0)
        }
        return LayoutEquation(lhs: lhs, relation: relation, rhs: rhs, priority: priority)
    }

    /// sum = ["-"|"+"] product { ("+"|"-") product }
    private mutating func parseSum() throws -> LinearForm {
        skipSpaces()
        var sign = 1.0
        if current == "-" {
            sign = -1
            i += 1
        } else if current == "+" {
            i += 1
        }
        var form = try parseProduct().scaled(sign)
        while true {
            skipSpaces()
            guard let c = current, c == "+" || c == "-" else { break }
            i += 1
            // Appended in place: a line of n terms costs O(n), not O(n²).
            form.add(try parseProduct(), times: c == "-" ? -1 : 1)
        }
        return form
    }

    /// product = factor { ("*"|"/") factor }, at most one factor being an item attribute.
    private mutating func parseProduct() throws -> LinearForm {
        var form = try parseFactor()
        while true {
            skipSpaces()
            guard let c = current, c == "*" || c == "/" else { break }
            let opIndex = i
            i += 1
            let rhsStart = i
            let next = try parseFactor()
            if c == "*" {
                if form.terms.isEmpty {
                    form = next.scaled(form.constant)
                } else if next.terms.isEmpty {
                    form = form.scaled(next.constant)
                } else {
                    throw error("cannot multiply two item attributes: a constraint is linear", at: opIndex)
                }
            } else {
                guard next.terms.isEmpty else { throw error("cannot divide by an item attribute", at: rhsStart) }
                guard next.constant != 0 else { throw error("division by zero", at: opIndex) }
                form = form.scaled(1 / next.constant)
            }
        }
        return form
    }

    /// factor = number | item "." attribute | "(" sum ")" | "-" factor
    private mutating func parseFactor() throws -> LinearForm {
        skipSpaces()
        guard let c = current else { throw error("expected a number or an item attribute such as 'title.width'") }
        let start = i
        if c == "(" || c == "-" {
            depth += 1
            guard depth <= Self.maximumNesting else {
                throw error("parentheses and minus signs nested more than \(Self.maximumNesting) deep")
            }
        }
        defer { if c == "(" || c == "-" { depth -= 1 } }
        if c == "(" {
            i += 1
            let inner = try parseSum()
            skipSpaces()
            guard current == ")" else { throw error("expected ')'") }
            i += 1
            return inner
        }
        if c == "-" {
            i += 1
            return try parseFactor().scaled(-1)
        }
        if c.isNumber || c == "." {
            while let ch = current,
                ch.isNumber || ch == "." || ch == "e" || ch == "E"
                    || ((ch == "-" || ch == "+") && i > start && (chars[i - 1] == "e" || chars[i - 1] == "E"))
            { i += 1 }
            let text = String(chars[start..<i])
            guard let value = Double(text), value.isFinite else { throw error("'\(text)' is not a number", at: start) }
            return LinearForm(terms: [], constant: value)
        }
        guard c.isLetter || c == "_" else { throw error("unexpected '\(c)': expected a number or an item attribute such as 'title.width'") }
        while let ch = current, ch.isLetter || ch.isNumber || ch == "_" { i += 1 }
        let item = String(chars[start..<i])
        guard current == "." else {
            if let value = metrics[item] { return LinearForm(terms: [], constant: value) }
            throw error("'\(item)' needs an attribute: write '\(item).width', '\(item).leading', …", at: i)
        }
        i += 1
        let attrStart = i
        while let ch = current, ch.isLetter || ch.isNumber || ch == "_" { i += 1 }
        let attribute = String(chars[attrStart..<i])
        guard LayoutParser.attributeNames.contains(attribute) else {
            throw error(
                attribute.isEmpty
                    ? "expected an attribute name after '\(item).'"
                    : "unknown attribute '\(attribute)' (use left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline or a margin variant)",
                at: attrStart)
        }
        return LinearForm(
            terms: [
                .init(
                    item: item, attribute: attribute, coefficient: 1,
                    location: SourceLocation(line: line, column: start + 1))
            ], constant: 0)
    }
}

extension LinearForm {
    func scaled(_ k: Double) -> LinearForm {
        LinearForm(
            terms: terms.map {
                var t = $0
                t.coefficient *= k
                return t
            }, constant: constant * k)
    }

    /// Adds `k` × `other` to this form in place.
    mutating func add(_ other: LinearForm, times k: Double) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for var t in other.terms {
            t.coefficient *= k
            terms.append(t)
        }
        constant += k * other.constant
    }
}
