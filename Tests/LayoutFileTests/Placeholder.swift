import Testing
@testable import LayoutFile

@Test func placeholder_LayoutFile() { #expect(Bool(true)) }
