import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGRendererTests {
    @Test func spacingBetweenSiblings() {
        let a = DiagramRect(x: 8, y: 8, width: 32, height: 32)
        let b = DiagramRect(x: 48, y: 13.75, width: 262, height: 20.5)
        let c = DiagramConstraint.between(b, .left, a, .right, label: "8")
        #expect(c.kind == .spacing)
        #expect(c.from == DiagramPoint(x: 40, y: 24))
        #expect(c.to == DiagramPoint(x: 48, y: 24))
    }

    @Test func sizeAndAlignmentSegments() {
        let r = DiagramRect(x: 10, y: 20, width: 100, height: 40)
        let w = DiagramConstraint.between(r, .width, nil, nil, label: "100")
        #expect(w.kind == .size && w.from == DiagramPoint(x: 10, y: 54) && w.to == DiagramPoint(x: 110, y: 54))
        let h = DiagramConstraint.between(r, .height, nil, nil, label: "40")
        #expect(h.kind == .size && h.from == DiagramPoint(x: 104, y: 20) && h.to == DiagramPoint(x: 104, y: 60))
        let parent = DiagramRect(x: 0, y: 0, width: 200, height: 100)
        let cy = DiagramConstraint.between(r, .centerY, parent, .centerY, label: "")
        #expect(cy.kind == .alignment && cy.from == DiagramPoint(x: 0, y: 40) && cy.to == DiagramPoint(x: 200, y: 40))
        let top = DiagramConstraint.between(r, .top, parent, .top, label: "20")
        #expect(top.kind == .spacing && top.from == DiagramPoint(x: 60, y: 0) && top.to == DiagramPoint(x: 60, y: 20))
    }

    @Test func svgStructure() {
        let diagram = LayoutDiagram(
            width: 320, height: 48, title: "A & B",
            boxes: [
                DiagramBox(name: "Content", frame: DiagramRect(x: 0, y: 0, width: 320, height: 48)),
                DiagramBox(name: "Image <1>", frame: DiagramRect(x: 8, y: 8, width: 32, height: 32), depth: 1, status: .ambiguous),
                DiagramBox(
                    name: "Label", frame: DiagramRect(x: 48, y: 13.75, width: 262, height: 20.5), depth: 1, status: .misplaced,
                    designedFrame: DiagramRect(x: 50, y: 14, width: 260, height: 20)),
            ],
            constraints: [
                DiagramConstraint(kind: .spacing, from: DiagramPoint(x: 40, y: 24), to: DiagramPoint(x: 48, y: 24), label: "8"),
                DiagramConstraint(
                    kind: .size, from: DiagramPoint(x: 8, y: 34), to: DiagramPoint(x: 40, y: 34), label: "32", status: .conflicting),
            ])
        let svg = SVGRenderer().render(diagram)
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"112\""))
        #expect(
            svg.contains("<text class=\"title\" x=\"20\" y=\"34\" font-size=\"14\" font-weight=\"bold\" fill=\"#1c1c1e\">A &amp; B</text>"))
        #expect(svg.contains("<g transform=\"translate(20,44)\">"))
        #expect(
            svg.contains(
                "<rect x=\"48\" y=\"13.75\" width=\"262\" height=\"20.5\" fill=\"rgb(241,241,249)\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"
            ))
        #expect(svg.contains("<text x=\"11\" y=\"20\" font-size=\"11\" fill=\"#3a3a3c\">Image &lt;1&gt;</text>"))
        #expect(
            svg.contains(
                "<g class=\"view ambiguous\">\n      <rect x=\"8\" y=\"8\" width=\"32\" height=\"32\" fill=\"rgb(241,241,249)\" stroke=\"#ff9500\""
            ))
        #expect(
            svg.contains(
                "<rect class=\"designed\" x=\"50\" y=\"14\" width=\"260\" height=\"20\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
            ))
        #expect(svg.contains("<line x1=\"40\" y1=\"24\" x2=\"48\" y2=\"24\" stroke=\"#007aff\" stroke-width=\"1\"/>"))
        #expect(svg.contains("<text x=\"44\" y=\"21\" font-size=\"9\" fill=\"#007aff\" text-anchor=\"middle\">8</text>"))
        #expect(
            svg.contains("<g class=\"constraint size conflicting\">\n      <line x1=\"8\" y1=\"34\" x2=\"40\" y2=\"34\" stroke=\"#ff3b30\"")
        )
        #expect(svg.components(separatedBy: "<g class=\"view").count - 1 == 3)
        #expect(svg.components(separatedBy: "<line ").count - 1 == 6)
        #expect(svg.hasSuffix("  </g>\n</svg>\n"))
        // Well-formed XML.
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}

