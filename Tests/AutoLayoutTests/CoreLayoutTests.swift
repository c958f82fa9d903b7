import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct CoreLayoutTests {
    @Test func pinsToEdgesWithAnchors() {
        let root = makeRoot()
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(20, 40, 280, 50))
        #expect(v.bounds == rect(0, 0, 280, 50))
        #expect(v.center == CGPoint(x: 160, y: 65))
    }

    /// A constraint between views nested three deep on both sides lowers to more than the four terms a solver
    /// constraint keeps inline (each side adds its ancestors' origins): it is kept whole and holds.
    @Test func constraintBetweenDeeplyNestedViewsHolds() {
        let root = makeRoot()
        // Three nested views 40 square, each 5 right and 7 below its parent; the outer one at x, at `top` when given.
        func column(at x: CGFloat, top: CGFloat?) -> UIView {
            var parent = root
            for depth in 0..<3 {
                let v = makeChild(of: parent)
                var constraints = [
                    v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: depth == 0 ? x : 5),
                    v.widthAnchor.constraint(equalToConstant: 40),
                    v.heightAnchor.constraint(equalToConstant: 40),
                ]
                if depth > 0 || top != nil {
                    constraints.append(v.topAnchor.constraint(equalTo: parent.topAnchor, constant: depth == 0 ? top! : 7))
                }
                NSLayoutConstraint.activate(constraints)
                parent = v
            }
            return parent
        }
        let left = column(at: 10, top: 100)
        let right = column(at: 100, top: nil)
        // Only this places the right column vertically: its row holds both columns' three origins and a height.
        NSLayoutConstraint.activate([left.topAnchor.constraint(equalTo: right.bottomAnchor, constant: -19)])
        root.layoutIfNeeded()
        #expect(left.convert(left.bounds, to: root) == rect(20, 114, 40, 40))
        #expect(right.convert(right.bounds, to: root) == rect(110, 114 + 19 - 40, 40, 40))
        #expect(right.superview!.superview!.frame == rect(100, 93 - 14, 40, 40))
    }

    @Test func activationInstallsOnNearestCommonAncestor() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let inner = makeChild(of: a)
        let c1 = inner.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let c2 = inner.widthAnchor.constraint(equalToConstant: 10)
        let c3 = inner.topAnchor.constraint(equalTo: a.topAnchor)
        #expect(!c1.isActive)
        NSLayoutConstraint.activate([c1, c2, c3])
        #expect(c1.isActive && c2.isActive && c3.isActive)
        #expect(root.constraints.contains { $0 === c1 })
        #expect(inner.constraints.contains { $0 === c2 })
        #expect(a.constraints.contains { $0 === c3 })
        c1.isActive = false
        #expect(!c1.isActive)
        #expect(!root.constraints.contains { $0 === c1 })
    }

    @Test func itemAttributeInitializerAndProperties() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let c = NSLayoutConstraint(
            item: v, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
            multiplier: 0.5, constant: 10)
        #expect(c.firstItem === v)
        #expect(c.secondItem === root)
        #expect(c.firstAttribute == .width)
        #expect(c.secondAttribute == .width)
        #expect(c.relation == .equal)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == .required)
        #expect(c.validationError == nil)
        c.identifier = "half"
        c.isActive = true
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 30),
            NSLayoutConstraint(
                item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom,
                multiplier: 1, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(75, 440, 170, 30))
    }

    @Test func constantChangeRelayoutsIncrementally() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 10, 100, 100))
        left.constant = 50
        #expect(v.frame == rect(10, 10, 100, 100))  // frames move only in the layout pass
        root.layoutIfNeeded()
        #expect(v.frame == rect(50, 10, 100, 100))
    }

    @Test func chainOfSiblingsAndNestedViews() {
        let root = makeRoot(400, 300)
        let container = makeChild(of: root)
        let a = makeChild(of: container)
        let b = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
            // relate a deep view to the root directly: held by root, lowered through the container's origin
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == rect(50, 60, 200, 100))
        #expect(a.frame == rect(10, 10, 86, 80))
        #expect(b.frame == rect(104, 30, 86, 40))
    }

    @Test func constraintAcrossLevelsUsesHolderCoordinates() {
        let root = makeRoot(400, 300)
        let container = makeChild(of: root)
        let deep = makeChild(of: container)
        let other = makeChild(of: root)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            other.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            other.widthAnchor.constraint(equalToConstant: 150),
            other.heightAnchor.constraint(equalToConstant: 20),
            // deep's left edge at other's right edge (x = 160 in the root → 60 in the container)
            deep.leadingAnchor.constraint(equalTo: other.trailingAnchor),
            deep.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 50),
            deep.widthAnchor.constraint(equalToConstant: 30),
            deep.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(deep.frame == rect(60, 30, 30, 30))
    }

    @Test func locationMultiplierScalesFromHolderOrigin() {
        let root = makeRoot(400, 300)
        let container = makeChild(of: root)
        let v = makeChild(of: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(
                item: v, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            v.topAnchor.constraint(equalTo: container.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // v.midX = container.width / 4 = 50, wherever the container sits
        #expect(v.frame == rect(40, 0, 20, 20))
    }

    @Test func priorityOrderIsStrict() {
        let root = makeRoot()
        let v = makeChild(of: root)
        let low = v.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = v.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([
            low, high, cap,
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.width == 150)
        cap.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
        high.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func layoutPriorityValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        let p: UILayoutPriority = 300
        #expect(p > .defaultLow)
    }

    @Test func listing13_1AnchorsWithMarginsAndAspectRatio() {
        let root = makeRoot()
        let myView = makeChild(of: root)
        let margins = root.layoutMarginsGuide
        myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
        myView.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
        myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0).isActive = true
        myView.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(margins.layoutFrame == rect(8, 8, 304, 464))
        #expect(myView.frame == rect(8, 8, 304, 608))
    }

    @Test func listing13_2ItemFormWithMarginAttributes() {
        let root = makeRoot()
        let myView = makeChild(of: root)
        NSLayoutConstraint(
            item: myView, attribute: .leading, relatedBy: .equal, toItem: root,
            attribute: .leadingMargin, multiplier: 1.0, constant: 0.0
        ).isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .trailing, relatedBy: .equal, toItem: root,
            attribute: .trailingMargin, multiplier: 1.0, constant: 0.0
        ).isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .height, relatedBy: .equal, toItem: myView,
            attribute: .width, multiplier: 2.0, constant: 0.0
        ).isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .top, relatedBy: .equal, toItem: root,
            attribute: .topMargin, multiplier: 1.0, constant: 0.0
        ).isActive = true
        root.layoutIfNeeded()
        #expect(myView.frame == rect(8, 8, 304, 608))
    }
}
