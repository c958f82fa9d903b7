import Foundation
import TestSupport
import Testing

@testable import AutoLayout

private func r4(_ v: Double) -> Double { (v * 10000).rounded() / 10000 }

/// A banner 100 tall whose top constraint the tests move from 0 to 100.
private func makeBanner() -> (UIView, UIView, NSLayoutConstraint) {
    let root = makeRoot(300, 300)
    let banner = makeChild(of: root)
    let top = banner.topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([
        top, banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        banner.widthAnchor.constraint(equalToConstant: 200), banner.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    return (root, banner, top)
}

@Suite("Containers: animation")
struct ContainersAnimationTests {
    @Test(arguments: [
        (UITimingCurve.linear, [0.25, 0.5, 0.75]),
        (.easeIn, [0.0935, 0.3154, 0.6219]),
        (.easeOut, [0.3781, 0.6846, 0.9065]),
        (.easeInOut, [0.1292, 0.5, 0.8708]),
    ])
    func curveValues(curve: UITimingCurve, expected: [Double]) {
        #expect([0.25, 0.5, 0.75].map { r4(curve.progress(at: $0)) } == expected)
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveLinear, [0.0, 25, 50, 100]),
        (.curveEaseInOut, [0, 12.92, 50, 100]),
    ])
    func constraintChangeSampledAtQuarterPoints(options: UIView.AnimationOptions, ys: [Double]) {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            top.constant = 100
            var finished: Bool?
            let animation = UIView.animate(
                withDuration: 1, delay: 0, options: options,
                animations: {
                    root.layoutIfNeeded()
                }, completion: { finished = $0 })
            #expect(banner.frame == rect(0, 100, 200, 100))
            #expect(animation.tracks.count == 1)
            var samples: [Double] = [(Double(banner.presentationFrame.minY) * 100).rounded() / 100]
            for step in [0.25, 0.25, 0.5] {
                clock.advance(by: step)
                samples.append((Double(banner.presentationFrame.minY) * 100).rounded() / 100)
            }
            #expect(samples == ys)
            #expect(animation.frame(of: banner, at: 0.5).map { r4(Double($0.minY)) } == ys[2])
            #expect(finished == true)
            #expect(clock.runningAnimations.isEmpty)
        }
    }

    /// The guide's animation snippet, written with AppKit's `layoutSubtreeIfNeeded`: the same animation.
    @Test func layoutSubtreeIfNeededAnimatesAsLayoutIfNeeded() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            top.constant = 100
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    root.layoutSubtreeIfNeeded()
                }, completion: nil)
            #expect(banner.frame == rect(0, 100, 200, 100))
            clock.advance(by: 0.5)
            #expect(banner.presentationFrame.minY == 50)
        }
    }

    @Test func changeWithoutLayoutInsideBlockIsNotAnimated() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            let animation = UIView.animate(withDuration: 1) { top.constant = 50 }
            #expect(animation.tracks.isEmpty)
            root.layoutIfNeeded()
            #expect(banner.presentationFrame == rect(0, 50, 200, 100))
        }
    }

    @Test func delayAndStop() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            top.constant = 100
            var result: [Bool] = []
            let a = UIView.animate(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { root.layoutIfNeeded() },
                completion: { result.append($0) })
            clock.advance(by: 0.5)
            #expect(banner.presentationFrame.minY == 0)
            clock.advance(by: 0.5)
            #expect(banner.presentationFrame.minY == 50)
            a.stop()
            #expect(result == [false])
            clock.advance(by: 2)
            #expect(result == [false])
        }
    }

    @Test func zeroDurationCompletesOnNextAdvance() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            top.constant = 30
            var finished: Bool?
            UIView.animate(withDuration: 0, animations: { root.layoutIfNeeded() }, completion: { finished = $0 })
            #expect(banner.presentationFrame.minY == 30)
            #expect(finished == nil)
            clock.advance(by: 0)
            #expect(finished == true)
        }
    }

    @Test func springMatchesSpecCheckValue() {
        let s = UITimingCurve.springParameters(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
        #expect(r4(s.omega) == 28.2067 || abs(s.omega - 28.206) < 0.001)
        let curve = UITimingCurve.spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5)
        #expect(r4(curve.progress(at: 0.5)) == 0.974)
        #expect(curve.progress(at: 1) == 1)
        // An underdamped spring overshoots.
        #expect((1...99).map { curve.progress(at: Double($0) / 100) }.max()! > 1)
    }

    @Test func hidingArrangedViewAnimatesNeighbours() {
        let clock = UIViewAnimationClock()
        UIViewAnimationClock.withClock(clock) {
            let root = makeRoot(300, 100)
            root.layoutRoundingScale = 1
            let views = [SizedView(50, 44), SizedView(80, 44), SizedView(40, 44)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            stack.frame = rect(0, 0, 300, 100)
            root.addSubview(stack)
            root.layoutIfNeeded()
            views[2].isHidden = true
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            #expect(views[1].frame == rect(220, 0, 80, 100))
            clock.advance(by: 0.5)
            #expect(views[1].presentationFrame == rect(195, 0, 80, 100))
            #expect(views[0].presentationFrame == rect(0, 0, 185, 100))
        }
    }
}

/// Each thread animates on its own clock, and a finished animation lets go of the views it recorded.
@Suite struct AnimationClockIsolationTests {
    /// Two threads animating their own views at once crashed a release build in 5 of 5 runs when every thread
    /// shared one clock; each now has its own (and `withClock` binds one for a task).
    @Test func threadsAnimateOnTheirOwnClocks() {
        let results = ResultsBox(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let clock = UIViewAnimationClock.current
            var frames: [CGRect] = []
            for step in 0..<200 {
                let (root, banner, top) = makeBanner()
                top.constant = 100
                UIView.animate(withDuration: 1, animations: { root.layoutIfNeeded() })
                clock.advance(by: 0.5)
                if step == 0 { frames.append(banner.presentationFrame) }
                clock.advance(by: 0.5)
                frames.append(banner.presentationFrame)
            }
            #expect(clock.runningAnimations.isEmpty)
            results.set(i, (frames, []))
        }
        for i in 0..<2 {
            let frames = results.get(i)?.frames ?? []
            #expect(frames.count == 201)
            // Halfway through the default ease-in-out move from y 0 to 100 (the curve is symmetric).
            #expect(frames.first.map { r4(Double($0.minY)) } == 50)
            #expect(frames.dropFirst().allSatisfy { $0 == rect(0, 100, 200, 100) })
        }
    }

    @Test func finishedAnimationsAreLetGo() {
        let clock = UIViewAnimationClock()
        weak var released: UIView?
        UIViewAnimationClock.withClock(clock) {
            let (root, banner, top) = makeBanner()
            released = banner
            top.constant = 100
            UIView.animate(withDuration: 1, animations: { root.layoutIfNeeded() })
            #expect(clock.runningAnimations.count == 1)
            clock.advance(by: 1)
            #expect(clock.runningAnimations.isEmpty)
        }
        #expect(released == nil)
    }
}
