import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// `rect` to a thousandth, so that arcs' cosines of right angles compare exactly.
private func rounded(_ r: CGRect) -> CGRect {
    func q(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
    return CGRect(x: q(r.minX), y: q(r.minY), width: q(r.width), height: q(r.height))
}

@Suite("Appearance: paths, shape layers and layer animations")
struct BezierPathTests {
    @Test func rectanglePathHasTheRectAsBoundsAndClosesAtItsStart() {
        let path = UIBezierPath(rect: rect(10, 20, 100, 50))
        #expect(path.bounds == rect(10, 20, 100, 50))
        #expect(path.cgPath.boundingBox == rect(10, 20, 100, 50))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        #expect(!path.isEmpty)
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test(arguments: [(10.0, rect(0, 0, 100, 50)), (40, rect(0, 0, 100, 50))])
    func roundedRectangleKeepsItsRect(radius: Double, expected: CGRect) {
        let path = UIBezierPath(roundedRect: rect(0, 0, 100, 50), cornerRadius: CGFloat(radius))
        #expect(rounded(path.bounds) == expected)
        #expect(rounded(path.cgPath.boundingBoxOfPath) == expected)
    }

    @Test(arguments: [(true, rect(0, 0, 10, 10)), (false, rect(-10, -10, 20, 20))])
    func arcTurnsClockwiseOnScreenLikeUIKit(clockwise: Bool, expected: CGRect) {
        // From 3 o'clock to 6 o'clock: a quarter clockwise on screen (y down), three quarters the other way.
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
        #expect(rounded(path.cgPath.boundingBoxOfPath) == expected)
        #expect(rounded(CGRect(origin: path.currentPoint, size: .zero)) == rect(0, 10, 0, 0))
    }

    @Test func coreGraphicsArcClockwiseMeansDecreasingAngles() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(rounded(path.boundingBoxOfPath) == rect(-10, -10, 20, 20))
    }

    @Test func controlPointsCountInBoundsButNotInThePathsOwnBox() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        #expect(path.bounds == rect(0, 0, 100, 100))
        #expect(rounded(path.cgPath.boundingBoxOfPath) == rect(0, 0, 100, 75))
    }

    @Test func transformMovesEveryPoint() {
        let path = UIBezierPath(ovalIn: rect(0, 0, 40, 20))
        path.apply(CGAffineTransform(translationX: 10, y: 20))
        #expect(rounded(path.bounds) == rect(10, 20, 40, 20))
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.append(UIBezierPath(rect: rect(0, 0, 5, 5)))
        #expect(rounded(copy.bounds) == rect(0, 0, 50, 40))
    }

    @Test func shapeLayerAndShadowPathAreKept() {
        let view = UIView(frame: rect(0, 0, 100, 40))
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        #expect(view.layer.shadowPath.map { rounded($0.boundingBox) } == rect(0, 0, 100, 40))
        let border = CAShapeLayer()
        #expect(border.fillColor == UIColor.black.cgColor && border.strokeColor == nil)
        #expect(border.lineWidth == 1 && border.strokeEnd == 1 && border.fillRule == .nonZero)
        border.path = UIBezierPath(rect: view.bounds).cgPath
        border.strokeColor = UIColor.red.cgColor
        view.layer.addSublayer(border)
        #expect(view.layer.sublayers?.first === border)
        #expect(border.path?.boundingBox == rect(0, 0, 100, 40))
    }

    @Test func layerKeepsAnimationsByKey() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.add(fade, forKey: "fade")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: nil)
        #expect(layer.animationKeys() == ["fade"])
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
        #expect(fade.timingFunction?.curve == .easeOut)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        layer.add(spin, forKey: "fade")  // the same key replaces
        #expect(layer.animation(forKey: "fade") === spin)
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == nil)
        layer.removeAllAnimations()
    }
}
