import Foundation
import SwiftyLayout
import Testing

private func parts(_ c: NSLayoutConstraint) -> (
    AnyObject?, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, AnyObject?,
    NSLayoutConstraint.Attribute, CGFloat, CGFloat, Float
) {
    (c.firstItem, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute, c.multiplier, c.constant, c.priority.rawValue)
}

@Suite struct SwiftyLayoutOperatorTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = UIView(), b = UIView()

    init() {
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
    }

    @Test func termTimesConstantPlusConstant() {
        let c = a[.width] == 0.5 * b[.width] - 4.0
        let p = parts(c)
        #expect(p.0 === a && p.1 == .width && p.2 == .equal && p.3 === b && p.4 == .width)
        #expect(p.5 == 0.5 && p.6 == -4 && p.7 == 1000)
        #expect(!c.isActive)
    }

    @Test func aspectRatioAsSwiftyLayoutDocumentsIt() {
        let c = a[.width] * 3.0 == a[.height] * 4.0
        #expect(c.firstItem === a && c.firstAttribute == .width && c.secondItem === a && c.secondAttribute == .height)
        let fourThirds: CGFloat = 4.0 / 3.0
        #expect(c.multiplier == fourThirds)
        #expect(c.constant == 0)
    }

    @Test func constantsOnEitherSideAndDivision() {
        let c1 = a[.leading] == 8 + b[.trailing]
        #expect(c1.multiplier == 1 && c1.constant == 8 && c1.secondAttribute == .trailing)
        let c2 = a[.height] == b[.height] / 2 + 10
        #expect(c2.multiplier == 0.5 && c2.constant == 10)
        let c3 = a[.width] + 10 == b[.width]
        #expect(c3.multiplier == 1 && c3.constant == -10)
        let c4 = a[.width] / 2 == b[.width] + 3  // a.width == 2·b.width + 6
        #expect(c4.multiplier == 2 && c4.constant == 6)
    }

    @Test func inequalitiesAndConstants() {
        let c1 = a[.width] >= 40
        #expect(c1.relation == .greaterThanOrEqual && c1.secondItem == nil && c1.secondAttribute == .notAnAttribute && c1.constant == 40)
        let c2 = a[.height] <= b[.height] * 2
        #expect(c2.relation == .lessThanOrEqual && c2.multiplier == 2)
        // Dividing by a negative multiplier flips the relation: -a.width <= 10  ⇔  a.width >= -10.
        let c3 = -1.0 * a[.width] <= 10
        #expect(c3.relation == .greaterThanOrEqual && c3.constant == -10)
        let c5 = -a[.width] >= -b[.width] - 2  // a.width <= b.width + 2
        #expect(c5.relation == .lessThanOrEqual && c5.multiplier == 1 && c5.constant == 2)
        let c4 = 100 - a[.width] >= b[.width]  // a.width <= 100 - b.width
        #expect(c4.relation == .lessThanOrEqual && c4.multiplier == -1 && c4.constant == 100)
    }

    @Test func priorityWithTilde() {
        let c = a[.width] == 100 ~ 750
        #expect(c.priority == UILayoutPriority(750))
        let batch = [a[.height] == 10, b[.height] == 20] ~ .defaultLow
        #expect(batch.map(\.priority.rawValue) == [250, 250])
    }

    @Test func layoutGuidesHaveTerms() {
        let g = UILayoutGuide()
        root.addLayoutGuide(g)
        let c = g[.leading] == a[.trailing] + 8
        #expect(c.firstItem === g && c.secondItem === a && c.constant == 8)
    }

    @Test func resultBuilderActivatesABatchAndLaysOut() {
        let wide = true
        let made = NSLayoutConstraint.activate {
            a[.leading] == root[.leading] + 10
            a[.top] == root[.top] + 20
            if wide { a[.width] == 0.5 * root[.width] - 4.0 } else { a[.width] == 10 }
            a[.width] * 3.0 == a[.height] * 4.0
            for (k, v) in [b].enumerated() {
                v[.leading] == a[.trailing] + CGFloat(k + 8)
            }
            [b[.top] == a[.top], b[.width] == 50, b[.height] == a[.height] ~ 500]
        }
        #expect(made.count == 8)
        #expect(made.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 196, height: 147))
        #expect(b.frame == CGRect(x: 214, y: 20, width: 50, height: 147))
        made.deactivate()
        #expect(made.allSatisfy { !$0.isActive })
        let again = NSLayoutConstraint.build { a[.width] == 5 }
        #expect(again.count == 1 && !again[0].isActive)
        again.activate()
        #expect(again[0].isActive)
    }
}

/// SwiftyLayout's table: a constant on the left of each relation, `~` with a priority held in a variable, and the
/// `ConstraintTerm` name.
@Suite struct SwiftyLayoutTableTests {
    @Test func constantOnTheLeft() {
        let v = UIView()
        let equal = 30 == v[.width]
        #expect(equal.firstItem === v && equal.firstAttribute == .width && equal.relation == .equal && equal.constant == 30)
        let atMost = 30 <= v[.width]  // the width is at least 30
        #expect(atMost.relation == .greaterThanOrEqual && atMost.constant == 30 && atMost.secondItem == nil)
        let atLeast = 30 >= 2 * v[.height] + 10  // 2 × height + 10 ≤ 30, so height ≤ 10
        #expect(atLeast.firstAttribute == .height && atLeast.relation == .lessThanOrEqual && atLeast.constant == 10)
    }

    @Test func priorityFromAFloatVariable() {
        let v = UIView()
        let p: Float = 740
        let c = v[.width] == 100 ~ p
        #expect(c.priority == UILayoutPriority(740))
        let literal = v[.width] == 100 ~ 250
        #expect(literal.priority == .defaultLow)
    }

    @Test func constraintTermIsTheTerm() {
        let v = UIView()
        let term: ConstraintTerm = v[.leading]
        #expect(term.view === v && term.attribute == .leading)
    }
}
