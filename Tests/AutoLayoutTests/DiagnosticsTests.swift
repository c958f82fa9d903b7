import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// Stand-ins for UIKit's controls: their names print bare, as UIKit's own classes do.
final class UIButton: UIView {}

/// A label with an intrinsic size whose text (`debugName`) shows in descriptions.
final class UILabel: UIView {
    var size = CGSize(width: 35, height: 21)
    override var intrinsicContentSize: CGSize { size }
}

/// Collects the calls of `UIViewAlertForUnsatisfiableConstraints`.
final class AlertCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [(NSLayoutConstraint, [NSLayoutConstraint])] = []
    var calls: [(NSLayoutConstraint, [NSLayoutConstraint])] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
    func append(_ c: NSLayoutConstraint, _ list: [NSLayoutConstraint]) {
        lock.lock()
        storage.append((c, list))
        lock.unlock()
    }
}

/// Gives `objects` the fake addresses 0x1, 0x2, … in order.
func number(_ objects: AnyObject...) {
    for o in objects { _ = LayoutDiagnostics.address(of: o) }
}

@Suite struct DiagnosticsDescriptionTests {
    @Test func equationForms() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let a = makeChild(of: root)
            let b = makeChild(of: root)
            number(root, a, b)
            let size = a.widthAnchor.constraint(equalToConstant: 100)
            number(size)
            #expect(size.description == "<NSLayoutConstraint:0x4 UIView:0x2.width == 100   (inactive)>")
            size.isActive = true
            #expect(size.description == "<NSLayoutConstraint:0x4 UIView:0x2.width == 100   (active)>")
            #expect(
                a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.2).description.hasSuffix(
                    " UIView:0x2.height == 0.2*UIView:0x3.height   (inactive)>"))
            #expect(
                a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: -0.5, constant: -10).description.hasSuffix(
                    " UIView:0x2.width == -0.5*UIView:0x3.width - 10   (inactive)>"))
            #expect(
                a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: -1, constant: 24.27693).description.hasSuffix(
                    " UIView:0x2.width == -UIView:0x3.width + 24.2769   (inactive)>"))
            #expect(
                a.heightAnchor.constraint(lessThanOrEqualToConstant: -0.3333333).description.hasSuffix(
                    " UIView:0x2.height <= - 0.333333   (inactive)>"))
            let low = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 160)
            low.priority = .defaultHigh
            low.identifier = "myId"
            number(low)
            #expect(low.description == "<NSLayoutConstraint:0x9 'myId' UIView:0x2.height >= 160 priority:750   (inactive)>")
            // A child's bottom to its superview's bottom is not a VFL shape (child first at an end edge).
            #expect(
                a.bottomAnchor.constraint(equalTo: root.bottomAnchor).description.hasSuffix(
                    " UIView:0x2.bottom == UIView:0x1.bottom   (inactive)>"))
            // Superview first at a start edge: an equation too.
            #expect(
                root.leadingAnchor.constraint(equalTo: a.leadingAnchor).description.hasSuffix(
                    " UIView:0x1.leading == UIView:0x2.leading   (inactive)>"))
            #expect(
                a.centerXAnchor.constraint(equalTo: b.centerXAnchor, constant: 5).description.hasSuffix(
                    " UIView:0x2.centerX == UIView:0x3.centerX + 5   (inactive)>"))
        }
    }

    @Test func itemFormWithMargins() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            number(root, label)
            let c = NSLayoutConstraint(
                item: label, attribute: .leading, relatedBy: .equal, toItem: root,
                attribute: .leadingMargin, multiplier: 1, constant: 20)
            number(c)
            c.isActive = true
            #expect(c.description == "<NSLayoutConstraint:0x3 UILabel:0x2.leading == UIView:0x1.leadingMargin + 20   (active)>")
        }
    }

    @Test func visualFormatForms() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let ok = UIButton()
            ok.translatesAutoresizingMaskIntoConstraints = false
            ok.debugName = "OK"
            root.addSubview(ok)
            let b = makeChild(of: root)
            number(root, ok, b)
            let trailing = root.trailingAnchor.constraint(equalTo: ok.trailingAnchor, constant: 20)
            let leading = ok.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -2)
            let spacing = b.leadingAnchor.constraint(greaterThanOrEqualTo: ok.trailingAnchor, constant: 8)
            spacing.priority = .defaultHigh
            let system = b.leadingAnchor.constraint(equalToSystemSpacingAfter: ok.trailingAnchor, multiplier: 1)
            let left = ok.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8)
            let bottom = root.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 10)
            let top = b.topAnchor.constraint(lessThanOrEqualTo: ok.bottomAnchor, constant: 6.5)
            number(trailing, leading, spacing, system, left, bottom, top)
            NSLayoutConstraint.activate([trailing, leading, spacing, system, left, bottom, top])
            #expect(trailing.description == "<NSLayoutConstraint:0x4 H:[UIButton:0x2'OK']-(20)-|   (active, names: '|':UIView:0x1 )>")
            #expect(leading.description == "<NSLayoutConstraint:0x5 H:|-(-2)-[UIButton:0x2'OK']   (active, names: '|':UIView:0x1 )>")
            #expect(spacing.description == "<NSLayoutConstraint:0x6 H:[UIButton:0x2'OK']-(>=8@750)-[UIView:0x3] priority:750   (active)>")
            #expect(system.description == "<NSLayoutConstraint:0x7 H:[UIButton:0x2'OK']-(NSSpace(8))-[UIView:0x3]   (active)>")
            #expect(left.description == "<NSLayoutConstraint:0x8 H:|-(8)-[UIButton:0x2'OK'](LTR)   (active, names: '|':UIView:0x1 )>")
            #expect(bottom.description == "<NSLayoutConstraint:0x9 V:[UIView:0x3]-(10)-|   (active, names: '|':UIView:0x1 )>")
            #expect(top.description == "<NSLayoutConstraint:0xa V:[UIButton:0x2'OK']-(<=6.5)-[UIView:0x3]   (active)>")
            // The | forms need the direct superview.
            let inner = makeChild(of: b)
            number(inner)
            #expect(
                inner.leadingAnchor.constraint(equalTo: root.leadingAnchor).description.hasSuffix(
                    " UIView:0xb.leading == UIView:0x1.leading   (inactive)>"))
        }
    }

    /// `|-[v]` pins to the margins guide: a guide as second item is not a `|`, so the equation form is used.
    @Test func marginsGuideSecondItemIsAnEquation() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let v = makeChild(of: root)
            number(root, v, root.layoutMarginsGuide)
            let c = v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            number(c)
            c.isActive = true
            #expect(
                c.description
                    == "<NSLayoutConstraint:0x4 UIView:0x2.leading == UILayoutGuide:0x3'UIViewLayoutMarginsGuide'.leading   (active)>")
            let g = UILayoutGuide()
            root.addLayoutGuide(g)
            let top = g.topAnchor.constraint(equalTo: root.topAnchor, constant: 44)
            number(g, top)
            #expect(top.description == "<NSLayoutConstraint:0x6 V:|-(44)-[UILayoutGuide:0x5]   (inactive, names: '|':UIView:0x1 )>")
        }
    }

    /// A constraint's identifier reads back as set, whether it is a name UIKit gives its own constraints (kept as a
    /// number), any other name, or none, in any order of setting, beside the other rarely set fields.
    @Test func identifiersReadBackAsSet() {
        let v = UIView()
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        #expect(c.identifier == nil)
        for name in ["UISV-canvas-connection", "mine", "UISV-spacing", nil, "fittingSizeHTarget", "UISV-", "UISV-hiding"] {
            c.identifier = name
            #expect(c.identifier == name)
        }
        c.shouldBeArchived = true
        c.identifier = "UISV-alignment"
        #expect(c.identifier == "UISV-alignment" && c.shouldBeArchived)
        c.identifier = "other"
        #expect(c.identifier == "other")
        c.identifier = "UISV-alignment"
        #expect(c.identifier == "UISV-alignment")
        c.identifier = nil
        #expect(c.identifier == nil && c.shouldBeArchived)
    }

    @Test func identifiersAndTexts() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            root.accessibilityIdentifier = "container"
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.accessibilityIdentifier = "name_label"
            root.addSubview(label)
            let long = UILabel()
            long.translatesAutoresizingMaskIntoConstraints = false
            long.debugName = "Testing out NSLayoutConstraints"
            root.addSubview(long)
            number(root, label, long)
            let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            number(c)
            #expect(
                c.description
                    == "<NSLayoutConstraint:0x4 H:|-(0)-[name_label]   (inactive, names: name_label:0x2, container:0x1, '|':container:0x1 )>"
            )
            let w = long.widthAnchor.constraint(equalTo: label.widthAnchor)
            number(w)
            #expect(
                w.description
                    == "<NSLayoutConstraint:0x5 UILabel:0x3'Testing out NSLayoutConst...'.width == name_label.width   (inactive, names: name_label:0x2 )>"
            )
            #expect(long.widthAnchor.description.hasSuffix(" \"UILabel:0x3'Testing out NSLayoutConst...'.width\">"))
        }
    }

    @Test func systemMadeConstraints() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(375, 667)
            let plain = UIView(frame: rect(10, 20, 70, 40))
            let stretchy = UIView(frame: rect(0, 0, 70, 40))
            stretchy.autoresizingMask = [.flexibleWidth]
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.debugName = "Name"
            root.addSubview(plain)
            root.addSubview(stretchy)
            root.addSubview(label)
            number(root, plain, stretchy, label)
            let guide = root.layoutMarginsGuide
            number(guide)
            root.layoutIfNeeded()
            let made = root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }
            number(made[0], made[1], made[2], made[3], made[4], made[5])
            #expect(
                made.prefix(6).map(\.description) == [
                    "<NSAutoresizingMaskLayoutConstraint:0x6 h=--& v=--& UIView:0x2.minX == 10   (active, names: '|':UIView:0x1 )>",
                    "<NSAutoresizingMaskLayoutConstraint:0x7 h=--& v=--& UIView:0x2.width == 70   (active)>",
                    "<NSAutoresizingMaskLayoutConstraint:0x8 h=--& v=--& UIView:0x2.minY == 20   (active, names: '|':UIView:0x1 )>",
                    "<NSAutoresizingMaskLayoutConstraint:0x9 h=--& v=--& UIView:0x2.height == 40   (active)>",
                    "<NSAutoresizingMaskLayoutConstraint:0xa h=-&- v=--& UIView:0x3.minX == 0   (active, names: '|':UIView:0x1 )>",
                    "<NSAutoresizingMaskLayoutConstraint:0xb h=-&- v=--& UIView:0x3.width == UIView:0x1.width - 305   (active)>",
                ])
            let size = label.contentSizeConstraintH
            #expect(size != nil)
            if let size {
                number(size)
                #expect(size.description == "<NSContentSizeLayoutConstraint:0xc UILabel:0x4'Name'.width == 35>")
            }
            let left = root.constraints.first { $0.identifier == "UIView-leftMargin-guide-constraint" }
            if let left {
                number(left)
                #expect(
                    left.description
                        == "<NSLayoutConstraint:0xd 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x5'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x1 )>"
                )
            } else {
                Issue.record("no margin guide constraint")
            }
        }
    }

    @Test func realAddressesOutsideTheBook() {
        let v = UIView()
        let c = v.widthAnchor.constraint(equalToConstant: 1)
        let expected = "0x" + String(UInt(bitPattern: ObjectIdentifier(v)), radix: 16)
        #expect(c.description.contains(" UIView:\(expected).width == 1   (inactive)>"))
    }
}

