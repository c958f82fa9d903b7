import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct IntrinsicSizeTests {
    @Test func intrinsicSizeSizesAView() {
        let root = makeRoot()
        let label = SizedView(100, 30)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(10, 10, 100, 30))
        let cs = label.constraints.compactMap { $0 as? NSContentSizeLayoutConstraint }
        #expect(cs.count == 2)
        #expect(cs.map(\.constant).sorted() == [30, 100])
        #expect(cs.allSatisfy { $0.huggingPriority == .defaultLow && $0.compressionResistancePriority == .defaultHigh })
    }

    @Test func invalidatingIntrinsicSizeRelayouts() {
        let root = makeRoot()
        let label = SizedView(100, 30)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        label.size = CGSize(width: 140, height: 20)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame == rect(10, 10, 140, 20))
    }

    /// A view keeps its content-size constraints apart from the others it holds, and lists them all in the order
    /// they were added; one dropped with its metric leaves the list and is no longer held.
    @Test func contentSizeConstraintsListInTheOrderAdded() {
        let root = makeRoot()
        let label = SizedView(100, 30)
        root.addSubview(label)
        let before = label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        before.isActive = true
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let after = label.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
        after.isActive = true
        let listed = label.constraints
        #expect(listed.count == 4 && listed.first === before && listed.last === after)
        #expect(listed[1...2].map { ($0 as? NSContentSizeLayoutConstraint)?.firstAttribute } == [.width, .height])
        #expect(label.storedConstraints.count == 2)
        let width = listed[1]
        label.size = CGSize(width: UIView.noIntrinsicMetric, height: 30)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.constraints.count == 3 && !label.constraints.contains { $0 === width } && !width.isActive)
        #expect(label.hasAmbiguousLayout)  // nothing holds its width now
    }

    @Test func noIntrinsicMetricMakesNoConstraint() {
        let root = makeRoot()
        let v = SizedView(UIView.noIntrinsicMetric, 44)
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 0, 320, 44))
        #expect(v.constraints.compactMap { $0 as? NSContentSizeLayoutConstraint }.count == 1)
    }

    @Test func huggingKeepsViewAtIntrinsicWidthWhenSpaceIsLeft() {
        let root = makeRoot()
        let label = SizedView(80, 20)
        let field = SizedView(UIView.noIntrinsicMetric, 20)
        root.addSubview(label)
        root.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            field.topAnchor.constraint(equalTo: label.topAnchor),
            // the field would like to be small; the label's hugging (250) beats this 249 wish
            field.widthAnchor.constraint(equalToConstant: 0).withPriority(249),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(20, 20, 80, 20))
        #expect(field.frame == rect(108, 20, 192, 20))
    }

    /// Two views of intrinsic width `width` side by side, 8 apart, filling a root `rootWidth` wide.
    private func row(of width: CGFloat, in rootWidth: CGFloat) -> (UIView, SizedView, SizedView) {
        let root = makeRoot(rootWidth, 100)
        let first = SizedView(width, 20)
        let second = SizedView(width, 20)
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, first, second)
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        // Two labels of 120 points in a 200-point row with 8 points between: 48 points must go.
        let (root, first, second) = row(of: 120, in: 200)
        first.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame == rect(0, 0, 120, 20))
        #expect(second.frame == rect(128, 0, 72, 20))
        // Swap the priorities: now the first one gives way.
        first.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        second.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame == rect(0, 0, 72, 20))
        #expect(second.frame == rect(80, 0, 120, 20))
    }

    @Test func huggingDecidesWhichLabelGrows() {
        let (root, first, second) = row(of: 100, in: 300)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame == rect(0, 0, 100, 20))
        #expect(second.frame == rect(108, 0, 192, 20))
    }
}

extension NSLayoutConstraint {
    /// Test helper: sets the priority and returns the constraint.
    func withPriority(_ p: Float) -> NSLayoutConstraint {
        priority = UILayoutPriority(p)
        return self
    }
}
