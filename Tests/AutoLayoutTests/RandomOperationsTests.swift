import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// Long seeded runs of random calls on a tree of views — constraints with any attributes, relations,
/// priorities and constants (NaN and infinities among them), between any two items (unrelated trees too),
/// activated, deactivated, changed, views moved, hidden and removed, layout in between — must never trap,
/// and every frame must stay finite.
@Suite struct RandomOperationsTests {
    static let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
    ]
    static let horizontal: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX, .leadingMargin, .trailingMargin]
    static let vertical: [NSLayoutConstraint.Attribute] = [
        .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
    ]
    static let dimensions: [NSLayoutConstraint.Attribute] = [.width, .height]
    static let validFamilies = [horizontal, vertical, dimensions]
    static let constants: [CGFloat] = [0, 8, -20, 100, 0.5, 1e6, -1e9, .nan, .infinity, -.infinity]
    static let multipliers: [CGFloat] = [1, 1, 1, 0.5, 2, 0, -1, .nan, .infinity]
    static let priorities: [Float] = [1000, 1000, 999, 750, 251, 250, 1, 0, -5, 1001, .nan]

    /// Seed 180 once trapped: a row term of noise size, left by scaling, was dropped from a row but not from
    /// its column, and a removal then found no finite ratio; its system also overflows to infinite values.
    /// By default one ordinary seed and that one, for their first 1,000 calls (beyond that seed 180's overflowed
    /// system makes single activations take seconds); `SOAK=1` runs seeds 1–400 for 1,500 calls each, and
    /// `RANDOM_OPERATIONS_SEEDS=1-400 swift test --filter RandomOperations` chooses the seeds.
    static let seeds: [UInt64] = {
        let range = (Soak.setting("RANDOM_OPERATIONS_SEEDS") ?? "").split(separator: "-").compactMap { UInt64($0) }
        return range.count == 2 && range[0] <= range[1] ? Array(range[0]...range[1]) : Soak.amount(short: [1, 180], full: Array(1...400))
    }()

    /// Calls in one seed's run.
    static let calls = Soak.amount(short: 1000, full: 1500)

    @Test(arguments: seeds)
    func randomCallsNeverTrapAndFramesStayFinite(seed: UInt64) {
        var r = SeededRandom(state: seed)
        LayoutDiagnostics.withLogHandler({ _ in }) {
            let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
            let stranger = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            var views: [UIView] = [root]
            var items: [AnyObject] = [root, stranger, root.layoutMarginsGuide, root.safeAreaLayoutGuide]
            var made: [NSLayoutConstraint] = []
            for _ in 0..<Self.calls {
                switch r.next(10) {
                case 0, 1:  // a new view somewhere in the tree (sometimes a stack view)
                    let v = r.next(4) == 0 ? UIStackView() : UIView()
                    v.translatesAutoresizingMaskIntoConstraints = r.next(3) == 0
                    r.pick(views).addSubview(v)
                    if let s = v.superview as? UIStackView, r.next(2) == 0 { s.addArrangedSubview(v) }
                    views.append(v)
                    items.append(v)
                    if r.next(3) == 0 { items.append(v.layoutMarginsGuide) }
                case 2, 3, 4:  // a constraint: mostly a valid one within the tree, sometimes anything at all
                    let relation = r.pick([NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                    let c: NSLayoutConstraint
                    if r.next(5) == 0 {
                        let unary = r.next(4) == 0
                        c = NSLayoutConstraint(
                            item: r.pick(items), attribute: r.pick(Self.attributes), relatedBy: relation,
                            toItem: unary ? nil : r.pick(items), attribute: unary ? .notAnAttribute : r.pick(Self.attributes),
                            multiplier: r.pick(Self.multipliers), constant: r.pick(Self.constants))
                        c.priority = UILayoutPriority(r.pick(Self.priorities))
                    } else {
                        let inTree = views.filter { $0.rootView === root }
                        let family = r.pick(Self.validFamilies)
                        let a = r.pick(inTree)
                        let b = r.pick(inTree)
                        let unary = family == Self.dimensions && r.next(3) == 0
                        c = NSLayoutConstraint(
                            item: a, attribute: r.pick(family), relatedBy: relation, toItem: unary ? nil : b,
                            attribute: unary ? .notAnAttribute : r.pick(family),
                            multiplier: family == Self.dimensions ? r.pick([1, 0.5, 2]) : 1, constant: r.pick([0, 8, -20, 100, 44]))
                        c.priority = UILayoutPriority(r.pick([1000, 1000, 999, 750, 250]))
                    }
                    c.isActive = true
                    made.append(c)
                case 5:  // change a constraint
                    guard !made.isEmpty else { continue }
                    let c = r.pick(made)
                    switch r.next(3) {
                    case 0: c.constant = r.pick(Self.constants)
                    case 1: c.priority = UILayoutPriority(r.pick(Self.priorities))
                    default: c.isActive.toggle()
                    }
                case 6:  // move, hide or remove a view
                    guard views.count > 1 else { continue }
                    let v = views[1 + r.next(views.count - 1)]
                    switch r.next(3) {
                    case 0: r.pick(views).addSubview(v)
                    case 1: v.isHidden.toggle()
                    default: v.removeFromSuperview()
                    }
                case 7:  // sizes, margins and traits
                    let v = r.pick(views)
                    v.layoutMargins = UIEdgeInsets(top: r.pick(Self.constants), left: 8, bottom: 8, right: 8)
                    v.setContentHuggingPriority(UILayoutPriority(r.pick(Self.priorities)), for: .horizontal)
                    v.traitOverrides.horizontalSizeClass = r.pick([.compact, .regular])
                default:
                    root.layoutIfNeeded()
                    for v in views where v.rootView === root {
                        let f = v.frame
                        #expect(
                            f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                            "seed \(seed): \(v) has frame \(f)")
                    }
                }
            }
            root.layoutIfNeeded()
            _ = root.hasAmbiguousLayout
            _ = root.constraintsAffectingLayout(for: .horizontal)
        }
    }
}