@Suite struct DiagnosticsUnsatisfiableTests {
    static let advice = "Unable to simultaneously satisfy constraints.\n" + UIKitText.unsatisfiableAdvice
    static let footer = UIKitText.unsatisfiableFooter

    /// The seed guide's case: `H:[OK]-(20)-|` and `H:[OK]-(29)-|`, both required.
    @Test func okButtonTwentyAndTwentyNine() {
        let alerts = AlertCollector()
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(375, 667)
            let ok = UIButton()
            ok.translatesAutoresizingMaskIntoConstraints = false
            ok.debugName = "OK"
            root.addSubview(ok)
            number(root, ok)
            // What `H:[OK]-(20)-|` and `H:[OK]-(29)-|` make: superview.trailing == OK.trailing + c.
            let c20 = root.trailingAnchor.constraint(equalTo: ok.trailingAnchor, constant: 20)
            let c29 = root.trailingAnchor.constraint(equalTo: ok.trailingAnchor, constant: 29)
            number(c20, c29)
            NSLayoutConstraint.activate([
                ok.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                ok.widthAnchor.constraint(equalToConstant: 64),
                ok.heightAnchor.constraint(equalToConstant: 30),
            ])
            let logs = LayoutDiagnostics.withUnsatisfiableConstraintsAlert({ alerts.append($0, $1) }) {
                collectingLogs {
                    NSLayoutConstraint.activate([c20, c29])
                    root.layoutIfNeeded()
                }
            }
            let d20 = "<NSLayoutConstraint:0x3 H:[UIButton:0x2'OK']-(20)-|   (active, names: '|':UIView:0x1 )>"
            let d29 = "<NSLayoutConstraint:0x4 H:[UIButton:0x2'OK']-(29)-|   (active, names: '|':UIView:0x1 )>"
            #expect(
                logs == [
                    Self.advice + """
                        (
                            "\(d20)",
                            "\(d29)"
                        )

                        Will attempt to recover by breaking constraint \n\
                        \(d29)


                        """ + Self.footer
                ])
            #expect(alerts.calls.count == 1)
            #expect(alerts.calls.first?.0 === c29)
            #expect(alerts.calls.first?.1.map(ObjectIdentifier.init) == [ObjectIdentifier(c20), ObjectIdentifier(c29)])
            // Layout goes on with the other one; the broken one stays active.
            #expect(ok.frame == rect(291, 20, 64, 30))
            #expect(c29.isActive && c20.isActive)
            #expect(root.engine?.isBroken(c29) == true)
            #expect(root.engine?.isBroken(c20) == false)
        }
    }

    /// An autoresizing constraint in the list brings the Note line; the app's constraint is broken, not UIKit's.
    @Test func noteLineWithAutoresizingConstraints() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(375, 667)
            let fixed = UIView(frame: rect(0, 0, 70, 40))
            root.addSubview(fixed)
            number(root, fixed)
            root.layoutIfNeeded()
            let w = fixed.widthAnchor.constraint(equalToConstant: 50)
            number(w)
            let logs = collectingLogs {
                w.isActive = true
                root.layoutIfNeeded()
            }
            let width = root.constraints.first { ($0 as? NSAutoresizingMaskLayoutConstraint)?.autoresizingAttributeName == "width" }
            guard let width else {
                Issue.record("no autoresizing width")
                return
            }
            let dw = width.description
            let d50 = "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"
            #expect(
                dw.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") && dw.hasSuffix(" h=--& v=--& UIView:0x2.width == 70   (active)>"))
            #expect(
                logs == [
                    Self.advice + """
                        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n\
                        (
                            "\(dw)",
                            "\(d50)"
                        )

                        Will attempt to recover by breaking constraint \n\
                        \(d50)


                        """ + Self.footer
                ])
            #expect(fixed.frame == rect(0, 0, 70, 40))
        }
    }

    @Test func handlerStillCallsTheAlert() {
        let alerts = AlertCollector()
        let root = makeRoot()
        let v = makeChild(of: root)
        var events: [UnsatisfiableConstraintsEvent] = []
        root.unsatisfiableConstraintsHandler = { events.append($0) }
        v.widthAnchor.constraint(equalToConstant: 1).isActive = true
        let two = v.widthAnchor.constraint(equalToConstant: 2)
        let logs = LayoutDiagnostics.withUnsatisfiableConstraintsAlert({ alerts.append($0, $1) }) {
            collectingLogs {
                two.isActive = true
                root.layoutIfNeeded()
            }
        }
        #expect(logs.isEmpty)
        #expect(events.count == 1)
        #expect(alerts.calls.map { ObjectIdentifier($0.0) } == [ObjectIdentifier(two)])
    }
}