@Suite struct ViewDiagramTests {
    @Test func diagramOfAViewTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 48))
        root.debugName = "Content"
        let image = UIView()
        image.debugName = "Image"
        image.translatesAutoresizingMaskIntoConstraints = false
        let label = UIView()
        label.debugName = "Label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            image.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            image.widthAnchor.constraint(equalToConstant: 32),
            image.heightAnchor.constraint(equalToConstant: 32),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            label.heightAnchor.constraint(equalToConstant: 20.5),
        ])
        root.layoutIfNeeded()
        var style = ViewDiagramStyle()
        style.status = { $0 === label ? .ambiguous : .normal }
        let d = LayoutDiagram(root: root, title: "Custom", style: style)
        #expect(d.width == 320 && d.height == 48)
        #expect(d.boxes.map(\.name) == ["Content", "Image", "Label"])
        #expect(d.boxes[2].frame == DiagramRect(x: 48, y: 13.75, width: 262, height: 20.5))
        #expect(d.boxes[2].status == .ambiguous && d.boxes[2].depth == 1)
        #expect(d.constraints.count == 8)
        let spacing = d.constraints.first { $0.label == "8" && $0.from.x == 40 }
        #expect(spacing?.to == DiagramPoint(x: 48, y: 24))
        #expect(d.constraints.contains { $0.kind == .size && $0.label == "32" && $0.from == DiagramPoint(x: 8, y: 34) })
        #expect(
            d.constraints.contains { $0.kind == .alignment && $0.from == DiagramPoint(x: 0, y: 24) && $0.to == DiagramPoint(x: 320, y: 24) }
        )
        let svg = SVGRenderer().render(d)
        #expect(svg.components(separatedBy: "<g class=\"view").count - 1 == 3)
        #expect(svg.contains("<g class=\"view ambiguous\">\n      <rect x=\"48\" y=\"13.75\" width=\"262\" height=\"20.5\""))
    }

    @Test func labels() {
        let a = UIView()
        let b = UIView()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        let c1 = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        c1.priority = UILayoutPriority(250)
        #expect(constraintLabel(c1) == "≥ 10 @250")
        let c2 = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
        #expect(constraintLabel(c2) == "×0.5")
        #expect(constraintLabel(a.leadingAnchor.constraint(equalTo: b.leadingAnchor)) == "")
    }

    @Test func sideBySide() {
        let one = LayoutDiagram(
            width: 100, height: 50, boxes: [DiagramBox(name: "A", frame: DiagramRect(x: 0, y: 0, width: 100, height: 50))])
        let two = LayoutDiagram(
            width: 80, height: 90, boxes: [DiagramBox(name: "B", frame: DiagramRect(x: 0, y: 0, width: 80, height: 90))],
            constraints: [DiagramConstraint(kind: .size, from: DiagramPoint(x: 0, y: 5), to: DiagramPoint(x: 80, y: 5), label: "80")])
        let d = LayoutDiagram.sideBySide([one, two], title: "T")
        #expect(d.width == 220 && d.height == 90 && d.title == "T")
        #expect(d.boxes[1].frame.x == 140)
        #expect(d.constraints[0].from.x == 140 && d.constraints[0].to.x == 220)
    }

    @Test func backgroundColorsFillTheirBoxes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        card.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clear.backgroundColor = .clear
        root.addSubview(card)
        card.addSubview(clear)
        let diagram = LayoutDiagram(root: root)
        #expect(diagram.boxes.map(\.fill) == [nil, DiagramFill(color: "#007aff", opacity: 0.5), nil])
        let svg = SVGRenderer().render(diagram)
        #expect(svg.contains("width=\"80\" height=\"40\" fill=\"#007aff\" fill-opacity=\"0.5\" stroke="))
    }
}
