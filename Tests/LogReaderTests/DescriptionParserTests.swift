import Testing

@testable import LogReader

@Suite("Reading one constraint description")
struct DescriptionParserTests {
    func parse(_ text: String) throws -> LoggedConstraint {
        try DescriptionParser.parse(text, line: 1, column: 1)
    }

    @Test("equation form with a multiplier, a constant and a module-qualified class")
    func equation() throws {
        let c = try parse(
            "<NSLayoutConstraint:0x600001f8c140 UIView:0x7fb1e2c0b6c0.height == 0.2*MyApp.MyView:0x7fb1e2c07410.height + 30   (active)>")
        #expect(c.className == "NSLayoutConstraint" && c.address == "0x600001f8c140")
        #expect(c.first == LoggedItem(className: "UIView", address: "0x7fb1e2c0b6c0") && c.firstAttribute == "height")
        #expect(c.second == LoggedItem(className: "MyApp.MyView", address: "0x7fb1e2c07410") && c.secondAttribute == "height")
        #expect(c.multiplier == 0.2 && c.constant == 30 && c.relation == .equal && c.priority == 1000 && c.isActive == true)
    }

    @Test("a constant alone, negative as UIKit prints it, with a priority")
    func constantAlone() throws {
        let c = try parse("<NSLayoutConstraint:0x1 UIImageView:0x12fe07580.minY == - 0.333333 priority:750   (active)>")
        #expect(c.second == nil && c.constant == -0.333333 && c.priority == 750 && c.firstAttribute == "minY")
        let d = try parse("<NSLayoutConstraint:0x2 UIView:0x3.width <= 200   (inactive)>")
        #expect(d.relation == .lessThanOrEqual && d.constant == 200 && d.isActive == false)
    }

    @Test("a negative multiplier and a subtracted constant")
    func negativeMultiplier() throws {
        let c = try parse("<NSLayoutConstraint:0x1 UIView:0x2.centerX == -0.5*UIView:0x3.width - 10   (active)>")
        #expect(c.multiplier == -0.5 && c.constant == -10)
    }

    @Test("VFL forms: to the leading edge, to the trailing edge, between siblings, (LTR), priorities, NSSpace")
    func visualFormat() throws {
        let lead = try parse("<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2'Hello']   (active, names: '|':UIView:0x3 )>")
        #expect(lead.first.text == "Hello" && lead.firstAttribute == "leading" && lead.constant == 8)
        #expect(lead.second?.address == "0x3" && lead.secondAttribute == "leading" && lead.superview?.address == "0x3")

        let trail = try parse("<NSLayoutConstraint:0x1 H:[UIButton:0x7ff024522cf0]-(-2)-|(LTR)   (active, names: '|':UIView:0x3 )>")
        #expect(trail.first.address == "0x3" && trail.firstAttribute == "right" && trail.second?.address == "0x7ff024522cf0")
        #expect(trail.constant == -2 && trail.barIsFirst == true)

        let between = try parse("<NSLayoutConstraint:0x1 'myId' V:[UIView:0xa]-(>=8@750)-[UIView:0xb]   (active)>")
        #expect(between.identifier == "myId" && between.first.address == "0xb" && between.firstAttribute == "top")
        #expect(between.second?.address == "0xa" && between.secondAttribute == "bottom")
        #expect(between.relation == .greaterThanOrEqual && between.constant == 8 && between.priority == 750)

        let old = try parse("<NSLayoutConstraint:0x8ded860 H:|-(NSSpace(20))-[UIButton:0x8df8070]   (Names: '|':UIView:0x8df7ee0 )>")
        #expect(old.constant == 20 && old.isActive == nil && old.superview?.address == "0x8df7ee0")
    }

    @Test("the iOS 9 size forms inside brackets")
    func oldSizes() throws {
        let c = try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x7feed045a290(<=100@900)]>")
        #expect(c.firstAttribute == "width" && c.relation == .lessThanOrEqual && c.constant == 100 && c.priority == 900)
        let d = try parse("<NSLayoutConstraint:0x1 V:[UILabel:0x2(>=160)]>")
        #expect(d.firstAttribute == "height" && d.relation == .greaterThanOrEqual && d.constant == 160)
    }

    @Test("items named by accessibility identifier are resolved through names:")
    func identifiers() throws {
        let c = try parse(
            "<NSLayoutConstraint:0x1 name_label.leading == UIView:0x2.leading + 8   (active, names: name_label:0x7fa4d0e9e480 )>")
        #expect(c.first == LoggedItem(address: "0x7fa4d0e9e480", identifier: "name_label"))
    }

    @Test("a cut label text with commas, inside names: too")
    func cutText() throws {
        let c = try parse(
            "<NSLayoutConstraint:0x1 H:|-(6)-[UILabel:0x2'Lorem, ipsum, dolor, sit,...']   (active, names: '|':OverView:0x3, other:0x4 )>")
        #expect(c.first.text == "Lorem, ipsum, dolor, sit,..." && c.superview?.address == "0x3")
    }

    @Test("autoresizing, content-size, SnapKit and Masonry constraints")
    func otherClasses() throws {
        let a = try parse(
            "<NSAutoresizingMaskLayoutConstraint:0x600003220d20 h=--& v=--& MyApp.MyView:0x7fcdaff03e10.height == 896   (active)>")
        #expect(a.autoresizingMask == "h=--& v=--&" && a.isFrameDerived && a.constant == 896)
        let s = try parse("<NSContentSizeLayoutConstraint:0x2810eed60 UILabel:0x103608640.width == 35 Hug:250 CompressionResistance:750>")
        #expect(s.constant == 35 && s.isFrameDerived)
        let k = try parse("<SnapKit.LayoutConstraint:0x6000000a1e00@ViewController.swift#42 UIView:0x7f.height == 100.0>")
        #expect(k.first.address == "0x7f" && k.constant == 100)
        let m = try parse("<MASLayoutConstraint:0x60800009ea50 UIView:0x7f.top == UIView:0x7e.top + 10>")
        #expect(m.second?.address == "0x7e" && m.constant == 10)
    }

    @Test("an unreadable description says what and where")
    func unreadable() {
        #expect(throws: LogReadProblem(line: 3, column: 5, message: "expected '==', '<=' or '>=' in 'UIView:0x1.height ~ 4'")) {
            try DescriptionParser.parse("<NSLayoutConstraint:0x1 UIView:0x1.height ~ 4   (active)>", line: 3, column: 5)
        }
    }
}
