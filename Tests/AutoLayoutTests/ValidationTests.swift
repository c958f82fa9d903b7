import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct ValidationTests {
    @Test func locationEqualToConstantIsRefused() {
        let root = makeRoot()
        let v = makeChild(of: root)
        var c: NSLayoutConstraint!
        let logs = collectingLogs {
            c = NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
        }
        let reason =
            "NSLayoutConstraint for \(v): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        #expect(logs == [reason])
        #expect(c.validationError == LayoutException(name: "NSInvalidArgumentException", reason: reason))
        #expect(throws: LayoutException.self) { try c.checkValid() }
        _ = collectingLogs { c.isActive = true }
        #expect(!c.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func multiplierZeroOnLocationIsRefused() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let logs = collectingLogs {
            _ = NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                multiplier: 0, constant: 10)
        }
        #expect(logs.count == 1)
        #expect(logs.first?.hasSuffix("Location attributes must be specified in pairs.") == true)
    }

    @Test func sizeWithLocationIsInvalidPairing() {
        let root = makeRoot()
        let v = makeChild(of: root)
        var c: NSLayoutConstraint!
        let logs = collectingLogs {
            c = NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .height,
                multiplier: 0.25, constant: 0)
        }
        #expect(logs == ["NSLayoutConstraint for \(v): Invalid pairing of layout attributes"])
        #expect(c.validationError?.name == "NSInvalidArgumentException")
    }

    @Test func leadingWithLeftIsRefused() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let logs = collectingLogs {
            _ = NSLayoutConstraint(
                item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
                multiplier: 1, constant: 0)
        }
        #expect(
            logs == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            ])
    }

    @Test func xWithYThroughItemFormIsRefusedAtActivation() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let c = NSLayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
            multiplier: 1, constant: 0)
        #expect(c.validationError == nil)
        let logs = collectingLogs { c.isActive = true }
        #expect(logs.count == 1)
        #expect(logs.first?.hasPrefix("Constraint improperly relates anchors of incompatible types: <NSLayoutConstraint:") == true)
        #expect(logs.first?.hasSuffix("   (active)>") == true)
        #expect(!c.isActive)
    }

    @Test func noCommonAncestor() {
        let a = UIView()
        let b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let logs = collectingLogs { c.isActive = true }
        // Each `firstAnchor` is a new copy (UIKit's property is `@NSCopying`), so the anchors' own addresses differ.
        func withoutAnchorAddresses(_ s: String) -> String {
            s.replacing(try! Regex("Anchor:0x[0-9a-fA-F]+"), with: "Anchor:0x")
        }
        #expect(
            logs.map(withoutAnchorAddresses) == [
                withoutAnchorAddresses(
                    "Unable to activate constraint with anchors \(c.firstAnchor) and \(c.secondAnchor!) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
                )
            ])
        #expect(logs.first?.contains("<NSLayoutXAxisAnchor:0x") == true && logs.first?.contains(".leading\">") == true)
        #expect(!c.isActive)
    }

    @Test func nonFiniteValuesAreRefusedAndLayoutStands() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let w = v.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            w, v.heightAnchor.constraint(equalToConstant: 10),
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let logs = collectingLogs {
            w.constant = .infinity
            w.constant = .nan
            _ = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
        }
        #expect(logs.count == 3)
        #expect(
            logs[0].hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:"))
        #expect(logs[1].hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
        #expect(logs[2] == "Multiplier is not finite!  That's illegal.  multiplier:nan")
        #expect(w.constant == 50)
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 0, 50, 10))
    }

    @Test func priorityRulesOnInstalledConstraints() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let w = v.widthAnchor.constraint(equalToConstant: 50)
        w.isActive = true
        let logs = collectingLogs {
            w.priority = .defaultLow
            w.priority = UILayoutPriority(0)
            w.priority = UILayoutPriority(1001)
        }
        #expect(
            logs == [
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.",
                "It's illegal to set priority:0.  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.",
                "It's illegal to set priority:1001.  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.",
            ])
        #expect(w.priority == .required)
        w.isActive = false
        w.priority = .defaultLow  // allowed while inactive
        #expect(w.priority == .defaultLow)
    }

    @Test func addConstraintOnAViewThatIsNotAnAncestor() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let logs = collectingLogs { a.addConstraint(c) }
        #expect(logs.count == 1)
        #expect(logs.first?.hasPrefix("The view hierarchy is not prepared for the constraint: ") == true)
        #expect(!c.isActive)
    }
}

