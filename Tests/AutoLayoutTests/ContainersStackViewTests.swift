import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A horizontal (or vertical) stack of views with the given intrinsic lengths, inside a root.
/// `pin`: which stack edges are pinned to the root (all four by default).
private func makeStack(
    _ lengths: [CGFloat], axis: NSLayoutConstraint.Axis = .horizontal, across: [CGFloat]? = nil,
    rootSize: CGSize = CGSize(width: 300, height: 100), spacing: CGFloat = 10,
    distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
    pinAll: Bool = true
) -> (UIView, UIStackView, [SizedView]) {
    let root = makeRoot(rootSize.width, rootSize.height)
    let views = lengths.enumerated().map { i, l -> SizedView in
        let a = across?[i] ?? 44
        return axis == .horizontal ? SizedView(l, a) : SizedView(a, l)
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    stack.distribution = distribution
    stack.alignment = alignment
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var cs = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if pinAll {
        cs += [
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
    }
    NSLayoutConstraint.activate(cs)
    return (root, stack, views)
}

/// (x, width) along a horizontal axis, rounded to 1e-3.
private func along(_ views: [UIView]) -> [[Double]] {
    views.map { [r3($0.frame.minX), r3($0.frame.width)] }
}

/// (y, height) across a horizontal stack.
private func acrossH(_ views: [UIView]) -> [[Double]] {
    views.map { [r3($0.frame.minY), r3($0.frame.height)] }
}

private func r3(_ v: CGFloat) -> Double { (Double(v) * 1000).rounded() / 1000 }

@Suite("Containers: UIStackView distribution")
struct ContainersStackDistributionTests {
    @Test func fillGivesSlackToFirstView() {
        let (root, _, v) = makeStack([50, 80, 40])
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 160], [170, 80], [260, 40]])
        #expect(acrossH(v) == [[0, 100], [0, 100], [0, 100]])
    }

    @Test func fillEquallySharesLength() {
        let (root, _, v) = makeStack([50, 80, 40], distribution: .fillEqually)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 93.333], [103.333, 93.333], [206.667, 93.333]])
    }

    @Test func fillProportionallyLastItemAbsorbsDifference() {
        let (root, _, v) = makeStack([50, 80, 40], distribution: .fillProportionally)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 78.947], [88.947, 126.316], [225.263, 74.737]])
    }

    /// Views with no intrinsic length count with their own frames' lengths (what Xcode's canvas does); views
    /// whose frames are empty too get none.
    @Test func fillProportionallyUsesTheFramesOfViewsWithoutIntrinsicLength() {
        let root = makeRoot(300, 100)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(along([a, b]) == [[0, 100], [100, 200]])
        // The proportions hold through another pass.
        stack.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(along([a, b]) == [[0, 100], [100, 200]])
    }

    @Test func equalSpacingSpreadsGaps() {
        let (root, _, v) = makeStack([50, 80, 40], distribution: .equalSpacing)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 50], [115, 80], [260, 40]])
    }

    @Test func equalCenteringSpreadsCentres() {
        let (root, _, v) = makeStack([50, 80, 40], distribution: .equalCentering)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 50], [112.5, 80], [260, 40]])
    }

    @Test(arguments: [
        (UIStackView.Distribution.fill, 190.0, [[0.0, 50.0], [60, 80], [150, 40]]),
        (.fillProportionally, 190, [[0, 50], [60, 80], [150, 40]]),
        (.equalSpacing, 190, [[0, 50], [60, 80], [150, 40]]),
        (.fillEqually, 260, [[0, 80], [90, 80], [180, 80]]),
        (.equalCentering, 195, [[0, 50], [60, 80], [155, 40]]),
    ])
    func onlyLeadingPinned(distribution: UIStackView.Distribution, width: Double, frames: [[Double]]) {
        let (root, stack, v) = makeStack([50, 80, 40], distribution: distribution, pinAll: false)
        root.layoutIfNeeded()
        #expect(r3(stack.frame.width) == width)
        #expect(along(v) == frames)
        #expect(r3(stack.frame.height) == 44)
    }

    @Test func hiddenMiddleViewCollapsesAndComesBack() {
        let (root, _, v) = makeStack([50, 80, 40])
        root.layoutIfNeeded()
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(along([v[0], v[2]]) == [[0, 250], [260, 40]])
        #expect(v[1].frame.width == 0)
        // The hidden view is parked after its predecessor (this once came out at -140 after incremental removals).
        #expect(v[1].frame.minX == 255)
        v[1].isHidden = false
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 160], [170, 80], [260, 40]])
    }

    @Test func hiddenFirstView() {
        let (root, _, v) = makeStack([50, 80, 40])
        v[0].isHidden = true
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 0], [0, 250], [260, 40]])
    }

    @Test(arguments: [
        (UIStackView.Distribution.equalSpacing, [[0.0, 50.0], [55, 0], [260, 40]]),
        (.equalCentering, [[0, 50], [55, 0], [260, 40]]),
        (.fillEqually, [[0, 145], [150, 0], [155, 145]]),
    ])
    func hiddenMiddleViewInOtherDistributions(distribution: UIStackView.Distribution, frames: [[Double]]) {
        let (root, _, v) = makeStack([50, 80, 40], distribution: distribution)
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(along(v) == frames)
    }

    @Test func customSpacingAfterFirstView() {
        let (root, stack, v) = makeStack([50, 80, 40])
        stack.setCustomSpacing(30, after: v[0])
        #expect(stack.customSpacing(after: v[0]) == 30)
        #expect(stack.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 140], [170, 80], [260, 40]])
    }

    /// A stack's margins start at zero: relative to them, the views fill the stack until margins are set.
    @Test func layoutMarginsRelativeArrangement() {
        let (root, stack, v) = makeStack([50, 80, 40])
        #expect(stack.layoutMargins == .zero)
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 160], [170, 80], [260, 40]])
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        root.layoutIfNeeded()
        #expect(along(v) == [[8, 144], [162, 80], [252, 40]])
        #expect(acrossH(v) == [[8, 84], [8, 84], [8, 84]])
    }

    @Test func negativeSpacingOverlaps() {
        let (root, _, v) = makeStack([50, 80, 40], spacing: -10)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 200], [190, 80], [260, 40]])
    }

    @Test func systemSpacingIsEightPoints() {
        let (root, _, v) = makeStack([50, 80, 40], spacing: UIStackView.spacingUseSystem)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 164], [172, 80], [260, 40]])
    }

    @Test func verticalDistributionMirrorsHorizontal() {
        let (root, _, v) = makeStack(
            [50, 80, 40], axis: .vertical, rootSize: CGSize(width: 100, height: 300),
            distribution: .equalSpacing)
        root.layoutIfNeeded()
        #expect(v.map { [r3($0.frame.minY), r3($0.frame.height)] } == [[0, 50], [115, 80], [260, 40]])
        #expect(v.map { [r3($0.frame.minX), r3($0.frame.width)] } == [[0, 100], [0, 100], [0, 100]])
    }
}

