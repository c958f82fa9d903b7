import Foundation

/// Something in a paste that could not be read, with where it is.
public struct LogReadProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line in the paste.
    public var line: Int
    /// 1-based column in the paste.
    public var column: Int
    /// What could not be read.
    public var message: String

    /// Makes a problem.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Reads one constraint description as UIKit prints it (spec diagnostics.md §1), in every era's form:
/// `<NSLayoutConstraint:0x… ['identifier'] body [priority:P]   (active[, names: …])>`, the iOS 7–9
/// `(Names: …)` form without a marker, autoresizing (`h=--& v=--&`), content-size (`Hug:… CompressionResistance:…`),
/// Masonry's `MASLayoutConstraint` and SnapKit's `SnapKit.LayoutConstraint … @File.swift#12`.
enum DescriptionParser {
    /// The attribute names a description may print (spec §1.3), including the autoresizing ones.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "minX", "minY", "maxX", "maxY", "midX", "midY",
    ]

    /// Parses `text` (from `<` to `>`); `line`/`column` place it in the paste for messages.
    static func parse(_ text: String, line: Int, column: Int) throws -> LoggedConstraint {
        func fail(_ message: String) -> LogReadProblem {
            LogReadProblem(line: line, column: column, message: message)
        }
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        guard s.hasPrefix("<"), s.hasSuffix(">") else { throw fail("a constraint description starts with '<' and ends with '>'") }
        s = s.dropFirst().dropLast()

        // Class and address.
        guard let colon = s.firstIndex(of: ":") else { throw fail("expected 'Class:0xADDRESS' at the start of the description") }
        let className = String(s[..<colon])
        s = s[s.index(after: colon)...]
        let addressEnd = s.firstIndex(of: " ") ?? s.endIndex
        var address = String(s[..<addressEnd])
        if let at = address.firstIndex(of: "@") { address = String(address[..<at]) }  // SnapKit: 0x…@File.swift#12
        s = s[addressEnd...].drop(while: { $0 == " " })

        // Status and names at the end.
        var isActive: Bool?
        var namesText: Substring?
        if let range = s.range(of: #"\s+\((active|inactive)(, names: (.*))?\)$"#, options: .regularExpression) {
            let tail = s[range].drop(while: { $0 == " " })
            isActive = tail.hasPrefix("(active")
            if let n = tail.range(of: ", names: ") { namesText = tail[n.upperBound...].dropLast() }
            s = s[..<range.lowerBound]
        } else if let range = s.range(of: #"\s+\(Names: (.*)\)$"#, options: .regularExpression) {
            let tail = s[range]
            if let n = tail.range(of: "(Names: ") { namesText = tail[n.upperBound...].dropLast() }
            s = s[..<range.lowerBound]
        }
        // macOS / iOS 6–7 content-size suffix, and the priority.
        if let range = s.range(of: #"\s+Hug:\S+ CompressionResistance:\S+$"#, options: .regularExpression) { s = s[..<range.lowerBound] }
        var priority = 1000.0
        if let range = s.range(of: #"\s+priority:\S+$"#, options: .regularExpression) {
            let value = s[range].split(separator: ":").last.map(String.init) ?? ""
            guard let p = number(value) else { throw fail("unreadable priority '\(value)'") }
            priority = p
            s = s[..<range.lowerBound]
        }

        // Leading parts: autoresizing mask, identifier, SnapKit's source location.
        var mask: String?
        if let range = s.range(of: #"^h=\S{3} v=\S{3}\s*"#, options: .regularExpression) {
            mask = s[range].trimmingCharacters(in: .whitespaces)
            s = s[range.upperBound...]
        }
        var identifier: String?
        if s.hasPrefix("'"), let end = s.range(of: "' ", range: s.index(after: s.startIndex)..<s.endIndex) {
            identifier = String(s[s.index(after: s.startIndex)..<end.lowerBound])
            s = s[end.upperBound...].drop(while: { $0 == " " })
        }
        if s.hasPrefix("@"), let space = s.firstIndex(of: " ") { s = s[space...].drop(while: { $0 == " " }) }

        let names = parseNames(namesText.map(String.init) ?? "")
        var c = LoggedConstraint(
            line: line, column: column, source: text, className: className, address: address,
            identifier: identifier, autoresizingMask: mask, first: LoggedItem(), firstAttribute: "",
            relation: .equal, second: nil, secondAttribute: nil, multiplier: 1, constant: 0,
            priority: priority, superview: names.bar, barIsFirst: nil, isActive: isActive)
        let body = String(s).trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            try parseVisualFormat(body, into: &c, names: names, fail: fail)
        } else {
            try parseEquation(body, into: &c, names: names, fail: fail)
        }
        return c
    }

    /// The `names:` list: identifier-named items (`name_label:0x…`) and the superview bar (`'|':UIView:0x…`).
    static func parseNames(_ text: String) -> (items: [String: LoggedItem], bar: LoggedItem?) {
        var items: [String: LoggedItem] = [:]
        var bar: LoggedItem?
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        while !rest.isEmpty {
            let isBar = rest.hasPrefix("'|':")
            if isBar { rest = rest.dropFirst(4) }
            // An entry ends at ", " followed by the next entry's start (`'|':` or `name:0x`), or at the end.
            var end = rest.endIndex
            var search = rest.startIndex
            while let comma = rest.range(of: ", ", range: search..<rest.endIndex) {
                let next = rest[comma.upperBound...]
                if next.hasPrefix("'|':") || next.range(of: #"^[^\s',]+:0x[0-9a-fA-F]+"#, options: .regularExpression) != nil {
                    end = comma.lowerBound
                    break
                }
                search = comma.upperBound
            }
            let entry = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(end, offsetBy: 2)...]
            guard let item = item(entry) else { continue }
            if isBar {
                bar = item
            } else if let colon = entry.firstIndex(of: ":") {
                let id = String(entry[..<colon])
                var named = item
                named.identifier = id
                named.className = nil
                items[id] = named
            }
        }
        return (items, bar)
    }

    /// An item as printed: `Class:0xADDR['text']`, else an identifier alone.
    static func item(_ text: String) -> LoggedItem? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty else { return nil }
        if let m = t.range(of: #"^[^\s:']+:0x[0-9a-fA-F]+"#, options: .regularExpression) {
            let head = t[m]
            let colon = head.firstIndex(of: ":")!
            var item = LoggedItem(className: String(head[..<colon]), address: String(head[head.index(after: colon)...]))
            let rest = t[m.upperBound...]
            if rest.hasPrefix("'"), rest.count >= 2, rest.hasSuffix("'") { item.text = String(rest.dropFirst().dropLast()) }
            return item
        }
        return LoggedItem(identifier: t)
    }

    /// `item.attribute` split at the last dot that is followed by an attribute name.
    static func itemAttribute(_ text: Substring, names: (items: [String: LoggedItem], bar: LoggedItem?)) -> (LoggedItem, String)? {
        var search = text.endIndex
        while let dot = text[..<search].lastIndex(of: ".") {
            let attribute = String(text[text.index(after: dot)...])
            if attributes.contains(attribute), var item = item(String(text[..<dot])) {
                if item.address == nil, let id = item.identifier, let named = names.items[id] { item = named }
                return (item, attribute)
            }
            search = dot
        }
        return nil
    }

    static let numberPattern = #"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?|-?inf|nan"#

    static func number(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: " ", with: "")
        if t == "inf" { return .infinity }
        if t == "-inf" { return -.infinity }
        return Double(t)
    }

    /// `first.attr rel [[-][m*]second.attr] [± c]`, or `first.attr rel [- ]c`.
    static func parseEquation(
        _ body: String, into c: inout LoggedConstraint,
        names: (items: [String: LoggedItem], bar: LoggedItem?),
        fail: (String) -> LogReadProblem
    ) throws {
        guard let rel = body.range(of: #" (==|<=|>=) "#, options: .regularExpression) else {
            throw fail("expected '==', '<=' or '>=' in '\(excerpt(body))'")
        }
        c.relation = LoggedRelation(rawValue: body[rel].trimmingCharacters(in: .whitespaces))!
        guard let (first, attribute) = itemAttribute(body[..<rel.lowerBound], names: names) else {
            throw fail("expected 'item.attribute' before '\(c.relation.rawValue)' in '\(excerpt(body))'")
        }
        c.first = first
        c.firstAttribute = attribute
        var rhs = Substring(body[rel.upperBound...].trimmingCharacters(in: .whitespaces))
        if let whole = rhs.range(of: "^(" + numberPattern + ")$|^- (" + numberPattern + ")$", options: .regularExpression),
            whole == rhs.startIndex..<rhs.endIndex
        {
            c.constant = number(String(rhs))!
            return
        }
        if let k = rhs.range(of: #" [+-] (\#(numberPattern))$"#, options: .regularExpression) {
            let sign: Double = rhs[k].hasPrefix(" -") ? -1 : 1
            c.constant = sign * (number(String(rhs[k].dropFirst(3))) ?? 0)
            rhs = rhs[..<k.lowerBound]
        } else if let k = rhs.range(of: #" \+ NS(Space|LayoutAnchorConstraintSpace)\([^)]*\)$"#, options: .regularExpression) {
            c.constant = spaceValue(String(rhs[k])) ?? 8
            rhs = rhs[..<k.lowerBound]
        }
        if let k = rhs.range(of: #" NS(Space|LayoutAnchorConstraintSpace)\([^)]*\)$"#, options: .regularExpression) {
            c.constant = spaceValue(String(rhs[k])) ?? 8  // a symbolic constant printed as a bare token
            rhs = rhs[..<k.lowerBound]
        }
        if let m = rhs.range(of: #" \* (\#(numberPattern))$"#, options: .regularExpression) {
            c.multiplier = number(String(rhs[m].dropFirst(3))) ?? 1  // Masonry and old SnapKit: `item.attr * 0.5`
            rhs = rhs[..<m.lowerBound]
        }
        var sign = 1.0
        if rhs.hasPrefix("-") {
            sign = -1
            rhs = rhs.dropFirst()
        }
        if let m = rhs.range(of: "^(" + numberPattern + #")\*"#, options: .regularExpression) {
            c.multiplier = number(String(rhs[m].dropLast())) ?? 1
            rhs = rhs[m.upperBound...]
        }
        c.multiplier *= sign
        guard let (second, secondAttribute) = itemAttribute(rhs, names: names) else {
            throw fail("expected 'item.attribute' or a number after '\(c.relation.rawValue)' in '\(excerpt(body))'")
        }
        c.second = second
        c.secondAttribute = secondAttribute
    }

    /// The value of `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)`, nil when unresolvable.
    static func spaceValue(_ text: String) -> Double? {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        return number(String(text[text.index(after: open)..<close]))
    }

    /// A VFL-form body: `H:|-(P)-[A]`, `H:[A]-(P)-|`, `H:[A]-(P)-[B]`, or an old size form `H:[A(100)]`.
    static func parseVisualFormat(
        _ body: String, into c: inout LoggedConstraint,
        names: (items: [String: LoggedItem], bar: LoggedItem?),
        fail: (String) -> LogReadProblem
    ) throws {
        let horizontal = body.hasPrefix("H:")
        var s = Substring(body.dropFirst(2))
        let ltr = s.contains("(LTR)")
        s = Substring(s.replacingOccurrences(of: "(LTR)", with: ""))
        let lead = horizontal ? (ltr ? "left" : "leading") : "top"
        let trail = horizontal ? (ltr ? "right" : "trailing") : "bottom"

        func bracketItem(_ text: Substring) throws -> (LoggedItem, predicate: Substring?) {
            var inner = text
            var predicate: Substring?
            if let p = inner.range(of: #"\((>=|<=|==)?[^()]*(\([^()]*\))?[^()]*\)$"#, options: .regularExpression),
                !inner[p].hasPrefix("(LTR")
            {
                let candidate = inner[p].dropFirst().dropLast()
                if candidate.range(of: #"^(>=|<=|==)?(-?[0-9.e+-]+|NS\w*Space\([^)]*\))(@[0-9.]+)?$"#, options: .regularExpression) != nil {
                    predicate = candidate
                    inner = inner[..<p.lowerBound]
                }
            }
            guard var item = item(String(inner)) else { throw fail("empty item in '\(excerpt(body))'") }
            if item.address == nil, let id = item.identifier, let named = names.items[id] { item = named }
            return (item, predicate)
        }

        func apply(_ predicate: Substring) {
            var p = predicate
            if p.hasPrefix(">=") {
                c.relation = .greaterThanOrEqual
                p = p.dropFirst(2)
            } else if p.hasPrefix("<=") {
                c.relation = .lessThanOrEqual
                p = p.dropFirst(2)
            } else if p.hasPrefix("==") {
                p = p.dropFirst(2)
            }
            if let at = p.lastIndex(of: "@"), let value = number(String(p[p.index(after: at)...])) {
                if c.priority == 1000 { c.priority = value }
                p = p[..<at]
            }
            c.constant = p.hasPrefix("NS") ? (spaceValue(String(p)) ?? 8) : (number(String(p)) ?? 0)
        }

        /// The connection between two elements: `-(P)-`, `-P-` or `-` (standard spacing, 8).
        func connection(_ text: Substring) -> Substring? {
            guard text.hasPrefix("-"), text.hasSuffix("-") else { return nil }
            var inner = text.dropFirst().dropLast()
            if inner.isEmpty { return "8" }
            if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
            return inner
        }

        if s.hasPrefix("|") {
            // |-(P)-[A]
            guard let open = s.firstIndex(of: "["), s.hasSuffix("]") else { throw fail("unreadable visual format '\(excerpt(body))'") }
            guard let p = connection(s[s.index(after: s.startIndex)..<open]) else { throw fail("unreadable spacing in '\(excerpt(body))'") }
            let (a, _) = try bracketItem(s[s.index(after: open)..<s.index(before: s.endIndex)])
            c.first = a
            c.firstAttribute = lead
            c.second = names.bar
            c.secondAttribute = lead
            c.barIsFirst = false
            apply(p)
        } else if s.hasSuffix("|") {
            // [A]-(P)-|
            guard s.hasPrefix("["), let close = s.lastIndex(of: "]") else { throw fail("unreadable visual format '\(excerpt(body))'") }
            guard let p = connection(s[s.index(after: close)..<s.index(before: s.endIndex)]) else {
                throw fail("unreadable spacing in '\(excerpt(body))'")
            }
            let (a, _) = try bracketItem(s[s.index(after: s.startIndex)..<close])
            c.first = names.bar ?? LoggedItem()
            c.firstAttribute = trail
            c.second = a
            c.secondAttribute = trail
            c.barIsFirst = true
            apply(p)
        } else if s.hasPrefix("["), s.hasSuffix("]") {
            // [A]-(P)-[B] or [A(size)]
            if let split = s.range(of: #"\]-.*-\["#, options: .regularExpression) {
                let (a, _) = try bracketItem(s[s.index(after: s.startIndex)..<split.lowerBound])
                let (b, _) = try bracketItem(s[split.upperBound..<s.index(before: s.endIndex)])
                guard let p = connection(s[s.index(after: split.lowerBound)..<s.index(before: split.upperBound)]) else {
                    throw fail("unreadable spacing in '\(excerpt(body))'")
                }
                c.first = b
                c.firstAttribute = lead
                c.second = a
                c.secondAttribute = trail
                apply(p)
            } else {
                let (a, predicate) = try bracketItem(s.dropFirst().dropLast())
                guard let predicate else { throw fail("expected a size like '(100)' in '\(excerpt(body))'") }
                c.first = a
                c.firstAttribute = horizontal ? "width" : "height"
                apply(predicate)
            }
        } else {
            throw fail("unreadable visual format '\(excerpt(body))'")
        }
        if (c.barIsFirst != nil) && names.bar == nil {
            throw fail("the description uses '|' but names no superview ('names: '|':…' is missing)")
        }
    }

    /// A long text cut for a message.
    static func excerpt(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
}