@Suite struct UnsatisfiableTests {
    @Test func laterConflictingConstraintIsBrokenAndLayoutGoesOn() {
        let root = makeRoot()
        let v = makeChild(of: root)
        var events: [UnsatisfiableConstraintsEvent] = []
        root.unsatisfiableConstraintsHandler = { events.append($0) }
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            w100, v.heightAnchor.constraint(equalToConstant: 10),
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        w200.isActive = true
        root.layoutIfNeeded()
        #expect(events.count == 1)
        #expect(events[0].adding === w200)
        #expect(events[0].victim === w200)
        #expect(events[0].conflicting.map { ObjectIdentifier($0) } == [ObjectIdentifier(w100), ObjectIdentifier(w200)])
        #expect(v.frame.width == 100)
        #expect(w200.isActive)
        #expect(root.engine?.isBroken(w200) == true)
        // The broken constraint still counts above every optional priority, and holds once it can.
        w100.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
        let opt = v.widthAnchor.constraint(equalToConstant: 300)
        opt.priority = UILayoutPriority(999)
        opt.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    @Test func constantChangeThatConflictsIsBroken() {
        let root = makeRoot()
        let v = makeChild(of: root)
        var events: [UnsatisfiableConstraintsEvent] = []
        root.unsatisfiableConstraintsHandler = { events.append($0) }
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let trailing = v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        let width = v.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            leading, trailing, width, v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(events.isEmpty)
        #expect(v.frame == rect(10, 0, 300, 10))
        width.constant = 200
        root.layoutIfNeeded()
        #expect(events.count == 1)
        #expect(events.first?.conflicting.count == 3)
        #expect(v.frame.minX == 10)
    }

    @Test func defaultReportIsLogged() {
        let root = makeRoot()
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 1)])
        let logs = collectingLogs {
            v.widthAnchor.constraint(equalToConstant: 2).isActive = true
            root.layoutIfNeeded()
        }
        #expect(logs.count == 1)
        #expect(logs.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(logs.first?.contains("Will attempt to recover by breaking constraint") == true)
    }

    @Test func victimRuleSkipsSystemConstraints() {
        let root = makeRoot()
        let a = UIView(frame: rect(0, 0, 10, 10))
        root.addSubview(a)
        root.layoutIfNeeded()
        let user = a.widthAnchor.constraint(equalToConstant: 50)
        user.isActive = true
        let auto = root.engine?.autoresizingConstraints(for: a) ?? []
        let chosen = LayoutDiagnostics.constraintToBreak(in: auto + [user])
        #expect(chosen === user)
        #expect(LayoutDiagnostics.constraintToBreak(in: auto) === auto.last)
    }
}

@Suite struct AnchorTests {
    @Test func anchorWithOffsetMakesADimension() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let c = makeChild(of: root)
        NSLayoutConstraint.activate(
            [
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 40),
                c.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
                c.widthAnchor.constraint(equalToConstant: 40),
                b.widthAnchor.constraint(equalToConstant: 20),
                // b sits so that the gap before it is twice the gap after it
                a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(
                    equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor), multiplier: 2),
            ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 5)] })
        root.layoutIfNeeded()
        // space between a (maxX 50) and c (minX 270) = 220 − 20 = 200 → gaps 133.333 and 66.667
        #expect(abs(b.frame.minX - (50 + 400.0 / 3)) < 1e-9)
    }

    @Test func systemSpacingAfterAndBelow() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(26, 18, 10, 10))
    }

    @Test func constraintFactsFromAnchors() {
        let v = UIView()
        let c = v.heightAnchor.constraint(lessThanOrEqualTo: v.widthAnchor, multiplier: 2, constant: 3)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.firstItem === v && c.secondItem === v)
        #expect(c.firstAttribute == .height && c.secondAttribute == .width)
        #expect(c.multiplier == 2 && c.constant == 3)
        let k = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 7)
        #expect(k.secondItem == nil && k.secondAttribute == .notAnAttribute)
        #expect(v.leadingAnchor.item === v)
        #expect(v.centerYAnchor.attribute == .centerY)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    }
}