@Suite("Containers: UIStackView alignment")
struct ContainersStackAlignmentTests {
    @Test(arguments: [
        (UIStackView.Alignment.fill, [[0.0, 100.0], [0, 100], [0, 100]]),
        (.top, [[0, 30], [0, 60], [0, 20]]),
        (.center, [[35, 30], [20, 60], [40, 20]]),
        (.bottom, [[70, 30], [40, 60], [80, 20]]),
    ])
    func horizontalPinnedHeight(alignment: UIStackView.Alignment, frames: [[Double]]) {
        let (root, _, v) = makeStack([50, 80, 40], across: [30, 60, 20], alignment: alignment)
        root.layoutIfNeeded()
        #expect(acrossH(v) == frames)
        #expect(along(v) == [[0, 160], [170, 80], [260, 40]])
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [[0.0, 60.0], [0, 60], [0, 60]]),
        (.top, [[0, 30], [0, 60], [0, 20]]),
        (.center, [[15, 30], [0, 60], [20, 20]]),
        (.bottom, [[30, 30], [0, 60], [40, 20]]),
    ])
    func horizontalFreeHeight(alignment: UIStackView.Alignment, frames: [[Double]]) {
        let (root, stack, v) = makeStack([50, 80, 40], across: [30, 60, 20], alignment: alignment, pinAll: false)
        root.layoutIfNeeded()
        #expect(r3(stack.frame.height) == 60)
        #expect(acrossH(v) == frames)
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [[0.0, 200.0], [0, 200], [0, 200]]),
        (.leading, [[0, 50], [0, 80], [0, 40]]),
        (.center, [[75, 50], [60, 80], [80, 40]]),
        (.trailing, [[150, 50], [120, 80], [160, 40]]),
    ])
    func verticalPinnedWidth(alignment: UIStackView.Alignment, frames: [[Double]]) {
        let (root, _, v) = makeStack(
            [30, 30, 30], axis: .vertical, across: [50, 80, 40],
            rootSize: CGSize(width: 200, height: 300), alignment: alignment)
        root.layoutIfNeeded()
        #expect(v.map { [r3($0.frame.minX), r3($0.frame.width)] } == frames)
    }

    @Test(arguments: [UIStackView.Alignment.fill, .top, .center, .bottom])
    func viewTallerThanStackIsCompressed(alignment: UIStackView.Alignment) {
        let (root, _, v) = makeStack(
            [50, 80, 40], across: [30, 60, 20], rootSize: CGSize(width: 300, height: 50),
            alignment: alignment)
        root.layoutIfNeeded()
        #expect(r3(v[1].frame.minY) == 0)
        #expect(r3(v[1].frame.height) == 50)
    }

    @Test func firstBaselineAlignment() {
        let (root, stack, v) = makeStack([50, 80], across: [30, 40], alignment: .firstBaseline, pinAll: false)
        v[0].firstBaseline = 20
        v[1].firstBaseline = 10
        root.layoutIfNeeded()
        // Baselines meet at y 20: v1 starts at 10. Stack top is bounded only by item0 (UIKit's known behaviour).
        #expect(acrossH(v) == [[0, 30], [10, 40]])
        #expect(r3(stack.frame.height) == 50)
    }

    @Test func firstBaselineLetsLaterItemStickOutAbove() {
        let (root, _, v) = makeStack([50, 80], across: [30, 40], alignment: .firstBaseline, pinAll: false)
        v[0].firstBaseline = 10
        v[1].firstBaseline = 30
        root.layoutIfNeeded()
        #expect(acrossH(v) == [[0, 30], [-20, 40]])
    }

    @Test func lastBaselineAlignment() {
        let (root, stack, v) = makeStack([50, 80], across: [30, 40], alignment: .lastBaseline, pinAll: false)
        v[0].lastBaseline = 5
        v[1].lastBaseline = 10
        root.layoutIfNeeded()
        // Last baselines: v0 at y0+25, v1 at y1+30. Only item0 bounds the stack's bottom, so v1 sticks out
        // below it by 5 (UIKit's known lastBaseline behaviour, mirrored from firstBaseline).
        #expect(r3(v[0].frame.maxY) - 5 == r3(v[1].frame.maxY) - 10)
        #expect(r3(stack.frame.height) == 35)
        #expect(acrossH(v) == [[5, 30], [0, 40]])
    }

    @Test func hiddenViewKeepsAlignedBreadth() {
        let (root, _, v) = makeStack([50, 80, 40], across: [30, 60, 20], alignment: .center)
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(acrossH([v[0], v[2]]) == [[35, 30], [40, 20]])
        #expect(along(v) == [[0, 250], [255, 0], [260, 40]])
    }

    @Test func singleCenteredItemSizesStack() {
        let (root, stack, v) = makeStack([50], across: [30], alignment: .center, pinAll: false)
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 50, height: 30))
        #expect(v[0].frame == rect(0, 0, 50, 30))
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-fit" })
    }
}

