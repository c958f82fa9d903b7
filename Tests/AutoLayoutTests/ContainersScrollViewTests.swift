import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite("Containers: UIScrollView")
struct ContainersScrollViewTests {
    /// The spec's example: a 320×480 scroll view, a vertical stack of ten 60-point rows pinned to the content
    /// guide and as wide as the frame guide, and a badge pinned to the frame guide's top-right corner.
    private func makeScroller() -> (UIView, UIScrollView, UIStackView, [UIView], UIView) {
        let root = makeRoot(320, 480)
        let scroll = UIScrollView(frame: .zero)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let rows = (0..<10).map { _ in SizedView(UIView.noIntrinsicMetric, 60) }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let badge = SizedView(40, 20)
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
        ])
        return (root, scroll, stack, rows, badge)
    }

    @Test func contentSizeComesFromContentConstraints() {
        let (root, scroll, stack, rows, badge) = makeScroller()
        root.layoutIfNeeded()
        #expect(scroll.frame == rect(0, 0, 320, 480))
        #expect(scroll.contentSize == CGSize(width: 320, height: 600))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 320, 600))
        #expect(stack.frame == rect(0, 0, 320, 600))
        for (i, r) in rows.enumerated() { #expect(r.frame == rect(0, CGFloat(60 * i), 320, 60)) }
        #expect(badge.frame == rect(272, 8, 40, 20))
    }

    @Test func pinnedViewStaysPutWhenScrolled() {
        let (root, scroll, _, rows, badge) = makeScroller()
        root.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        root.layoutIfNeeded()
        #expect(scroll.bounds == rect(0, 120, 320, 480))
        #expect(rows[3].frame == rect(0, 180, 320, 60))
        #expect(badge.frame == rect(272, 128, 40, 20))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 120, 320, 480))
        #expect(badge.convert(badge.bounds, to: root) == rect(272, 8, 40, 20))
        #expect(scroll.frame == rect(0, 0, 320, 480))
    }

    @Test func viewPinnedToOutsideViewFloats() {
        let root = makeRoot(200, 200)
        let scroll = UIScrollView(frame: rect(0, 0, 200, 200))
        root.addSubview(scroll)
        let content = SizedView(200, 1000)
        scroll.addSubview(content)
        let floating = SizedView(50, 50)
        scroll.addSubview(floating)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            floating.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Edges to the scroll view itself mean the content area: the content defines contentSize.
        #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
        #expect(content.frame == rect(0, 0, 200, 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 200, 1000))
        #expect(floating.frame == rect(10, 310, 50, 50))
    }

    /// Margins of the scroll view related to its content attach to the content area, as its edges do; its centre
    /// stays on the frame (the Auto Layout Guide; KeePassium's `TipBoxVC.storyboard`).
    @Test func marginsToTheScrollViewMeanTheContentAreasMargins() {
        let root = makeRoot(320, 568)
        let scroll = UIScrollView(frame: rect(0, 0, 320, 568))
        root.addSubview(scroll)
        let content = SizedView(UIView.noIntrinsicMetric, 154)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: content, attribute: .leading, relatedBy: .equal, toItem: scroll, attribute: .leadingMargin, multiplier: 1,
                constant: 8),
            NSLayoutConstraint(
                item: content, attribute: .trailing, relatedBy: .equal, toItem: scroll, attribute: .trailingMargin, multiplier: 1,
                constant: 8),
            content.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 16),
            NSLayoutConstraint(
                item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom, multiplier: 1,
                constant: 32),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == rect(16, 16, 288, 154))
        #expect(scroll.contentSize == CGSize(width: 304, height: 210))
    }

    @Test func manualContentSizeAndInsetRange() {
        let root = makeRoot(100, 100)
        let scroll = UIScrollView(frame: rect(0, 0, 100, 100))
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 100, height: 250)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 100, height: 250))
        #expect(scroll.contentOffsetRange.minimum == CGPoint(x: 0, y: -10))
        #expect(scroll.contentOffsetRange.maximum == CGPoint(x: 0, y: 170))
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        root.layoutIfNeeded()
        #expect(scroll.frame == rect(0, 0, 100, 100))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 50))
    }
}
