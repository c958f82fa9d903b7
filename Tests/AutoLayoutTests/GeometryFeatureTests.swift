import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct DirectionTests {
    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame == rect(200, 10, 100, 10))
        #expect(b.frame == rect(142, 10, 50, 10))
    }

    @Test func leftAndRightDoNotMirror() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let a = makeChild(of: root)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 0, 100, 10))
    }

    @Test func switchingDirectionRelayoutsMirrored() {
        let root = makeRoot()
        let a = makeChild(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingMarginAnchorForTest, constant: 2),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        root.layoutIfNeeded()
        #expect(a.frame == rect(12, 0, 100, 10))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // leading margin is now the right margin (30): maxX = 320 − 30 − 2
        #expect(a.frame == rect(188, 0, 100, 10))
    }

    @Test func directionalMarginsFollowDirection() {
        let v = UIView()
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        v.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 6))
    }
}

extension UIView {
    /// Test helper: the leading-margin anchor through the margins guide.
    var leadingMarginAnchorForTest: NSLayoutXAxisAnchor { layoutMarginsGuide.leadingAnchor }
}

@Suite struct AlignmentAndBaselineTests {
    @Test func alignmentRectInsetsAdjustFrames() {
        let root = makeRoot()
        let v = SizedView(100, 30)
        v.insets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(16, 18, 112, 38))
        #expect(v.alignmentRect(forFrame: v.frame) == rect(20, 20, 100, 30))
        #expect(v.frame(forAlignmentRect: rect(20, 20, 100, 30)) == v.frame)
    }

    @Test func plainViewBaselinesAreTopAndBottom() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let c = makeChild(of: root)
        NSLayoutConstraint.activate(
            [
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
                c.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
                b.heightAnchor.constraint(equalToConstant: 20),
                c.heightAnchor.constraint(equalToConstant: 20),
            ] + [a, b, c].flatMap { [$0.leftAnchor.constraint(equalTo: root.leftAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] })
        root.layoutIfNeeded()
        #expect(b.frame == rect(0, 10, 10, 20))
        #expect(c.frame == rect(0, 40, 10, 20))
    }

    @Test func textBaselinesAlign() {
        let root = makeRoot()
        let big = SizedView(80, 40)
        big.firstBaseline = 30
        big.lastBaseline = 8
        let small = SizedView(60, 20)
        small.firstBaseline = 14
        small.lastBaseline = 5
        let other = SizedView(60, 20)
        other.lastBaseline = 5
        for v in [big, small, other] { root.addSubview(v) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            other.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(big.frame == rect(10, 100, 80, 40))
        #expect(small.frame == rect(98, 116, 60, 20))  // 100 + 30 − 14
        #expect(other.frame == rect(166, 117, 60, 20))  // bottom 140 − 8 + 5 = 137
    }

    @Test func baselineDelegatesToForLastBaselineLayout() {
        final class Cell: UIView {
            let label = SizedView(50, 20)
            override var forLastBaselineLayout: UIView { label }
        }
        let root = makeRoot()
        let cell = Cell()
        cell.translatesAutoresizingMaskIntoConstraints = false
        cell.label.lastBaseline = 4
        root.addSubview(cell)
        cell.addSubview(cell.label)
        let marker = makeChild(of: root)
        NSLayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            cell.widthAnchor.constraint(equalToConstant: 100),
            cell.heightAnchor.constraint(equalToConstant: 60),
            cell.label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            cell.label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            marker.lastBaselineAnchor.constraint(equalTo: cell.lastBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // label in root space: top 15, bottom 35, baseline 31 → marker bottom 31
        #expect(marker.frame == rect(200, 21, 10, 10))
        // firstBaseline defaults to forLastBaselineLayout too: label top 15 + 0
        #expect(cell.forFirstBaselineLayout === cell.label)
    }
}

@Suite struct GuideTests {
    @Test func marginsAttributesAndChanges() {
        let root = makeRoot()
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(8, 8, 304, 464))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        #expect(v.frame == rect(20, 10, 260, 440))
        #expect(root.layoutMarginsGuide.layoutFrame == rect(20, 10, 260, 440))
    }

    @Test func centerWithinMargins() {
        let root = makeRoot()
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 100, right: 0)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: v, attribute: .centerX, relatedBy: .equal, toItem: root,
                attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: v, attribute: .centerY, relatedBy: .equal, toItem: root,
                attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(165, 185, 10, 10))
    }

    @Test func readableContentGuideIsCappedAndCentred() {
        let root = makeRoot(1024, 768)
        let text = makeChild(of: root)
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(176, 8, 672, 752))
        #expect(text.frame == rect(176, 8, 672, 100))
        // On a narrow root the readable guide is the margins guide.
        root.frame = rect(0, 0, 375, 667)
        root.layoutIfNeeded()
        #expect(text.frame == rect(8, 8, 359, 100))
    }

    @Test func safeAreaGuideOfRoot() {
        let root = makeRoot(375, 812)
        root.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let v = makeChild(of: root)
        let g = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor),
            v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 44, 375, 734))
        // Margins include the safe area (insetsLayoutMarginsFromSafeArea).
        #expect(root.effectiveLayoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        root.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        root.layoutIfNeeded()
        #expect(v.frame == rect(44, 0, 287, 791))
    }

    @Test func customGuideBetweenViews() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 100),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == rect(100, 0, 120, 1))
        #expect(spacer.owningView === root)
    }
}

@Suite struct BaselineChangeTests {
    @Test func newBaselineOffsetsFollowInvalidation() {
        let root = makeRoot()
        let a = SizedView(50, 30)
        a.firstBaseline = 20
        let b = SizedView(50, 30)
        b.firstBaseline = 10
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minY == 60)
        b.firstBaseline = 25
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(b.frame.minY == 45)
    }

    @Test func hiddenChangesAreReportedToTheSuperview() {
        final class Watcher: UIView {
            var seen: [Int] = []
            override func subviewDidChangeHidden(_ subview: UIView) { seen.append(subview.tag) }
        }
        let w = Watcher()
        let v = UIView()
        v.tag = 3
        w.addSubview(v)
        v.isHidden = true
        v.isHidden = true
        v.isHidden = false
        #expect(w.seen == [3, 3])
    }
}

@Suite struct DirectionalMarginTests {
    @Test func directionalMarginsGuideFollowsDirectionChange() {
        let root = makeRoot()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let v = makeChild(of: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 0, 50, 10))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(v.frame == rect(260, 0, 50, 10))
    }
}