@Suite struct ClampTests {
    @Test func hugeConstantsAreClamped() {
        let v = UIView()
        let c = v.widthAnchor.constraint(equalToConstant: .greatestFiniteMagnitude)
        #expect(c.constant == NSLayoutConstraint.constantLimit)
        c.constant = -1e12
        #expect(c.constant == -2_777_777)
        c.constant = 12
        #expect(c.constant == 12)
    }
}

/// The unsatisfiable-constraints log as iOS prints it (spec diagnostics.md §2.3).
@Suite struct UnsatisfiableAsIOSTests {
    @Test func listIsOrderedByIdentifierUnidentifiedFirst() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let named = a.widthAnchor.constraint(equalToConstant: 100)
        named.identifier = "Zeta"
        let plain = a.widthAnchor.constraint(equalToConstant: 50)
        let logs = collectingLogs {
            named.isActive = true
            plain.isActive = true
            root.layoutIfNeeded()
        }
        #expect(logs.count == 1)
        let list = logs.first?.components(separatedBy: "Will attempt").first ?? ""
        let zeta = list.range(of: "'Zeta'")
        let fifty = list.range(of: ".width == 50")
        #expect(zeta != nil && fifty != nil)
        if let zeta, let fifty { #expect(fifty.lowerBound < zeta.lowerBound) }
    }

    @Test func aStackViewsHidingConstraintIsNeverTheOneBroken() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let app = a.heightAnchor.constraint(equalToConstant: 20)
        let hiding = a.heightAnchor.constraint(equalToConstant: 0)
        hiding.identifier = "UISV-hiding"
        final class Broken: @unchecked Sendable { var constraint: NSLayoutConstraint? }
        let broken = Broken()
        LayoutDiagnostics.withUnsatisfiableConstraintsAlert({ c, _ in broken.constraint = c }) {
            app.isActive = true
            hiding.isActive = true
            root.layoutIfNeeded()
        }
        #expect(broken.constraint === app)
        #expect(a.frame.height == 0)
    }

    /// A constraint is held by the nearest view both items are in: the superview for a child and its parent or
    /// two siblings, the shared ancestor for cousins and for a view and its grandchild.
    @Test func aConstraintIsHeldByTheNearestCommonAncestor() {
        let root = makeRoot()
        let card = makeChild(of: root)
        let other = makeChild(of: root)
        let image = makeChild(of: card)
        let title = makeChild(of: card)
        let badge = makeChild(of: image)
        let far = makeChild(of: other)
        func holder(_ c: NSLayoutConstraint) -> UIView? {
            c.isActive = true
            return c.container
        }
        #expect(holder(image.leadingAnchor.constraint(equalTo: card.leadingAnchor)) === card)
        #expect(holder(card.trailingAnchor.constraint(equalTo: image.trailingAnchor)) === card)
        #expect(holder(title.leadingAnchor.constraint(equalTo: image.trailingAnchor)) === card)
        #expect(holder(image.widthAnchor.constraint(equalTo: image.heightAnchor)) === image)
        #expect(holder(badge.topAnchor.constraint(equalTo: card.topAnchor)) === card)
        #expect(holder(card.bottomAnchor.constraint(equalTo: badge.bottomAnchor)) === card)
        #expect(holder(badge.leadingAnchor.constraint(equalTo: far.leadingAnchor)) === root)
        #expect(holder(title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)) === root)
        #expect(UIView.nearestCommonAncestor(badge, makeRoot()) == nil)
    }
}
