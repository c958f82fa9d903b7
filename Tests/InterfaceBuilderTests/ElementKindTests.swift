import Testing

@testable import InterfaceBuilder

/// Element names become kinds once, when read; a name the loader does not know keeps its name and no kind, and
/// is laid out as a plain view.
@Suite struct ElementKindTests {
    @Test func knownNamesHaveAKindAndOthersNone() {
        #expect(IBViewElement(element: "switch", id: "s", line: 1).kind == .switch)
        #expect(IBViewElement(element: "tableViewCell", id: "c", line: 1).isCell)
        #expect(IBViewElement(element: "collectionViewCell", id: "c", line: 1).isCell)
        let custom = IBViewElement(element: "mapView", id: "m", line: 1)
        #expect(custom.kind == nil)
        #expect(custom.element == "mapView")
        #expect(!custom.isCell)
        #expect(IBElementKind.allCases.allSatisfy { IBElementKind(rawValue: $0.rawValue) == $0 })
    }
}
