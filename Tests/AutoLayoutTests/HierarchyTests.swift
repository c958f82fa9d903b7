import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct HierarchyTests {
    /// Views are not weakly referenced (see `ItemReference`): what outlives a view must still read nil, never a
    /// dead view.
    @Test func whatOutlivesAViewReadsNil() {
        var views: (child: UIView, guide: UILayoutGuide)?
        var c: NSLayoutConstraint!
        var w: NSLayoutConstraint!
        var autoresizing: [NSLayoutConstraint] = []
        do {
            let root = makeRoot()
            let child = makeChild(of: root)
            let framed = UIView(frame: rect(1, 2, 30, 40))
            root.addSubview(framed)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            c = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 4)
            w = child.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([c, w, child.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            autoresizing = framed.constraintsAffectingLayout(for: .horizontal).filter { $0 is NSAutoresizingMaskLayoutConstraint }
            #expect(autoresizing.count == 2 && autoresizing.allSatisfy(\.isActive))
            #expect(c.isActive && guide.owningView === root && child.superview === root)
            root.removeLayoutGuide(guide)
            #expect(!c.isActive && guide.owningView == nil)
            root.addLayoutGuide(guide)
            c.isActive = true
            views = (child, guide)
        }
        // The root died: the child it held, the guide and the constraints live on.
        #expect(views?.child.superview == nil && views?.guide.owningView == nil)
        #expect(w.isActive && w.firstItem === views?.child)  // held by the child, which lives
        #expect(!c.isActive && c.firstItem === views?.child && c.secondItem === views?.guide)
        #expect(autoresizing.allSatisfy { !$0.isActive })
        views = nil
        // Now the child and the guide are gone as well.
        #expect(!w.isActive && w.firstItem == nil)
        #expect(c.firstItem == nil && c.secondItem == nil && c.firstAnchor.item == nil)
    }

    @Test func preservesSuperviewMarginsUsesLaidOutFrames() {
        let root = makeRoot()
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let panel = makeChild(of: root)
        panel.preservesSuperviewLayoutMargins = true
        let content = makeChild(of: panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == rect(5, 100, 275, 100))
        // left margin max(8, 20 − 5) = 15; right max(8, 20 − 40) = 8; top/bottom 8 (far from the root's edges)
        #expect(panel.effectiveLayoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 8))
        #expect(content.frame == rect(15, 8, 252, 84))
    }

    @Test func subviewSafeAreaFromOverlap() {
        let root = makeRoot(375, 812)
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = makeChild(of: root)
        let label = makeChild(of: header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(label.frame == rect(0, 44, 10, 10))
    }

    @Test func movingALaidOutTreeIntoAnotherWindow() {
        let first = makeRoot(100, 100)
        let card = makeChild(of: first)
        let dot = makeChild(of: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: first.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 50),
            card.heightAnchor.constraint(equalToConstant: 50),
            dot.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 4),
            dot.heightAnchor.constraint(equalToConstant: 4),
        ])
        first.layoutIfNeeded()
        #expect(dot.frame == rect(23, 23, 4, 4))
        // A laid-out root with its own engine joins a bigger tree.
        let window = makeRoot(400, 400)
        first.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(first)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            first.topAnchor.constraint(equalTo: window.topAnchor),
            first.widthAnchor.constraint(equalToConstant: 200),
            first.heightAnchor.constraint(equalToConstant: 200),
        ])
        #expect(first.engine == nil)
        window.layoutIfNeeded()
        #expect(first.frame == rect(100, 0, 200, 200))
        #expect(card.frame == rect(10, 10, 50, 50))
        #expect(dot.frame == rect(23, 23, 4, 4))
        card.removeFromSuperview()
        #expect(card.constraints.count == 4)  // its own size and the dot's centring stay with it
    }

    @Test func ambiguityTools() {
        let root = makeRoot()
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 40),
            v.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(v.ambiguousLayoutVariables == ["minY"])
        #expect(!root.hasAmbiguousLayout)
        #expect(v.frame == rect(10, 0, 40, 40))
        v.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(v.frame.minX == 10 && v.frame.minY != 0)
        #expect(v.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(v.constraintsAffectingLayout(for: .vertical).count == 1)
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func constraintsListAutoresizingOfSubviewsOnceMade() {
        let root = makeRoot()
        let plain = UIView(frame: rect(1, 2, 3, 4))
        root.addSubview(plain)
        #expect(root.constraints.isEmpty)
        root.layoutIfNeeded()
        #expect(root.constraints.count == 4)
        #expect(root.constraints.allSatisfy { $0 is NSAutoresizingMaskLayoutConstraint && $0.isActive })
        #expect(plain.frame == rect(1, 2, 3, 4))
    }

    /// The engine keeps a view's four autoresizing constraints by the number it gave the view: when the view leaves
    /// and another takes its place, or its frame is set again, the listed ones are the current view's, made from
    /// its current frame, and the old ones are let go.
    @Test func autoresizingConstraintsFollowTheViewsThatComeAndGo() {
        let root = makeRoot()
        let first = UIView(frame: rect(1, 2, 3, 4))
        root.addSubview(first)
        root.layoutIfNeeded()
        let old = root.constraints
        first.removeFromSuperview()
        let second = UIView(frame: rect(10, 20, 30, 40))
        root.addSubview(second)
        root.layoutIfNeeded()
        #expect(old.allSatisfy { !$0.isActive })
        let made = root.constraints
        #expect(made.count == 4 && made.allSatisfy { $0.firstItem === second && $0.isActive })
        #expect(made.map(\.constant) == [10, 30, 20, 40])
        #expect(second.frame == rect(10, 20, 30, 40))
        second.frame = rect(5, 6, 7, 8)
        root.layoutIfNeeded()
        #expect(root.constraints.map(\.constant) == [5, 7, 6, 8] && made.allSatisfy { !$0.isActive })
        #expect(second.frame == rect(5, 6, 7, 8))
    }
}