@Suite("Containers: UIStackView constraints and arranged views")
struct ContainersStackBookkeepingTests {
    @Test func constraintIdentifiersForEqualSpacingCenter() {
        let (root, stack, _) = makeStack([50, 80, 40], distribution: .equalSpacing, alignment: .center)
        root.layoutIfNeeded()
        let ids = Dictionary(grouping: stack.constraints.compactMap(\.identifier), by: { $0 }).mapValues(\.count)
        #expect(ids["UISV-canvas-connection"] == 5)
        #expect(ids["UISV-spacing"] == 2)
        #expect(ids["UISV-distributing-edge"] == 4)
        #expect(ids["UISV-fill-equally"] == 1)
        #expect(ids["UISV-canvas-fit"] == 1)
        #expect(ids["UISV-alignment"] == 2)
        #expect(ids["UISV-spanning-boundary"] == 6)
        #expect(ids["UISV-spanning-fit"] == 1)
        #expect(ids["UISV-ambiguity-suppression"] == 3)
        #expect(stack.layoutGuides.map(\.identifier).sorted() == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 10 })
        let fit = stack.constraints.first { $0.identifier == "UISV-canvas-fit" }
        #expect(fit?.priority == UILayoutPriority(49))
    }

    @Test func hidingConstraintPriorityAndSpacingHidden() {
        let (root, stack, v) = makeStack([50, 80, 40])
        v[1].isHidden = true
        root.layoutIfNeeded()
        let hiding = stack.constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 1)
        #expect(hiding.first?.priority.rawValue == 999.9990234375)
        #expect(hiding.first?.firstItem === v[1])
        let parked = stack.constraints.filter { $0.identifier == "UISV-spacing-hidden" }
        #expect(parked.count == 1 && parked.first?.constant == 5 && parked.first?.priority == UILayoutPriority(50))
        v[1].isHidden = false
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" || $0.identifier == "UISV-spacing-hidden" })
    }

    @Test func proportionalMultipliersAndPriorities() {
        let (root, stack, _) = makeStack([160, 80, 40], spacing: 0, distribution: .fillProportionally)
        root.layoutIfNeeded()
        let p = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(p.map { r3($0.multiplier) } == [0.571, 0.286, 0.143])
        #expect(p.map(\.priority.rawValue) == [999, 998, 997])
    }

    @Test func arrangedSubviewsBookkeeping() {
        let stack = UIStackView()
        let a = SizedView(10, 10)
        let b = SizedView(20, 10)
        let c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(c.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(stack.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        // Moving an arranged view only changes its stack index.
        stack.insertArrangedSubview(c, at: 2)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        stack.setCustomSpacing(12, after: a)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(a.superview === stack)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(c)])
    }

    @Test func insertBeyondCountIsRefusedWithMessage() {
        let stack = UIStackView()
        let logs = collectingLogs { stack.insertArrangedSubview(UIView(), at: 3) }
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(logs.contains { $0.contains("index out of bounds for arranged subview") })
    }

    @Test func removedArrangedViewKeepsFrameAndLosesConstraints() {
        let (root, stack, v) = makeStack([50, 80, 40])
        root.layoutIfNeeded()
        stack.removeArrangedSubview(v[2])
        root.layoutIfNeeded()
        #expect(v[2].superview === stack)
        #expect(along([v[0], v[1]]) == [[0, 210], [220, 80]])
        #expect(!stack.constraints.contains { $0.firstItem === v[2] || $0.secondItem === v[2] })
    }
}

