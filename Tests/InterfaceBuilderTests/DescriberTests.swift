import Foundation
import Testing

@testable import InterfaceBuilder

@Suite struct DescriberTests {
    @Test func constraintTexts() throws {
        let doc = try loadExample("Profile.storyboard")
        func text(_ id: String) -> String? {
            doc.allConstraints.first { $0.id == id }.map { IBDescriber.describe($0, in: doc) }
        }
        #expect(text("p04-Pf-001") == "Jane Appleseed & Co.leading = Safe Area.leading + 20")
        #expect(text("p05-Pf-001") == "Safe Area.trailing = Jane Appleseed & Co.trailing + 20")
        #expect(text("p02-Pf-001") == "Avatar.centerX = centerX")
        #expect(text("cvA-Pf-001") == "Cover.width = Cover.height × 1.778")
        #expect(text("avW-Pf-001") == "Avatar.width = 80")
        #expect(text("p16-Pf-001") == "Switch.leading ≥ Notifications.trailing + 8")
        #expect(text("p17-Pf-001") == "Safe Area.bottom ≥ Switch.bottom + 20 @ 750")
        #expect(text("g01-Pf-002") == "Panel.top = Top Layout Guide.bottom + 8")
        #expect(text("g04-Pf-002") == "trailingMargin = Panel.trailing")
        #expect(text("s06-Pf-003") == "Content.width = Frame Layout Guide.width")
    }

    @Test func misplacementDetails() {
        let d = IBRect(x: 180, y: 8, width: 50, height: 50)
        let m = IBDescriber.misplacement(designed: d, solved: IBRect(x: 200, y: 8, width: 50, height: 50), scale: 2)
        #expect(m?.expected == ["x=200"] && m?.actual == ["x=180"] && m?.offset == ["x +20"])
        // Within a pixel: no misplacement.
        #expect(
            IBDescriber.misplacement(
                designed: IBRect(x: 0, y: 450.5, width: 120, height: 20.5),
                solved: IBRect(x: 0, y: 450.6875, width: 120, height: 20.5), scale: 2) == nil)
        let both = IBDescriber.misplacement(
            designed: IBRect(x: 0, y: 0, width: 10, height: 10),
            solved: IBRect(x: 0, y: 0.6, width: 12, height: 10), scale: 2)
        #expect(both?.expected == ["y=0.6", "width=12"] && both?.actual == ["y=0", "width=10"])
        #expect(
            IBDescriber.misplacement(
                designed: IBRect(x: 48, y: 13.75, width: 262, height: 20.5),
                solved: IBRect(x: 48, y: 13.75, width: 262, height: 20.5), scale: 2) == nil)
        // Half a pixel is the pixel grid's rounding of an unsnapped saved 8.25, a whole pixel is within Xcode's
        // tolerance: not misplaced; more is.
        #expect(
            IBDescriber.misplacement(
                designed: IBRect(x: 0, y: 8.25, width: 10, height: 10),
                solved: IBRect(x: 0, y: 8.5, width: 10, height: 10), scale: 2) == nil)
        #expect(
            IBDescriber.misplacement(
                designed: IBRect(x: 0, y: 8.25, width: 10, height: 10),
                solved: IBRect(x: 0, y: 8.75, width: 10, height: 10), scale: 2) == nil)
        #expect(
            IBDescriber.misplacement(
                designed: IBRect(x: 0, y: 8.25, width: 10, height: 10),
                solved: IBRect(x: 0, y: 8.75, width: 10, height: 10), scale: 3)?.offset == ["y +0.5"])
    }

    @Test func missingConstraintsTexts() throws {
        #expect(
            IBDescriber.missingConstraintsMessage(x: true, y: false, width: true, height: false)
                == "Need constraints for: X position, width")
        #expect(
            IBDescriber.missingConstraintsMessage(x: false, y: true, width: false, height: true)
                == "Need constraints for: Y position, height")
        let doc = try loadExample("Problems.xib")
        let loose = try #require(doc.view(id: "lse-Pb-001"))
        #expect(IBDescriber.suggestedConstraints(for: loose, x: false, y: false, width: true, height: false) == ["Loose.width = 50"])
        #expect(
            IBDescriber.suggestedConstraints(for: loose, x: true, y: true, width: false, height: false)
                == ["Loose.leading = leading + 8", "Loose.top = top + 56"])
    }
}
