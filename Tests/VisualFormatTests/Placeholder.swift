import Testing
@testable import VisualFormat

@Test func placeholder_VisualFormat() { #expect(Bool(true)) }