@Suite struct DiagnosticsAmbiguityTests {
    /// A hierarchy missing its vertical position: the trace marks the named view ambiguous.
    @Test func missingConstraintIsReportedNamingTheView() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let card = makeChild(of: root)
            card.accessibilityIdentifier = "card"
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            title.debugName = "Title"
            card.addSubview(title)
            number(root, card, title)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 200),
                card.heightAnchor.constraint(equalToConstant: 100),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            ])
            root.layoutIfNeeded()
            #expect(card.hasAmbiguousLayout)
            #expect(card.ambiguousLayoutVariables == ["minY"])
            #expect(!title.hasAmbiguousLayout)
            #expect(!root.hasAmbiguousLayout)
            #expect(
                root._autolayoutTrace() == """

                    •UIView:0x1
                    |   *card- AMBIGUOUS LAYOUT for card.minY{id: 5}
                    |   |   *UILabel:0x3'Title'

                    Legend:
                    \t* - is laid out with auto layout
                    \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
                    \t• - layout engine host
                    """)
            #expect(title._autolayoutTrace() == root._autolayoutTrace())
            #expect(root.ambiguousLayoutReport == ["|   *card- AMBIGUOUS LAYOUT for card.minY{id: 5}"])
            let affecting = card.constraintsAffectingLayout(for: .vertical).map(\.description)
            #expect(affecting.count == 2)
            #expect(affecting.first?.hasSuffix(" card.height == 100   (active, names: card:0x2 )>") == true)
            // exerciseAmbiguityInLayout moves it to another valid place; the title follows.
            let before = card.frame
            card.exerciseAmbiguityInLayout()
            root.layoutIfNeeded()
            #expect(card.frame.minY != before.minY)
            #expect(card.frame.minX == 10 && card.frame.size == before.size)
            #expect(title.frame == rect(8, 8, 35, 21))
            // Fixed: the report is empty.
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30).isActive = true
            root.layoutIfNeeded()
            #expect(!card.hasAmbiguousLayout)
            #expect(root.ambiguousLayoutReport.isEmpty)
            #expect(card.frame == rect(10, 30, 200, 100))
        }
    }

    @Test func traceMarksAutoresizingViewsAndGuides() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(100, 100)
            let manual = UIView(frame: rect(1, 2, 3, 4))
            root.addSubview(manual)
            let guide = UILayoutGuide()
            guide.identifier = "spacer"
            root.addLayoutGuide(guide)
            number(root, manual, guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.topAnchor.constraint(equalTo: root.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            let lines = root._autolayoutTrace().split(separator: "\n", omittingEmptySubsequences: false).prefix(4)
            #expect(
                Array(lines) == [
                    "",
                    "•UIView:0x1",
                    "|   *<UILayoutGuide: 0x3 - \"spacer\", layoutFrame = {{0, 0}, {0, 10}}, owningView = <UIView: 0x1; frame = (0 0; 100 100)>>- AMBIGUOUS LAYOUT for UILayoutGuide:0x3'spacer'.Width{id: 6}",
                    "|   +UIView:0x2",
                ])
        }
    }

    @Test func recursiveDescriptionIndentsSubviews() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(100, 50)
            let a = UIView(frame: rect(1, 2, 3, 4))
            let b = UIView(frame: rect(5, 6, 7, 8))
            root.addSubview(a)
            a.addSubview(b)
            number(root, a, b)
            #expect(
                root.recursiveDescription() == """
                    <UIView: 0x1; frame = (0 0; 100 50); layer = <CALayer: 0x4>>
                       | <UIView: 0x2; frame = (1 2; 3 4); layer = <CALayer: 0x5>>
                       |    | <UIView: 0x3; frame = (5 6; 7 8); layer = <CALayer: 0x6>>
                    """)
        }
    }
}

