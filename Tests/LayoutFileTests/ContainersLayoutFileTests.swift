import AutoLayout
import Foundation
import Testing

@testable import LayoutFile

@Suite("Containers: stack lines in layout files")
struct ContainersLayoutFileTests {
    @Test func stackLineBuildsArrangedViews() throws {
        let scene = try LayoutScene(
            text: """
                stack row distribution equalCentering alignment bottom spacing 10
                view a 50x30 in row
                view b 80x60 in row hidden
                view c 40x20 in row
                H:|[row]|
                V:|[row]|
                """)
        _ = scene.layout(size: LayoutSize(width: 300, height: 100))
        let stack = try #require(scene.items["row"] as? UIStackView)
        #expect(stack.distribution == .equalCentering && stack.alignment == .bottom && stack.spacing == 10)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(scene.frame(of: "a") == CGRect(x: 0, y: 70, width: 50, height: 30))
        #expect(scene.frame(of: "b")?.width == 0)
        #expect(scene.frame(of: "c") == CGRect(x: 260, y: 80, width: 40, height: 20))
    }

    @Test func badStackWordsNameLineAndColumn() {
        #expect(
            throws: LayoutFileError(
                "expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering after 'distribution'",
                at: SourceLocation(line: 1, column: 24))
        ) {
            try LayoutScene(text: "stack row distribution spread")
        }
        #expect(throws: LayoutFileError("expected a number after 'spacing'", at: SourceLocation(line: 2, column: 22))) {
            try LayoutScene(text: "view a\nstack s in a spacing wide")
        }
    }

    @Test func scrollLineMakesContentArea() throws {
        let scene = try LayoutScene(
            text: """
                scroll s
                view content _x900 in s
                H:|[s]|
                V:|[s]|
                H:|[content]|
                V:|[content]|
                content.width == s.width
                """)
        _ = scene.layout(size: LayoutSize(width: 200, height: 300))
        let scroll = try #require(scene.items["s"] as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 200, height: 900))
        #expect(scene.frame(of: "content") == CGRect(x: 0, y: 0, width: 200, height: 900))
    }
}
