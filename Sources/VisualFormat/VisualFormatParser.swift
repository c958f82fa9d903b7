import Foundation

/// Reads a Visual Format Language string into a `VisualFormatLayout`, the way Apple's parser reads it:
/// byte by byte, no whitespace skipped, names resolved as they are read (metrics first, then views), and every
/// error reported with Apple's message and the position the parser stood on.
public struct VisualFormatParser {
    private let format: String
    private let s: [UInt8]
    private var i = 0
    private let options: VisualFormatOptions
    private let metrics: [String: Any]
    private let isViewName: (String) -> Bool
    private let hasSuperview: (String) -> Bool

    /// Parses `format`.
    /// - Parameters:
    ///   - options: the format options; only their validity is checked here (alignment on the layout's own
    ///     axis, baseline spacing in `H:`), with Apple's caret positions.
    ///   - metrics: metric values by name (Double, Float, Int, CGFloat or NSNumber).
    ///   - viewNames: the keys of the views dictionary.
    ///   - hasSuperview: whether the named item has a superview (for a layout guide: an owning view); a `|`
    ///     next to an item without one is an error.
    /// - Throws: `VisualFormatError`.
    public static func parse(
        _ format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Any] = [:],
        viewNames: Set<String>,
        hasSuperview: @escaping (String) -> Bool = { _ in true }
    ) throws -> VisualFormatLayout {
        try parse(format, options: options, metrics: metrics, isViewName: { viewNames.contains($0) }, hasSuperview: hasSuperview)
    }

    /// Parses `format`, asking `isViewName` about each name it meets (so that a large views dictionary is not
    /// copied for every format string).
    public static func parse(
        _ format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Any] = [:],
        isViewName: @escaping (String) -> Bool,
        hasSuperview: @escaping (String) -> Bool = { _ in true }
    ) throws -> VisualFormatLayout {
        var parser = VisualFormatParser(
            format: format, options: options, metrics: metrics,
            isViewName: isViewName, hasSuperview: hasSuperview)
        return try parser.parseFormat()
    }

    private init(
        format: String, options: VisualFormatOptions, metrics: [String: Any], isViewName: @escaping (String) -> Bool,
        hasSuperview: @escaping (String) -> Bool
    ) {
        self.format = format
        self.s = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.isViewName = isViewName
        self.hasSuperview = hasSuperview
    }

    // MARK: - Characters

    private var atEnd: Bool { i >= s.count }
    private var c: UInt8? { i < s.count ? s[i] : nil }
    private func char(_ ch: Character) -> UInt8 { ch.asciiValue ?? 0 }

    private func fail(_ message: String, at index: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, caretIndex: index ?? i)
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    // MARK: - Format

    private mutating func parseFormat() throws -> VisualFormatLayout {
        if s.isEmpty { throw VisualFormatError(message: VisualFormatMessage.emptyString, format: format, caretIndex: nil) }
        if s.contains(where: { $0 >= 128 }) {
            throw VisualFormatError(message: VisualFormatMessage.nonASCII, format: format, caretIndex: nil)
        }
        var layout = VisualFormatLayout(views: [])
        if c == char("H") || c == char("V") {
            let vertical = c == char("V")
            i += 1
            guard c == char(":") else {
                throw fail(vertical ? VisualFormatMessage.expectedColonAfterV : VisualFormatMessage.expectedColonAfterH)
            }
            i += 1
            layout.orientation = vertical ? .vertical : .horizontal
        }
        let horizontal = layout.orientation == .horizontal

        if c == char("|") {
            i += 1
            if atEnd { throw fail(VisualFormatMessage.expectedConnectionAfterBar) }
            let connection = try parseConnection()
            try checkBaselineOption(horizontal: horizontal)
            layout.leadingSuperviewConnection = connection
            guard c == char("[") else {
                throw fail(atEnd ? VisualFormatMessage.expectedMoreInput : VisualFormatMessage.expectedView)
            }
        } else if c != char("[") {
            throw fail(VisualFormatMessage.expectedView)
        }

        layout.views.append(try parseView())
        if layout.leadingSuperviewConnection != nil, !hasSuperview(layout.views[0].name) {
            throw fail(VisualFormatMessage.noSuperview)
        }

        while !atEnd {
            let connection: VisualFormatConnection
            if c == char("-") {
                connection = try parseConnection()
                try checkBaselineOption(horizontal: horizontal)
                if atEnd { throw fail(VisualFormatMessage.expectedMoreInput) }
            } else if c == char("[") || c == char("|") {
                connection = .flush
                try checkBaselineOption(horizontal: horizontal)
            } else {
                throw fail(VisualFormatMessage.expectedViewOrBar)
            }
            if c == char("|") {
                i += 1
                layout.trailingSuperviewConnection = connection
                if let last = layout.views.last, !hasSuperview(last.name) { throw fail(VisualFormatMessage.noSuperview) }
                if !atEnd { throw fail(VisualFormatMessage.expectedEnd) }
                break
            }
            guard c == char("[") else { throw fail(VisualFormatMessage.expectedViewOrBar) }
            layout.views.append(try parseView())
            layout.connections.append(connection)
            if layout.views.count == 2 { try checkAlignmentOptions(horizontal: horizontal) }
        }
        return layout
    }

    private func checkBaselineOption(horizontal: Bool) throws {
        if horizontal, options.contains(.spacingBaselineToBaseline) {
            throw fail(VisualFormatMessage.baselineSpacingInHorizontalLayout)
        }
    }

    /// Alignment attributes on the layout's own axis are refused. Width (7) and height (8) are accepted in both
    /// orientations (unconfirmed: Apple's per-attribute table is not visible; they are not edges).
    private func checkAlignmentOptions(horizontal: Bool) throws {
        let xAxis: Set<Int> = [1, 2, 5, 6, 9]
        let yAxis: Set<Int> = [3, 4, 10, 11, 12]
        for attribute in options.alignmentAttributeRawValues {
            if horizontal, xAxis.contains(attribute) {
                throw fail(VisualFormatMessage.horizontalAlignmentInHorizontalLayout)
            }
            if !horizontal, yAxis.contains(attribute) {
                throw fail(VisualFormatMessage.verticalAlignmentInVerticalLayout)
            }
        }
    }

    // MARK: - Views

    private mutating func parseView() throws -> VisualFormatView {
        i += 1  // "["
        guard let first = c else { throw fail(VisualFormatMessage.expectedView) }
        guard Self.isLetter(first) else { throw fail(VisualFormatMessage.badViewName) }
        let name = readName()
        guard isViewName(name) else { throw fail(VisualFormatMessage.notAKey(name)) }
        var view = VisualFormatView(name)
        guard let next = c else { throw fail(VisualFormatMessage.ranOutInView) }
        if next == char("(") {
            i += 1
            while true {
                if atEnd { throw fail(VisualFormatMessage.ranOutInView) }
                view.predicates.append(try parsePredicate(inView: true))
                guard let sep = c else { throw fail(VisualFormatMessage.ranOutInView) }
                if sep == char(",") {
                    i += 1
                    continue
                }
                if sep == char(")") {
                    i += 1
                    break
                }
                throw fail(VisualFormatMessage.thicknessPredicateEnd)
            }
            guard c == char("]") else { throw fail(VisualFormatMessage.expectedBracketAfterThickness) }
            i += 1
            return view
        }
        guard next == char("]") else { throw fail(VisualFormatMessage.expectedCloseBracket) }
        i += 1
        return view
    }

    private mutating func readName() -> String {
        let start = i
        while let b = c, Self.isLetter(b) || Self.isDigit(b) { i += 1 }
        return String(decoding: s[start..<i], as: UTF8.self)
    }

    // MARK: - Connections

    /// At a `-` (or, for a leading `|`, at whatever follows the bar).
    private mutating func parseConnection() throws -> VisualFormatConnection {
        guard c == char("-") else { return .flush }
        i += 1
        guard let b = c else { throw fail(VisualFormatMessage.expectedMoreInput) }
        if b == char("[") || b == char("|") { return .standard }
        if b == char("-") { throw fail(VisualFormatMessage.minusOrBar) }
        var predicates: [VisualFormatPredicate] = []
        if b == char("(") {
            i += 1
            while true {
                predicates.append(try parsePredicate(inView: false))
                if c == char(",") {
                    i += 1
                    continue
                }
                if c == char(")") {
                    i += 1
                    break
                }
                throw fail(VisualFormatMessage.expectedCloseParen)
            }
        } else {
            predicates.append(try parsePredicate(inView: false))
            if c == char(",") { throw fail(VisualFormatMessage.expectedDashUseParentheses) }
        }
        guard c == char("-") else {
            throw fail(atEnd ? VisualFormatMessage.expectedMoreInput : VisualFormatMessage.expectedDash)
        }
        i += 1
        return .predicates(predicates)
    }

    // MARK: - Predicates

    private mutating func parsePredicate(inView: Bool) throws -> VisualFormatPredicate {
        var relation = VisualFormatRelation.equal
        if let b = c, b == char("=") || b == char("<") || b == char(">") {
            i += 1
            guard c == char("=") else { throw fail(VisualFormatMessage.unknownRelation) }
            i += 1
            relation = b == char("=") ? .equal : b == char("<") ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let object = try parseOperand(allowView: inView, isPriority: false)
        var priority: VisualFormatOperand?
        if c == char("@") {
            i += 1
            let p = try parseOperand(allowView: false, isPriority: true)
            let value = p.value ?? 0
            if !(value > 0) { throw fail(VisualFormatMessage.priorityNotPositive(value)) }
            if value > 1000 { throw fail(VisualFormatMessage.priorityTooHigh(value)) }
            priority = p
        }
        return VisualFormatPredicate(relation, object, priority: priority)
    }

    private mutating func parseOperand(allowView: Bool, isPriority: Bool) throws -> VisualFormatOperand {
        guard let b = c else { throw fail(VisualFormatMessage.expectedNumberOrKey) }
        if Self.isDigit(b) || b == char("-") {
            let start = i
            let end = Self.strtodExtent(s, from: start)
            guard end > start, let value = Double(String(decoding: s[start..<end], as: UTF8.self)) else {
                throw fail(VisualFormatMessage.expectedNumberOrAKey)
            }
            i = end
            if !isPriority, !value.isFinite { throw fail(VisualFormatMessage.constantNotFinite(value)) }
            return .number(value)
        }
        guard Self.isLetter(b) else { throw fail(VisualFormatMessage.expectedNumberOrKey) }
        let name = readName()
        if let raw = metrics[name] {
            guard let value = Self.number(raw) else { throw fail(VisualFormatMessage.metricNotANumber(name)) }
            if !isPriority, !value.isFinite { throw fail(VisualFormatMessage.constantNotFinite(value)) }
            return .metric(name, value)
        }
        if isViewName(name), !isPriority {
            if allowView { return .view(name) }
            throw fail(VisualFormatMessage.spaceEqualToView)
        }
        throw fail(VisualFormatMessage.unknownMetric(name))
    }

    /// The numeric value of a metric, or nil when it is not a number.
    static func number(_ raw: Any) -> Double? {
        switch raw {
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// How far C's `strtod` would read a number starting at `start` (returns `start` when it reads nothing):
    /// optional sign, then `inf`/`infinity`/`nan`, a hexadecimal float, or a decimal float with exponent.
    static func strtodExtent(_ s: [UInt8], from start: Int) -> Int {
        var j = start
        func at(_ k: Int) -> UInt8? { k < s.count ? s[k] : nil }
        func lower(_ k: Int) -> UInt8? { at(k).map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 } }
        func matches(_ word: String, _ k: Int) -> Bool {
            for (n, ch) in word.utf8.enumerated() where lower(k + n) != ch { return false }
            return true
        }
        func isHex(_ b: UInt8?) -> Bool {
            guard let b else { return false }
            return isDigit(b) || (b >= 97 && b <= 102) || (b >= 65 && b <= 70)
        }
        if at(j) == 45 || at(j) == 43 { j += 1 }  // - +
        if matches("infinity", j) { return j + 8 }
        if matches("inf", j) { return j + 3 }
        if matches("nan", j) { return j + 3 }
        if at(j) == 48, lower(j + 1) == 120 {  // 0x
            var k = j + 2
            var digits = 0
            while isHex(at(k)) {
                k += 1
                digits += 1
            }
            if at(k) == 46 {
                k += 1
                while isHex(at(k)) {
                    k += 1
                    digits += 1
                }
            }
            if digits == 0 { return j + 1 }  // just the "0"
            if lower(k) == 112 {  // p exponent
                var e = k + 1
                if at(e) == 45 || at(e) == 43 { e += 1 }
                if let b = at(e), isDigit(b) {
                    while let b = at(e), isDigit(b) { e += 1 }
                    k = e
                }
            }
            return k
        }
        var k = j
        var digits = 0
        while let b = at(k), isDigit(b) {
            k += 1
            digits += 1
        }
        if at(k) == 46 {
            k += 1
            while let b = at(k), isDigit(b) {
                k += 1
                digits += 1
            }
        }
        if digits == 0 { return start }
        if lower(k) == 101 {  // e exponent
            var e = k + 1
            if at(e) == 45 || at(e) == 43 { e += 1 }
            if let b = at(e), isDigit(b) {
                while let b = at(e), isDigit(b) { e += 1 }
                k = e
            }
        }
        return k
    }
}
