import Testing
@testable import InterfaceBuilder

@Test func placeholder_InterfaceBuilder() { #expect(Bool(true)) }
