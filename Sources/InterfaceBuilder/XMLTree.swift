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

    /// Parses `data`; throws `IBError.malformedXML` with the parser's line and column on broken input.
    static func parse(_ data: Data, file: String) throws -> XMLNode {
        let parser = XMLParser(data: data)
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
        default: return "XML error \(code)"
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
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

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = (parseError, parser.lineNumber, parser.columnNumber) }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComments.append(comment.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
