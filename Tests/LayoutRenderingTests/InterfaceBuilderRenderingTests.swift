import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutCheck
import Testing

@testable import LayoutRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects SVG elements with their attributes, for structural checks.
final class SVGElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String], text: String)] = []
    var groupClasses: [String] = []
    private var current: Int?
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        elements.append((name, attributes, ""))
        current = elements.count - 1
        if name == "g", let c = attributes["class"] { groupClasses.append(c) }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let i = current { elements[i].text += string }
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { current = nil }
}

@Suite struct InterfaceBuilderRenderingTests {
    func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/InterfaceBuilder/\(name)").path
    }

    @Test func problemsXibSVGStructure() throws {
        let doc = try IBLoader.load(path: example("Problems.xib"))
        let report = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        let svg = SVGRenderer().render(LayoutDiagrams.diagram(for: report))

        let parser = XMLParser(data: Data(svg.utf8))
        let collected = SVGElements()
        parser.delegate = collected
        #expect(parser.parse())
        let svgRoot = try #require(collected.elements.first)
        #expect(svgRoot.name == "svg" && svgRoot.attributes["width"] == "360" && svgRoot.attributes["height"] == "264")
        #expect(
            collected.groupClasses.filter { $0.hasPrefix("view") } == [
                "view normal", "view conflicting", "view ambiguous", "view misplaced", "view ambiguous", "view ambiguous",
            ])
        // View boxes: rectangles right after each view group, at the solved frames.
        let rects = collected.elements.filter { $0.name == "rect" && $0.attributes["class"] == nil }
            .map { e in ["x", "y", "width", "height"].map { k in e.attributes[k] ?? "" } }
        #expect(
            Array(rects.prefix(4)) == [
                ["0", "0", "320", "200"], ["8", "8", "100", "40"], ["8", "56", "50", "20"], ["200", "8", "50", "50"],
            ])
        // First and Second share the row; which one takes the slack is the ambiguity reported, so only the row is fixed.
        let row = rects.suffix(2).map { $0.compactMap(Double.init) }
        #expect(row.count == 2 && row[0][0] == 8 && row[0][0] + row[0][2] + 8 == row[1][0] && row[1][0] + row[1][2] == 312)
        #expect(row.allSatisfy { $0[1] == 100 && $0[3] == 20.5 })
        let names = collected.elements.filter { $0.name == "text" && $0.attributes["font-size"] == "11" }.map(\.text)
        #expect(names == ["Card", "Box", "Loose", "Shifted", "First", "Second"])
        // The misplaced view's designed frame, dashed red.
        let designed = try #require(collected.elements.first { $0.attributes["class"] == "designed" })
        #expect(designed.attributes["x"] == "180" && designed.attributes["y"] == "8" && designed.attributes["stroke-dasharray"] == "4 3")
        #expect(designed.attributes["stroke"] == "#ff3b30")
        // Constraints: the two conflicting widths in red, the rest blue.
        let constraintGroups = collected.groupClasses.filter { $0.hasPrefix("constraint") }
        #expect(constraintGroups.count == 17)
        #expect(constraintGroups.filter { $0.hasSuffix("conflicting") } == ["constraint size conflicting", "constraint size conflicting"])
        // The two conflicting widths of Box are drawn 8 points apart, not on top of each other.
        let widths = collected.elements.filter {
            $0.name == "line" && $0.attributes["stroke"] == "#ff3b30" && $0.attributes["x1"] == "8" && $0.attributes["x2"] == "108"
        }
        #expect(widths.map { $0.attributes["y1"] ?? "" } == ["42", "34"])
        let shiftedLeading = try #require(
            collected.elements.first { $0.name == "line" && $0.attributes["x2"] == "200" && $0.attributes["y1"] == "33" })
        #expect(shiftedLeading.attributes["x1"] == "0" && shiftedLeading.attributes["stroke"] == "#007aff")
    }
}