@Suite struct DiagnosticsConflictListTests {
    /// A constant change that makes three required constraints conflict: all three listed in activation
    /// order, the most recently activated one broken, the layout kept with the other two.
    @Test func constantChangeListsTheWholeConflictInActivationOrder() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot(320, 480)
            let v = makeChild(of: root)
            v.debugName = "Box"
            number(root, v)
            let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let trailing = root.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: 10)
            let width = v.widthAnchor.constraint(equalToConstant: 300)
            number(leading, trailing, width)
            NSLayoutConstraint.activate([
                leading, trailing, width, v.topAnchor.constraint(equalTo: root.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            let logs = collectingLogs {
                width.constant = 200
                root.layoutIfNeeded()
            }
            let list = [
                "<NSLayoutConstraint:0x3 H:|-(10)-[UIView:0x2'Box']   (active, names: '|':UIView:0x1 )>",
                "<NSLayoutConstraint:0x4 H:[UIView:0x2'Box']-(10)-|   (active, names: '|':UIView:0x1 )>",
                "<NSLayoutConstraint:0x5 UIView:0x2'Box'.width == 200   (active)>",
            ]
            #expect(
                LayoutDiagnostics.arrayDescription([leading, trailing, width])
                    == "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)")
            #expect(logs.count == 1)
            #expect(logs.first?.contains(LayoutDiagnostics.arrayDescription([leading, trailing, width])) == true)
            #expect(logs.first?.contains("Will attempt to recover by breaking constraint \n\(list[2])\n\n") == true)
            #expect(v.frame == rect(10, 0, 300, 10))
        }
    }

    @Test func emptyArrayDescription() {
        #expect(LayoutDiagnostics.arrayDescription([]) == "()")
    }

    /// `constraintsAffectingLayout(for:)` includes content-size constraints, printed in their own form.
    @Test func constraintsAffectingLayoutIncludeContentSize() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.debugName = "Hello"
            root.addSubview(label)
            number(root, label)
            let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
            number(leading)
            leading.isActive = true
            root.layoutIfNeeded()
            let affecting = label.constraintsAffectingLayout(for: .horizontal)
            if let size = label.contentSizeConstraintH { number(size) }
            #expect(
                Set(affecting.map(\.description)) == [
                    "<NSLayoutConstraint:0x3 H:|-(16)-[UILabel:0x2'Hello']   (active, names: '|':UIView:0x1 )>",
                    "<NSContentSizeLayoutConstraint:0x4 UILabel:0x2'Hello'.width == 35>",
                ])
            #expect(label.frame == rect(16, 0, 35, 21))
            #expect(label.hasAmbiguousLayout)
            #expect(label.ambiguousLayoutVariables == ["minY"])
        }
    }
}

