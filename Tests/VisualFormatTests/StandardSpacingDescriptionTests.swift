import Foundation
import Testing

@testable import AutoLayout
@testable import VisualFormat

/// A bare `-` between two views is UIKit's standard space: 8 points, described symbolically.
@Suite struct StandardSpacingDescriptionTests {
    @Test func bareDashIsDescribedAsNSSpace() throws {
        LayoutDiagnostics.withFakeAddresses {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let a = UIView()
            let b = UIView()
            root.addSubview(a)
            root.addSubview(b)
            let cs = NSLayoutConstraint.constraints(
                withVisualFormat: "H:[a]-[b]", options: [], metrics: nil,
                views: ["a": a, "b": b])
            #expect(cs.count == 1)
            #expect(cs.first?.constant == 8)
            #expect(cs.first?.description.contains("H:[UIView:0x") == true)
            #expect(cs.first?.description.contains("]-(NSSpace(8))-[UIView:0x") == true)
        }
    }
}
