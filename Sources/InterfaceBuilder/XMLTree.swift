import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of an XML file, with its attributes, children, the comments that preceded it and its line.
public final class XMLNode {
    /// Element name, e.g. `constraint`.
    public let name: String
    /// Attributes as written (values with entities already decoded).
    public let attributes: [String: String]
    /// 1-based line of the element's start tag.
    public let line: Int
    /// Child elements in document order.
    public internal(set) var children: [XMLNode] = []
    /// Comments written directly before this element (storyboards put scene titles there).
    public internal(set) var precedingComments: [String] = []
    /// Character data directly inside the element (trimmed), e.g. the text of `<string key="text">`.
    public internal(set) var text: String = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Releases the subtree one level at a time, so that a deep tree does not overflow the stack through nested
    /// releases. A node still referenced elsewhere keeps its children.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending.append(contentsOf: node.children)
            node.children = []
        }
    }

    /// The attribute value, or nil when absent.
    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Children named `name`.
    public func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The first child named `name` (and with `key` if given).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with attribute `key` equal to `key`, whatever its name.
    public func child(key: String) -> XMLNode? { children.first { $0["key"] == key } }
}

/// Reads a whole XML text into a tree of `XMLNode`s with Foundation's `XMLParser`.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private var pendingComments: [String] = []
    private(set) var root: XMLNode?
    private weak var parser: XMLParser?

    /// The deepest nesting of elements read (Interface Builder's files nest a few dozen levels); deeper input is
    /// refused with an error rather than exhausting the stack of the code that walks the tree.
    static let maximumDepth = 256

    /// Parses `data`; throws `IBError.malformedXML` with the parser's line and column on broken input, on bytes
    /// that are not UTF-8 (which trap Foundation's parser inside names and comments) or are control characters
    /// XML forbids (a NUL inside an attribute name crashes libxml2 itself), and on nesting deeper than
    /// `maximumDepth`.
    static func parse(_ data: Data, file: String) throws -> XMLNode {
        if let (line, column, byte) = firstInvalidUTF8(in: data) {
            let message =
                byte < 0x20
                ? String(format: "byte 0x%02X is a control character, which XML does not allow", byte)
                : String(format: "byte 0x%02X is not UTF-8 (Interface Builder files are UTF-8)", byte)
            throw IBError.malformedXML(file: file, line: line, column: column, message: message)
        }
        if let (column, name) = declaredEncoding(in: data),
            !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased())
        {
            throw IBError.malformedXML(
                file: file, line: 1, column: column,
                message: "encoding \"\(name.prefix(40))\" is not supported (Interface Builder files are UTF-8)")
        }
        // A stream is fed to libxml2 in chunks; a whole `Data` is pushed as one chunk, which libxml2 refuses beyond
        // 10,000,000 bytes ("huge input lookup", error 1) since Foundation cannot ask it for huge-input mode.
        let parser = XMLParser(stream: InputStream(data: data))
        let builder = XMLTreeBuilder()
        builder.parser = parser
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        // FoundationXML on Linux may recover and return true after an error: trust the first reported error.
        if let (error, line, column) = builder.firstError {
            throw IBError.malformedXML(file: file, line: max(line, 1), column: max(column, 1), message: Self.describe(error))
        }
        if !ok || builder.root == nil {
            let message = parser.parserError.map { Self.describe($0) } ?? "the file holds no XML element"
            throw IBError.malformedXML(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), message: message)
        }
        return builder.root!
    }

    /// Plain-words text for libxml2 / NSXMLParser error codes (the same numbers on both).
    private static func describe(_ error: Error) -> String {
        if let error = error as? XMLTreeError { return error.description }
        let code = (error as NSError).code
        switch code {
        case 76: return "end tag does not match its start tag"
        case 4, 5: return "the document ends too early or is empty"
        case 39, 40, 41, 42, 65: return "malformed attribute"
        case 38: return "'<' inside an attribute value"
        case 23, 24, 26, 27: return "malformed entity reference (write &amp; for '&')"
        case 73: return "malformed tag (missing '>')"
        case 68: return "a name is required here"
        case 86: return "content after the document's root element"
        case 9: return "invalid character"
        case 45: return "a comment that is not closed, or longer than 10,000,000 bytes (the XML parser's limit)"
        case 1: return "a single text, comment or name longer than 10,000,000 bytes (the XML parser's limit)"
        default: return "XML error \(code)"
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        guard stack.count < Self.maximumDepth else {
            if firstError == nil {
                firstError = (XMLTreeError.tooDeep, parser.lineNumber, parser.columnNumber)
                parser.abortParsing()
            }
            return
        }
        let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        node.precedingComments = pendingComments
        pendingComments = []
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if let node = stack.popLast() { node.text = node.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        pendingComments = []
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    private(set) var firstError: (Error, Int, Int)?

    /// Keeps the first error and stops there: later errors say nothing more, and Foundation's parser leaks a
    /// little memory for each one it reports (about 72 bytes).
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = (parseError, parser.lineNumber, parser.columnNumber)
        parser.abortParsing()
    }

    /// The encoding named by the XML declaration at the start of `data`, with the column where its name starts, or
    /// nil when there is no declaration or it names none. Only UTF-8 (and its subset ASCII) is read: Xcode writes
    /// nothing else, and libxml2 converting another encoding crashed on a DEL byte after `encoding="UTF-7"` (found
    /// by fuzzing).
    static func declaredEncoding(in data: Data) -> (column: Int, name: String)? {
        let head = Array(data.prefix(256))
        guard head.starts(with: Array("<?xml".utf8)) else { return nil }
        let end =
            (0..<head.count).first { head[$0] == UInt8(ascii: "?") && $0 + 1 < head.count && head[$0 + 1] == UInt8(ascii: ">") }
            ?? head.count
        let declaration = Array(head[..<end])
        let key = Array("encoding".utf8)
        guard let at = (0...max(0, declaration.count - key.count)).first(where: { declaration[$0...].starts(with: key) })
        else { return nil }
        var i = at + key.count
        while i < declaration.count && (declaration[i] == UInt8(ascii: " ") || declaration[i] == UInt8(ascii: "=")) { i += 1 }
        guard i < declaration.count, declaration[i] == UInt8(ascii: "\"") || declaration[i] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = declaration[i]
        let start = i + 1
        var stop = start
        while stop < declaration.count && declaration[stop] != quote { stop += 1 }
        return (start + 1, String(decoding: declaration[start..<stop], as: UTF8.self))
    }

    /// The line, column and value of the first byte of `data` that does not belong to a well-formed UTF-8
    /// sequence or is a control character other than tab, line feed and carriage return (XML 1.0 allows no
    /// others), or nil when there is none. Found by fuzzing: a NUL in an attribute name made libxml2 dereference
    /// a null pointer inside `xmlParseChunk`.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (Int, Int, UInt8)? in
            var line = 1
            var column = 1
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                var length = 0
                if b < 0x80 {
                    if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { return (line, column, b) }
                    length = 1
                } else if b >= 0xC2 && b <= 0xDF {
                    length = 2
                } else if b >= 0xE0 && b <= 0xEF {
                    length = 3
                } else if b >= 0xF0 && b <= 0xF4 {
                    length = 4
                } else {
                    return (line, column, b)
                }
                guard i + length <= n else { return (line, column, b) }
                for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return (line, column, b) }
                if length >= 3 {
                    // Overlong forms, surrogates and values above U+10FFFF.
                    let b1 = bytes[i + 1]
                    if (b == 0xE0 && b1 < 0xA0) || (b == 0xED && b1 > 0x9F) || (b == 0xF0 && b1 < 0x90) || (b == 0xF4 && b1 > 0x8F) {
                        return (line, column, b)
                    }
                }
                if b == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                i += length
            }
            return nil
        }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComments.append(comment.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Why the tree builder stopped reading a file that the XML parser itself accepted.
enum XMLTreeError: Error, CustomStringConvertible {
    /// Elements nested deeper than `XMLTreeBuilder.maximumDepth`.
    case tooDeep

    var description: String {
        switch self {
        case .tooDeep: "elements nested more than \(XMLTreeBuilder.maximumDepth) levels deep"
        }
    }
}