@Suite("Containers: nested stacks and guide recipes")
struct ContainersNestedStackTests {
    @Test func nestedStackStretchesSibling() {
        let root = makeRoot(400, 400)
        let inner = UIStackView(arrangedSubviews: [SizedView(50, 20), SizedView(80, 20)])
        inner.spacing = 10
        let wide = SizedView(100, 30)
        let outer = UIStackView(arrangedSubviews: [inner, wide])
        outer.axis = .vertical
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outer.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == rect(0, 0, 140, 50))
        #expect(inner.frame == rect(0, 0, 140, 20))
        #expect(wide.frame == rect(0, 20, 140, 30))
        #expect(inner.arrangedSubviews.map(\.frame) == [rect(0, 0, 50, 20), rect(60, 0, 80, 20)])
    }

    /// The guide's "Simple Stack View": a vertical stack (center alignment, spacing 8) of a label, an image
    /// view and a button, pinned to the margins; the image view takes the slack.
    @Test func simpleStackRecipe() {
        let root = makeRoot(320, 480)
        let label = SizedView(100, 21)
        let image = SizedView(200, 200)
        let button = SizedView(60, 30)
        image.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        image.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let stack = UIStackView(arrangedSubviews: [label, image, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == rect(8, 20, 304, 440))
        #expect(label.frame == rect(102, 0, 100, 21))
        #expect(image.frame == rect(52, 29, 200, 373))
        #expect(button.frame == rect(122, 410, 60, 30))
    }

    /// Equal spacing with spacer views (guide "Two Buttons with Equal Spacing") and the same with a stack.
    @Test func equalSpacingWithSpacersAndWithStack() {
        let root = makeRoot(316, 100)
        let m = root.layoutMarginsGuide
        let spacers = (0..<3).map { _ in makeChild(of: root) }
        let short = SizedView(50, 30)
        let long = SizedView(120, 30)
        root.addSubview(short)
        root.addSubview(long)
        NSLayoutConstraint.activate(
            [
                spacers[0].leadingAnchor.constraint(equalTo: m.leadingAnchor),
                short.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
                spacers[1].leadingAnchor.constraint(equalTo: short.trailingAnchor),
                long.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
                spacers[2].leadingAnchor.constraint(equalTo: long.trailingAnchor),
                m.trailingAnchor.constraint(equalTo: spacers[2].trailingAnchor),
                short.leadingAnchor.constraint(greaterThanOrEqualTo: m.leadingAnchor),
                long.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: short.trailingAnchor, multiplier: 1),
                m.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
                spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
                spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
                short.widthAnchor.constraint(equalTo: long.widthAnchor),
            ] + ([short, long] + spacers).flatMap { [$0.bottomAnchor.constraint(equalTo: m.bottomAnchor, constant: -20)] }
                + spacers.map { $0.heightAnchor.constraint(equalToConstant: 0) })
        root.layoutIfNeeded()
        #expect(
            ([spacers[0], short, spacers[1], long, spacers[2]] as [UIView]).map { [r3($0.frame.minX - 8), r3($0.frame.width)] }
                == [[0, 20], [20, 120], [140, 20], [160, 120], [280, 20]])

        // The same row with a fill stack between the margins: three spacer views of equal width, equal buttons.
        let root2 = makeRoot(316, 100)
        let a = SizedView(50, 30)
        let b = SizedView(120, 30)
        let s = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: [s[0], a, s[1], b, s[2]])
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            s[1].widthAnchor.constraint(equalTo: s[0].widthAnchor),
            s[2].widthAnchor.constraint(equalTo: s[0].widthAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
        ])
        root2.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root2.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root2.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root2.topAnchor),
        ])
        root2.layoutIfNeeded()
        #expect(stack.frame.width == 300)
        #expect(
            ([s[0], a, s[1], b, s[2]] as [UIView]).map { [r3($0.frame.minX), r3($0.frame.width)] }
                == [[0, 20], [20, 120], [140, 20], [160, 120], [280, 20]])
    }

    /// "Two Equal-Width Buttons" done with fillEqually: titles do not affect widths.
    @Test func twoEqualWidthLabels() {
        let (root, _, v) = makeStack([50, 120], rootSize: CGSize(width: 300, height: 44), spacing: 8, distribution: .fillEqually)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 146], [154, 146]])
    }

    /// "Dynamic Height Label and Text Field": a horizontal firstBaseline stack keeps the baselines together
    /// whichever control is taller.
    @Test func dynamicHeightLabels() {
        let (root, stack, v) = makeStack([60, 200], across: [21, 60], alignment: .firstBaseline, pinAll: false)
        v[0].firstBaseline = 17
        v[1].firstBaseline = 17
        root.layoutIfNeeded()
        #expect(acrossH(v) == [[0, 21], [0, 60]])
        #expect(stack.frame.height == 60)
        v[0].size.height = 80
        v[0].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(acrossH(v) == [[0, 80], [0, 60]])
        #expect(stack.frame.height == 80)
    }
}