@Suite struct DiagnosticsWindowTests {
    @Test func windowReportsAnAmbiguousDescendantWithUIKitsSynopsis() {
        LayoutDiagnostics.withFakeAddresses {
            let window = UIWindow(frame: rect(0, 0, 320, 480))
            let v = makeChild(of: window)
            v.debugName = "Lost"
            number(window, v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: window.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
                v.widthAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            var answer = false
            let logs = collectingLogs { answer = window.hasAmbiguousLayout }
            #expect(answer)
            #expect(
                logs == [
                    LayoutDiagnostics.windowAmbiguityMessage + "\n|   *UIView:0x2'Lost'- AMBIGUOUS LAYOUT for UIView:0x2'Lost'.minX{id: 4}"
                ])
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            let quiet = collectingLogs { answer = window.hasAmbiguousLayout }
            #expect(!answer && quiet.isEmpty)
        }
    }

    @Test func standardSpacingMarkPrintsNSSpace() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let a = makeChild(of: root)
            let b = makeChild(of: root)
            number(root, a, b)
            let c = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
            c.markAsStandardSpacing()
            number(c)
            #expect(c.description == "<NSLayoutConstraint:0x4 V:[UIView:0x2]-(NSSpace(8))-[UIView:0x3]   (inactive)>")
            #expect(c.constant == 8)
        }
    }
}

