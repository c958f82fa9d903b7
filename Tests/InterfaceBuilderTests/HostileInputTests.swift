import Foundation
import Testing

@testable import InterfaceBuilder

/// Files made to break a parser: each is refused with an error that says what and where, in bounded time, and
/// never crashes the process.
@Suite struct HostileInputTests {
    func load(_ bytes: [UInt8]) -> IBError? {
        do {
            _ = try IBLoader.load(data: Data(bytes), file: "H.xib")
            return nil
        } catch let e as IBError { return e } catch { return nil }
    }

    /// Bytes that are not UTF-8 inside an element name or a comment trapped Foundation's XML parser (SIGILL).
    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        let name = Array("<document>\n  <a".utf8) + [0xE7] + Array("b/>\n</document>".utf8)
        #expect(
            load(name)
                == .malformedXML(
                    file: "H.xib", line: 2, column: 5,
                    message: "byte 0xE7 is not UTF-8 (Interface Builder files are UTF-8)"))
        let comment = Array("<a><!--".utf8) + [0xE7] + Array("--></a>".utf8)
        #expect(
            load(comment)
                == .malformedXML(
                    file: "H.xib", line: 1, column: 8,
                    message: "byte 0xE7 is not UTF-8 (Interface Builder files are UTF-8)"))
        // Overlong forms and surrogates are not UTF-8 either; good multi-byte text is.
        #expect(XMLTreeBuilder.firstInvalidUTF8(in: Data([0x61, 0xC0, 0x80]))?.column == 2)
        #expect(XMLTreeBuilder.firstInvalidUTF8(in: Data([0xED, 0xA0, 0x80]))?.byte == 0xED)
        #expect(XMLTreeBuilder.firstInvalidUTF8(in: Data("“Größe” – 日本 😀".utf8)) == nil)
    }

    /// Found by fuzzing (Scripts/fuzz.sh, target ib): a NUL inside an attribute name crashed libxml2 itself
    /// (SIGSEGV in `xmlParseChunk`), and `autolayout check` with it. Control characters other than tab, line feed
    /// and carriage return are not XML and are refused before the parser sees them; those three are kept.
    @Test func controlCharactersAreRefusedWithTheirPlace() {
        let nul = Array("<document>\n  <view secondItem.".utf8) + [0x00, 0x00] + Array("=\"a\"/>\n</document>".utf8)
        #expect(
            load(nul)
                == .malformedXML(
                    file: "H.xib", line: 2, column: 20,
                    message: "byte 0x00 is a control character, which XML does not allow"))
        #expect(XMLTreeBuilder.firstInvalidUTF8(in: Data([0x61, 0x1B]))?.byte == 0x1B)
        #expect(XMLTreeBuilder.firstInvalidUTF8(in: Data("<a>\t\r\n</a>".utf8)) == nil)
    }

    /// Found by fuzzing: libxml2 converting UTF-7 crashed (SIGSEGV) on a DEL byte. Only UTF-8 is read.
    @Test func encodingsOtherThanUTF8AreRefused() {
        let utf7 = Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?><a>".utf8) + [0x7F] + Array("</a>".utf8)
        #expect(
            load(utf7)
                == .malformedXML(
                    file: "H.xib", line: 1, column: 31,
                    message: "encoding \"UTF-7\" is not supported (Interface Builder files are UTF-8)"))
        #expect(XMLTreeBuilder.declaredEncoding(in: Data("<?xml version='1.0' encoding = 'utf-8'?>".utf8))?.name == "utf-8")
        #expect(XMLTreeBuilder.declaredEncoding(in: Data("<?xml version=\"1.0\"?><a encoding=\"x\"/>".utf8)) == nil)
        #expect(load(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><document/>".utf8)).map { "\($0)" }?.contains("encoding") != true)
    }

    /// Files over 10,000,000 bytes were refused with "XML error 1": a whole `Data` reaches libxml2 as one chunk,
    /// beyond its lookup limit. Fed as a stream, an 11 MB document loads, and its views are read. One text or comment
    /// over that size is still beyond libxml2's limit, and says so.
    @Test func filesOverTenMegabytesLoad() throws {
        let filler = String(repeating: "<!--" + String(repeating: "x", count: 993) + "-->", count: 11_000)
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">\(filler)<objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
            </objects></document>
            """
        let document = try IBLoader.load(data: Data(text.utf8), file: "Big.xib")
        #expect(document.topLevelViews.map(\.id) == ["root"])
        let oneHugeComment = "<document><!--" + String(repeating: "x", count: 10_000_001) + "--></document>"
        guard case .malformedXML(_, 1, _, let message)? = load(Array(oneHugeComment.utf8)) else {
            Issue.record("a 10 MB comment was not refused on line 1")
            return
        }
        #expect(message == "a comment that is not closed, or longer than 10,000,000 bytes (the XML parser's limit)")
    }

    /// ~930 nested views overflowed the loader's recursion; 28,000 nested unknown elements overflowed the tree's
    /// release. Nesting deeper than 256 elements is refused at the element that goes too deep.
    @Test func deepNestingIsRefused() {
        var views = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for i in 0..<930 { views += "<view id=\"v\(i)\"><subviews>" }
        #expect(load(Array(views.utf8)).map { "\($0)" }?.contains("nested more than 256 levels deep") == true)
        let unknown = String(repeating: "<x>", count: 28_000) + String(repeating: "</x>", count: 28_000)
        guard case .malformedXML(_, let line, _, let message)? = load(Array(unknown.utf8)) else {
            Issue.record("28,000 nested elements were not refused")
            return
        }
        #expect(line == 1)
        #expect(message == "elements nested more than 256 levels deep")
    }

    /// A deep tree that is accepted (250 levels) is read and released without recursion trouble.
    @Test func nestingWithinTheLimitLoads() throws {
        let text = String(repeating: "<x>", count: 250) + String(repeating: "</x>", count: 250)
        let root = try XMLTreeBuilder.parse(Data(text.utf8), file: "X.xml")
        var depth = 0
        var node: XMLNode? = root
        while let n = node {
            depth += 1
            node = n.children.first
        }
        #expect(depth == 250)
    }

    /// Only the first error is kept, at its place.
    @Test func theFirstErrorStopsTheParse() {
        let text = "<document>\n<a></b>\n<c></d>\n" + String(repeating: "<e></f>\n", count: 1000)
        guard case .malformedXML(_, let line, _, _)? = load(Array(text.utf8)) else {
            Issue.record("a broken file was accepted")
            return
        }
        #expect(line == 2)
    }
}
