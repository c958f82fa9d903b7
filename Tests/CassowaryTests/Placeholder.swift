import Testing
@testable import Cassowary

@Test func placeholder_Cassowary() { #expect(Bool(true)) }