@Suite("Containers: UIStackView spacing variants")
struct ContainersStackSpacingTests {
    @Test func proportionalMultipliersFollowIntrinsicSizeChanges() {
        let (root, stack, v) = makeStack([100, 100, 100], spacing: 0, distribution: .fillProportionally)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 100], [100, 100], [200, 100]])
        v[0].size.width = 200
        v[0].invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 150], [150, 75], [225, 75]])
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier) == [0.5, 0.25, 0.25])
    }

    @Test func spacingUseDefaultAsSpacingMeansZero() {
        let (root, _, v) = makeStack([50, 80, 40], spacing: UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 180], [180, 80], [260, 40]])
    }

    @Test func customSpacingFallsBackToSpacingAndSystem() {
        let (root, stack, v) = makeStack([50, 80, 40])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: v[1])
        stack.setCustomSpacing(20, after: UIView())  // not arranged: ignored
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 162], [172, 80], [260, 40]])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: v[1])
        root.layoutIfNeeded()
        #expect(along(v) == [[0, 160], [170, 80], [260, 40]])
    }

    @Test func baselineRelativeVerticalStack() {
        let (root, stack, v) = makeStack(
            [20, 30], axis: .vertical, across: [100, 100], rootSize: CGSize(width: 100, height: 300),
            spacing: 10, pinAll: false)
        v[0].lastBaseline = 4
        v[1].firstBaseline = 12
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        // next.firstBaseline (y1 + 12) == prev.lastBaseline (20 − 4) + 10  →  y1 = 14.
        #expect(v.map { [r3($0.frame.minY), r3($0.frame.height)] } == [[0, 20], [14, 30]])
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.firstAttribute == .firstBaseline })
    }
}

