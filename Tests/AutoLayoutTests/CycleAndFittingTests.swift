import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct AutoresizingTests {
    @Test func guideExampleButtonTwentyFromEachSide() {
        // |-20-[button]-20-| and V:|-20-[button(20)] from a frame and a flexible width.
        let root = makeRoot(320, 480)
        let button = UIView(frame: rect(20, 20, 280, 20))
        button.autoresizingMask = [.flexibleWidth]
        root.addSubview(button)
        let label = makeChild(of: root)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: button.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == rect(20, 20, 280, 20))
        #expect(label.frame == rect(20, 48, 280, 30))
        // Moving the button 15 points left: |-5-[button]-35-|.
        button.frame = rect(5, 20, 280, 20)
        root.layoutIfNeeded()
        #expect(label.frame == rect(5, 48, 280, 30))
        // The superview grows by 80: the flexible width absorbs it, margins 5 and 35 stay.
        root.frame = rect(0, 0, 400, 480)
        root.layoutIfNeeded()
        #expect(button.frame == rect(5, 20, 360, 20))
        #expect(label.frame == rect(5, 48, 360, 30))
    }

    @Test func masksFollowTheProportionalRule() {
        // Frame (160,120,80,80) in a 320 × 320 superview, as in Apple's iOS 7 output.
        let root = makeRoot(320, 320)
        let masks: [UIView.AutoresizingMask] = [
            [], [.flexibleWidth], [.flexibleLeftMargin, .flexibleWidth],
            [.flexibleWidth, .flexibleRightMargin],
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
            [.flexibleLeftMargin, .flexibleRightMargin], [.flexibleLeftMargin],
        ]
        let views = masks.map { m -> UIView in
            let v = UIView(frame: rect(160, 120, 80, 80))
            v.autoresizingMask = m
            root.addSubview(v)
            return v
        }
        // Constrain one view so that the engine runs.
        let anchor = makeChild(of: root)
        NSLayoutConstraint.activate([
            anchor.topAnchor.constraint(equalTo: views[0].bottomAnchor),
            anchor.leftAnchor.constraint(equalTo: root.leftAnchor),
            anchor.widthAnchor.constraint(equalToConstant: 1),
            anchor.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        for v in views { #expect(v.frame == rect(160, 120, 80, 80)) }
        root.frame = rect(0, 0, 640, 320)  // Δ = 320
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 160 && views[0].frame.width == 80)
        #expect(views[1].frame.minX == 160 && views[1].frame.width == 400)
        #expect(abs(views[2].frame.minX - 373.3333333) < 1e-6 && abs(views[2].frame.width - 186.6666667) < 1e-6)
        #expect(views[3].frame.minX == 160 && views[3].frame.width == 240)
        #expect(views[4].frame.minX == 320 && views[4].frame.width == 160)
        #expect(abs(views[5].frame.minX - 373.3333333) < 1e-6 && views[5].frame.width == 80)
        #expect(views[6].frame.minX == 480 && views[6].frame.width == 80)
        let made = root.engine?.autoresizingConstraints(for: views[4]) ?? []
        #expect(made.count == 4)
        #expect((made.first as? NSAutoresizingMaskLayoutConstraint)?.maskNotation == "h=&&& v=--&")
        #expect(made[1].multiplier == 0.25 && made[1].constant == 0)
    }

    @Test func forgettingToTurnOffTranslationBreaksAConstraint() {
        let root = makeRoot()
        let v = UIView()  // translatesAutoresizingMaskIntoConstraints still true: pinned at (0,0,0,0)
        root.addSubview(v)
        var events: [UnsatisfiableConstraintsEvent] = []
        root.unsatisfiableConstraintsHandler = { events.append($0) }
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(events.count == 1)
        #expect(events.first?.victim === width)
        #expect(events.first?.conflicting.contains { $0 is NSAutoresizingMaskLayoutConstraint } == true)
        #expect(v.frame == rect(0, 0, 0, 0))
        #expect(width.isActive)
    }
}

@Suite struct LayoutCycleTests {
    final class CountingView: UIView {
        var updates = 0
        var layouts = 0
        var extra: NSLayoutConstraint?
        override func updateConstraints() {
            updates += 1
            if extra == nil, let s = subviews.first {
                extra = s.widthAnchor.constraint(equalToConstant: 42)
                extra?.isActive = true
            }
            super.updateConstraints()
        }
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func updateConstraintsRunsBeforeLayoutAndLayoutSubviewsOnce() {
        let root = makeRoot()
        let v = CountingView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let child = makeChild(of: v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: v.leadingAnchor), child.topAnchor.constraint(equalTo: v.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.updates == 1)
        #expect(v.layouts == 1)
        #expect(child.frame == rect(0, 0, 42, 10))
        root.layoutIfNeeded()
        #expect(v.layouts == 1)  // nothing changed
        v.setNeedsUpdateConstraints()
        v.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(v.updates == 2)
        #expect(v.layouts == 2)
        v.extra?.constant = 50
        root.layoutIfNeeded()
        #expect(child.frame == rect(0, 0, 50, 10))
        #expect(v.layouts == 3)
    }

    @Test func removeFromSuperviewDropsOutsideConstraintsOnly() {
        let root = makeRoot()
        let container = makeChild(of: root)
        let inner = makeChild(of: container)
        let outside = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            outside, inside,
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == rect(20, 0, 50, 10))
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(root.subviews.isEmpty)
        #expect(container.superview == nil)
        // Re-added elsewhere, its own constraints work again.
        let host = makeRoot(200, 200)
        host.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            container.topAnchor.constraint(equalTo: host.topAnchor),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
        ])
        host.layoutIfNeeded()
        // The container's own width and height (held by itself) came along.
        #expect(container.frame == rect(0, 0, 100, 100))
        #expect(inner.frame == rect(5, 0, 50, 10))
    }

    @Test func pixelRoundingAtScaleTwo() {
        let root = makeRoot(320, 100)
        root.layoutRoundingScale = 2
        let views = (0..<3).map { _ in makeChild(of: root) }
        var cs: [NSLayoutConstraint] = [
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        for i in 0..<3 {
            cs.append(views[i].topAnchor.constraint(equalTo: root.topAnchor, constant: 10.2))
            cs.append(views[i].heightAnchor.constraint(equalToConstant: 10))
            if i > 0 {
                cs.append(views[i].leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor))
                cs.append(views[i].widthAnchor.constraint(equalTo: views[0].widthAnchor))
            }
        }
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [106.5, 107, 106.5])
        #expect(views.map(\.frame.minX) == [0, 106.5, 213.5])
        #expect(views[0].frame.minY == 10)
    }

    @Test func insertSubviewOrders() {
        let root = makeRoot()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        root.addSubview(a)
        root.addSubview(c)
        root.insertSubview(b, belowSubview: c)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        root.insertSubview(c, at: 0)
        #expect(root.subviews.first === c)
        a.tag = 7
        #expect(root.viewWithTag(7) === a)
        #expect(a.isDescendant(of: root))
        #expect(!root.isDescendant(of: a))
    }
}

