import AutoLayout
import Foundation
import Testing

@testable import LayoutFile

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

private func report(_ text: String, size: LayoutSize = LayoutSize(width: 375, height: 667)) throws -> LayoutReport {
    try LayoutReport.make(text: text, file: "t.layout", size: size)
}

private func frames(_ r: LayoutReport) -> [String: CGRect] {
    Dictionary(uniqueKeysWithValues: r.rows.map { ($0.name, $0.frame) })
}

@Suite struct LayoutSceneTests {
    @Test func equationsAndVFLLayOut() throws {
        let r = try report(
            """
            metric pad = 20
            view header
            view title 120x21 in header
            H:|[header]|
            V:|-pad-[header(44)]
            title.width == 0.5 * header.width - 4 @750
            H:|-pad-[title]
            title.centerY == header.centerY
            """)
        let f = frames(r)
        #expect(f["root"] == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(f["header"] == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(f["title"] == CGRect(x: 20, y: 11.5, width: 183.5, height: 21))
        #expect(r.log.isEmpty && r.ambiguous.isEmpty)
    }

    @Test func errorExcerptShowsTheLineAndACaret() {
        let text = "view redView\n   |-0-[redView-0-|"
        let error = LayoutFileError(
            "Expected a ']' here. That is how you give the end of a view.",
            at: SourceLocation(line: 2, column: 16), file: "x.layout")
        #expect(
            error.excerpt(in: text) == """
                x.layout:2:16: error: Expected a ']' here. That is how you give the end of a view.
                   |-0-[redView-0-|
                               ^
                """)
    }

    /// A name 100,000 characters long made a 200 KB message (issue 22): the message keeps 500 characters and says
    /// how long it was, and the excerpt shows the 120 characters around the caret.
    @Test func hugeNamesAreCutInMessagesAndExcerpts() throws {
        let name = String(repeating: "x", count: 100_000)
        let text = "size 300x200\nview a 10x10\n\(name).width == 10 + b.width\n"
        do {
            _ = try LayoutScene(text: text, file: "h.layout")
            Issue.record("an unknown view was accepted")
        } catch let error as LayoutFileError {
            #expect(error.message == "unknown view or guide '\(name.prefix(477))… (100024 characters)")
            let excerpt = error.excerpt(in: text)
            #expect(excerpt.count < 800)
            #expect(excerpt.hasSuffix("\n" + String(repeating: "x", count: 120) + "…\n^"))
        }
        let wide = String(repeating: "y", count: 300) + "!" + String(repeating: "z", count: 300)
        let error = LayoutFileError("bad", at: SourceLocation(line: 1, column: 301))
        #expect(
            error.excerpt(in: wide) == "1:301: error: bad\n…" + String(repeating: "y", count: 60) + "!"
                + String(repeating: "z", count: 59) + "…\n" + String(repeating: " ", count: 61) + "^")
    }

    @Test func normalisedEquations() throws {
        let scene = try LayoutScene(
            text: """
                view a
                view b
                a.width * 3 == a.height * 4
                10 <= b.width
                a.width - b.width == 10
                """)
        let c = scene.constraints
        let fourThirds: CGFloat = 4.0 / 3.0
        #expect(c[0].multiplier == fourThirds && c[0].constant == 0)
        #expect(c[1].firstItem === scene.items["b"] && c[1].relation == .greaterThanOrEqual && c[1].constant == 10)
        #expect(c[2].firstItem === scene.items["a"] && c[2].secondItem === scene.items["b"] && c[2].multiplier == 1 && c[2].constant == 10)
    }

    @Test func vflErrorsPointAtTheCaretInTheFile() {
        #expect(
            throws: LayoutFileError(
                "Expected a ']' here. That is how you give the end of a view.",
                at: SourceLocation(line: 2, column: 16), file: "x.layout")
        ) {
            try LayoutScene(text: "view redView\n   |-0-[redView-0-|", file: "x.layout")
        }
        #expect(
            throws: LayoutFileError(
                "a constraint relates at most two item attributes; this one has 3",
                at: SourceLocation(line: 2, column: 23), file: nil)
        ) {
            try LayoutScene(text: "view a\na.width == a.height + a.left")
        }
    }

    @Test func customViewOfTheSeed() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("CustomView.layout"), encoding: .utf8)
        let f = frames(try report(text))
        #expect(f["custom"] == CGRect(x: 20, y: 40, width: 335, height: 48))
        #expect(f["image"] == CGRect(x: 8, y: 8, width: 32, height: 32))
        #expect(f["label"] == CGRect(x: 48, y: 13.75, width: 277, height: 20.5))
        #expect(f["caption"] == CGRect(x: 20, y: 96, width: 335, height: 20.5))
    }

    @Test func huggingAndCompressionInARowThatDoesNotFit() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("TwoLabels.layout"), encoding: .utf8)
        let narrow = frames(try report(text, size: LayoutSize(width: 300, height: 200)))
        #expect(narrow["name"] == CGRect(x: 8, y: 20, width: 76, height: 21))
        #expect(narrow["value"] == CGRect(x: 92, y: 20, width: 200, height: 21))
        let wide = frames(try report(text, size: LayoutSize(width: 600, height: 200)))
        #expect(wide["name"] == CGRect(x: 8, y: 20, width: 180, height: 21))
        #expect(wide["value"] == CGRect(x: 196, y: 20, width: 396, height: 21))
        let doc = try LayoutParser.parse(text)
        #expect(doc.items[0].compression == [749, 750] && doc.items[0].hugging == nil)
        #expect(doc.items[1].hugging == [249, 250])
    }

    @Test func seedGuideExample() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("SeedGuide.layout"), encoding: .utf8)
        let r = try report(text)
        let f = frames(r)
        #expect(f["card"] == CGRect(x: 20, y: 20, width: 160, height: 304))
        #expect(f["myView"] == CGRect(x: 8, y: 8, width: 144, height: 288))
        #expect(f["header"] == CGRect(x: 0, y: 332, width: 375, height: 44))
        #expect(f["title"] == CGRect(x: 20, y: 11.5, width: 183.5, height: 21))
        #expect(r.log.count == 1)
        #expect(r.log.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        // One of the two trailing constraints wins: the button is 20 or 29 points from the edge.
        let ok = try #require(f["OK"])
        #expect(ok.size == CGSize(width: 64, height: 30))
        #expect(ok.origin.y == 617)
        #expect(ok.origin.x == 375 - 29 - 64 || ok.origin.x == 375 - 20 - 64)
    }

    @Test func everyExampleLaysOut() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".layout") }.sorted()
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            let r = try LayoutReport.make(text: text, file: file)
            #expect(r.rows.count > 1, "\(file)")
        }
        // Every example's frames and problems are compared with the release build's committed output by
        // Scripts/check-golden.sh (.ci/run); the one that lists its expected frames in its comments is checked here.
    }

    /// `Examples/StackDistributions.layout` lists, in its comments, the frames of its three views under every
    /// distribution: each is laid out and compared (x and width, to the hundredth as written).
    @Test func stackDistributionsExampleGivesTheFramesItsCommentsList() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("StackDistributions.layout"), encoding: .utf8)
        let listed = text.split(separator: "\n").filter { $0.hasPrefix("#   ") && $0.contains("(0,") }
        #expect(listed.count == 5)
        for line in listed {
            let words = line.dropFirst(4).split(separator: " ", omittingEmptySubsequences: true)
            let distribution = String(words[0])
            let expected = words.dropFirst().prefix(3).map { pair -> [Double] in
                pair.trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",").compactMap { Double($0) }
            }
            let variant = text.replacingOccurrences(of: "distribution equalSpacing", with: "distribution \(distribution)")
            let r = try LayoutReport.make(text: variant, file: "StackDistributions.layout")
            let f = frames(r)
            for (name, pair) in zip(["a", "b", "c"], expected) {
                let frame = try #require(f[name])
                #expect(
                    abs(Double(frame.minX) - pair[0]) < 0.006 && abs(Double(frame.width) - pair[1]) < 0.006,
                    "\(distribution) \(name): \(frame) listed as \(pair)")
            }
        }
    }

    @Test func marginsAndGuidesInFiles() throws {
        let r = try report(
            """
            view body margins 16
            view inner in body
            guide g in body
            H:|[body]|
            V:|[body(100)]
            H:|-[inner]-|
            V:|-[inner]-|
            H:|-(5)-[g(10)]
            V:|[g(2)]
            """)
        let f = frames(r)
        #expect(f["inner"] == CGRect(x: 16, y: 16, width: 343, height: 68))
        #expect(f["g"] == CGRect(x: 5, y: 0, width: 10, height: 2))
        #expect(r.rows.map(\.kind) == ["view", "view", "view", "guide"])
        #expect(r.ambiguous.isEmpty)
        #expect(r.constraints.map(\.line) == [4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9])
        #expect(r.render(constraints: true).contains("  line 5: "))
    }

    @Test func renderedTable() throws {
        let r = try report("view box 50x_\nH:|-10-[box]\nV:|-10-[box(20)]", size: LayoutSize(width: 100, height: 80))
        #expect(
            r.render() == """
                t.layout laid out at 100x80 (frames in superview coordinates)

                name  kind  parent   x   y  width  height
                root  view  -        0   0    100      80
                box   view  root    10  10     50      20

                Problems: none

                """)
    }
}

