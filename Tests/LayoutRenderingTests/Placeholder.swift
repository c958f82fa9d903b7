import Testing
@testable import LayoutRendering

@Test func placeholder_LayoutRendering() { #expect(Bool(true)) }