/// System spacing between text baselines comes from the fonts: 22 points from a 17-point label's baseline to the
/// next 17-point one (the Body style's line height), the larger of the two fonts' when they differ; 8 between views
/// without text.
@Suite @MainActor struct SystemBaselineSpacingTests {
    private func label(_ text: String, _ size: CGFloat) -> AutoLayout.UILabel {
        let l = AutoLayout.UILabel()
        l.text = text
        l.font = .systemFont(ofSize: size)
        return l
    }

    private func baselineGap(_ upper: UIView, _ lower: UIView) -> CGFloat {
        (lower.frame.minY + lower.firstBaselineOffsetFromTop) - (upper.frame.maxY - upper.lastBaselineOffsetFromBottom)
    }

    @Test func baselineRelativeStackWithSystemSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let (a, b, c) = (label("Paid", 17), label("By customer", 17), label("Note", 13))
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = UIStackView.spacingUseSystem
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(baselineGap(a, b) - 22) < 1e-9)
        #expect(abs(baselineGap(b, c) - 22) < 1e-9, "13 pt below 17 pt: the larger, 22 (13 pt alone: 18)")
    }

    @Test func anchorsBetweenBaselinesUseTheFonts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let (a, b) = (label("Title", 15), label("Subtitle", 15))
        let (v, w) = (UIView(), UIView())
        for x in [a, b, v, w] {
            x.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(x)
        }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 2),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            w.topAnchor.constraint(equalToSystemSpacingBelow: v.bottomAnchor, multiplier: 1),
        ])
        root.layoutIfNeeded()
        #expect(abs(baselineGap(a, b) - 40) < 1e-9, "2 × the Subhead's 20")
        #expect(w.frame.minY == 18)
    }
}

@Suite("Containers: UIStackView right to left")
struct ContainersStackRTLTests {
    @Test func rightToLeftMirrorsArrangedOrder() {
        let (root, _, v) = makeStack([50, 80, 40])
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(along(v) == [[140, 160], [50, 80], [0, 40]])
    }
}

/// A label whose text wraps, as the stack sees it: intrinsic width of its text on one line.
private final class WrappingLabel: UIView, MultilineTextLayout {
    let width: CGFloat
    init(width: CGFloat) {
        self.width = width
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    var wrapsText: Bool { true }
}

@Suite("Containers: UIStackView multi-line text")
struct StackViewMultilineTextTests {
    /// Two wrapping labels and a switch in a 300-point row (spacing 10): each label is held to
    /// (1/2) × 300 − 10 × 1/2 = 145 at 950 and 951, so the first keeps 84 points instead of being squeezed to 0
    /// by the second's (index-raised) compression resistance.
    @Test func wrappingLabelsShareTheRow() {
        let (root, stack, views) = makeStack([51])
        let a = WrappingLabel(width: 400)
        let b = WrappingLabel(width: 400)
        stack.insertArrangedSubview(a, at: 0)
        stack.insertArrangedSubview(b, at: 1)
        root.layoutIfNeeded()
        #expect(along([a, b] + views) == [[0, 84], [94, 145], [249, 51]])
        let caps = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(caps.map(\.priority.rawValue) == [950, 951])
        #expect(caps.allSatisfy { $0.relation == .lessThanOrEqual && $0.multiplier == 0.5 && $0.constant == -5 })
    }

    @Test func verticalStacksAndFillEquallyAddNone() {
        let (root, stack, _) = makeStack([51], distribution: .fillEqually)
        stack.addArrangedSubview(WrappingLabel(width: 400))
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
        stack.distribution = .fill
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
    }
}