@Suite struct FittingTests {
    /// The guide's custom view: a 32 × 32 image 8 points from the edges, a label centred vertically
    /// 8 points right of it and 10 points from the right edge.
    final class ProfileView: UIView {
        let image = SizedView(32, 32)
        let label = SizedView(100, 20)
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(image)
            addSubview(label)
            NSLayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                image.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
            ])
        }
    }

    @Test func customViewSizesItselfFromItsContent() {
        let root = makeRoot()
        let profile = ProfileView()
        profile.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(profile)
        let weakHeight = profile.heightAnchor.constraint(equalToConstant: 10)
        weakHeight.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([
            profile.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            profile.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            weakHeight,
            profile.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(profile.frame == rect(20, 30, 158, 48))
        #expect(profile.image.frame == rect(8, 8, 32, 32))
        #expect(profile.label.frame == rect(48, 14, 100, 20))
        #expect(profile.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 158, height: 48))
        #expect(profile.fittingSize == CGSize(width: 158, height: 48))
    }

    @Test func selfSizingCellHeightAtFixedWidth() {
        // A cell whose label wraps: its height follows the width it is given (label is 2 lines below 150 wide).
        final class WrappingLabel: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 20) }
        }
        let cell = UIView(frame: rect(0, 0, 320, 44))
        let title = WrappingLabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        let body = SizedView(UIView.noIntrinsicMetric, 60)
        cell.addSubview(title)
        cell.addSubview(body)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
            body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            cell.layoutMarginsGuide.bottomAnchor.constraint(equalTo: body.bottomAnchor),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 8 + 20 + 8 + 60 + 8))
        #expect(cell.frame == rect(0, 0, 320, 44))  // fitting does not move the view
    }

    @Test func fittingExampleButton() {
        // Spec example: intrinsic 50 × 50, target (10, 10), horizontal required, vertical defaultLow → (10, 50).
        let button = SizedView(50, 50)
        let size = button.systemLayoutSizeFitting(
            CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .defaultLow)
        #expect(size == CGSize(width: 10, height: 50))
    }

    @Test func unconstrainedAxisReturnsTarget() {
        let v = UIView()
        #expect(v.systemLayoutSizeFitting(CGSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
    }
}

@Suite struct SubviewLayoutIfNeededTests {
    @Test func layoutIfNeededOnAMovedViewLaysOutFromItsDirtySuperview() {
        let root = makeRoot()
        let box = makeChild(of: root)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        left.constant = 40
        box.layoutIfNeeded()
        #expect(box.frame == rect(40, 0, 20, 20))
    }
}

@Suite struct FittingConflictTests {
    @Test func requiredTargetThatConflictsIsBrokenAndLogged() {
        let v = SizedView(50, 50)
        v.widthAnchor.constraint(equalToConstant: 80).isActive = true
        var size = CGSize.zero
        let logs = collectingLogs {
            size = v.systemLayoutSizeFitting(
                CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        // The fitting target is never the constraint broken (spec diagnostics.md §2.3): the app's width gives way.
        #expect(size == CGSize(width: 10, height: 50))
        #expect(logs.count == 1)
        #expect(logs.first?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x") == true)
        #expect(logs.first?.components(separatedBy: "breaking constraint").last?.contains(".width == 80") == true)
        #expect(logs.first?.contains("'fittingSizeHTarget'") == true)
    }
}
