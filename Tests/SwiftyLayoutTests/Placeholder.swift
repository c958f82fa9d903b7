import Testing
@testable import SwiftyLayout

@Test func placeholder_SwiftyLayout() { #expect(Bool(true)) }