@Suite struct DiagnosticsRobustnessTests {
    /// Every pair of attributes, relation and a few multipliers (valid or not, active or not) describes itself
    /// in one of the two forms without crashing.
    @Test func everyAttributePairDescribesItself() {
        LayoutDiagnostics.withFakeAddresses {
            let root = makeRoot()
            let a = makeChild(of: root)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            var count = 0
            _ = collectingLogs {
                for a1 in NSLayoutConstraint.Attribute.allCases {
                    for a2 in NSLayoutConstraint.Attribute.allCases {
                        for m in [1.0, 0.0, -2.5] as [CGFloat] {
                            for (first, second) in [(a, root), (root, a), (a, guide), (guide, root)] as [(AnyObject, AnyObject)] {
                                let c = NSLayoutConstraint(
                                    item: first, attribute: a1, relatedBy: .greaterThanOrEqual,
                                    toItem: a2 == .notAnAttribute ? nil : second, attribute: a2,
                                    multiplier: m, constant: -3.25)
                                c.isActive = true
                                let d = c.description
                                #expect(d.hasPrefix("<NSLayoutConstraint:0x"))
                                #expect(d.hasSuffix(")>"))
                                #expect(d.contains(" >= ") || d.contains("-(>=-3.25)-"))
                                count += 1
                            }
                        }
                    }
                }
            }
            #expect(count == 21 * 21 * 3 * 4)
        }
    }

    @Test func deadItemsPrintNull() {
        let c: NSLayoutConstraint = {
            let v = UIView()
            return v.widthAnchor.constraint(equalToConstant: 5)
        }()
        #expect(c.description.hasSuffix(" (null).width == 5   (inactive)>"))
    }
}
