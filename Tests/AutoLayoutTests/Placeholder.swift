import Testing
@testable import AutoLayout

@Test func placeholder_AutoLayout() { #expect(Bool(true)) }