@Suite struct LayoutProblemTests {
    @Test func listing13IsAmbiguousAndNamesTheView() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("Listing13.layout"), encoding: .utf8)
        let r = try report(text)
        #expect(r.ambiguous.map(\.name) == ["myView"])
        #expect(r.ambiguous.first?.parts == ["minY"])
        // Width from the margins (8 each side), height 2 × width.
        #expect(frames(r)["myView"]?.size == CGSize(width: 359, height: 718))
        #expect(r.render().contains("Ambiguous layout: myView (myView.minY not determined by the constraints)"))
    }

    @Test func fullySpecifiedLayoutIsNotAmbiguous() throws {
        let r = try report("view a 10x10\nH:|-[a]\nV:|-[a]")
        #expect(r.ambiguous.isEmpty)
        let loose = try report("view a\nH:|-[a]\nV:|-[a(20)]")
        #expect(loose.ambiguous.map(\.name) == ["a"])
        #expect(loose.ambiguous.first?.parts == ["Width"])
    }

    @Test func unsatisfiableOKButtonLogsBreaksAndLaysOutWithTheOther() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("Unsatisfiable.layout"), encoding: .utf8)
        let r = try report(text)
        #expect(r.log.count == 1)
        let log = try #require(r.log.first)
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(log.contains(" H:[OK]-(20)-|   (active, names: root:0x"))
        #expect(log.contains(" H:[OK]-(29)-|   (active, names: root:0x"))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
        let ok = try #require(frames(r)["OK"])
        #expect(ok.maxX == 375 - 20 || ok.maxX == 375 - 29)
        #expect(r.render().contains("Problems:\nUnable to simultaneously satisfy constraints."))
    }

    @Test func invalidEquationIsAnErrorAtItsLine() {
        do {
            _ = try LayoutScene(text: "view a\na.leading == 10")
            Issue.record("no error")
        } catch let error as LayoutFileError {
            #expect(error.location == SourceLocation(line: 2, column: 1))
            #expect(error.message.hasPrefix("NSLayoutConstraint for <LayoutFile.LayoutFileView: 0x"))
            #expect(
                error.message.hasSuffix(
                    ": A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
                ))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