@Suite struct RootSizeTests {
    @Test func rootWithoutAutoresizingTranslationStillUsesItsFrame() {
        final class CardView: UIView {
            let content = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                translatesAutoresizingMaskIntoConstraints = false
                content.translatesAutoresizingMaskIntoConstraints = false
                addSubview(content)
                NSLayoutConstraint.activate([
                    content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    content.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                    content.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                ])
            }
        }
        let card = CardView(frame: rect(0, 0, 320, 100))
        card.layoutIfNeeded()
        #expect(card.content.frame == rect(10, 10, 300, 80))
        // A required size on the root itself wins over its frame.
        card.widthAnchor.constraint(equalToConstant: 200).isActive = true
        card.layoutIfNeeded()
        #expect(card.content.frame == rect(10, 10, 180, 80))
        #expect(card.frame == rect(0, 0, 320, 100))
    }
}

@Suite struct ConversionTests {
    @Test func convertBetweenViews() {
        let root = makeRoot()
        let a = UIView(frame: rect(10, 20, 100, 100))
        let b = UIView(frame: rect(5, 5, 50, 50))
        let c = UIView(frame: rect(200, 300, 10, 10))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
        #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -184, y: -273))
        #expect(c.convert(CGPoint(x: -184, y: -273), from: nil) == CGPoint(x: -384, y: -573))
        #expect(a.convert(rect(0, 0, 5, 5), from: b) == rect(5, 5, 5, 5))
        a.bounds = rect(0, 10, 100, 100)  // scrolled by 10
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
    }
}

@Suite struct BoundsOriginTests {
    @Test func scrolledContainerShiftsContentRelatedToOutside() {
        let root = makeRoot()
        let scroller = makeChild(of: root)
        let content = makeChild(of: scroller)
        let badge = makeChild(of: root)
        NSLayoutConstraint.activate([
            scroller.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroller.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            scroller.widthAnchor.constraint(equalToConstant: 200),
            scroller.heightAnchor.constraint(equalToConstant: 200),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 50),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
            // the badge follows the content as seen in the root
            badge.topAnchor.constraint(equalTo: content.topAnchor),
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 250),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame.minY == 150)
        scroller.bounds = rect(0, 30, 200, 200)  // scrolled down by 30
        root.layoutIfNeeded()
        #expect(content.frame.minY == 50)
        #expect(badge.frame.minY == 120)
    }
}
