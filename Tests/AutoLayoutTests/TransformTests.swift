import Foundation
import TestSupport
import Testing

@testable import AutoLayout

@Suite struct AffineTransformTests {
    @Test func identityAndItsTest() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func scaleTranslationAndRotationMapPoints() {
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 6, y: -4))
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 13, y: 24))
        let quarter = CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-12 && quarter.y == 10)  // +x turns to +y: clockwise on screen
        #expect(CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 15))
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))  // scale, then move
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))  // move, then scale
        // translatedBy/scaledBy put the new step before the receiver, as Core Graphics does.
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        let t = move.scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)  // not invertible: unchanged
    }

    @Test func rectanglesMapToTheirBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -100, y: 0, width: 100, height: 100))
        let turned = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 50) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
    }
}

@Suite struct ViewTransformTests {
    /// A public recursiveDescription dump (a camera preview scaled by half) shows
    /// `frame = (0 1; 320 426); transform = [0.5, 0, 0, 0.5, 0, 0]`: the frame is the scaled box around the
    /// unchanged center.
    @Test func frameIsTheTransformedBoxAroundTheCenter() {
        let v = UIView(frame: rect(-160, -212, 640, 852))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(v.frame == rect(0, 1, 320, 426))
        #expect(v.center == CGPoint(x: 160, y: 214))
        #expect(v.bounds == rect(0, 0, 640, 852))
        v.transform = .identity
        #expect(v.frame == rect(-160, -212, 640, 852))
    }

    /// Another public dump: a 100×100 view at the origin turned by π/8 prints
    /// `frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978,
    /// -0.38268343236508978, 0.92387953251128674, 0, 0]`.
    @Test func aRotatedViewPrintsUIKitsFrameAndTransform() {
        LayoutDiagnostics.withFakeAddresses {
            let v = UIView(frame: rect(0, 0, 100, 100))
            v.transform = CGAffineTransform(rotationAngle: .pi / 8)
            #expect(
                v.recursiveDescription()
                    == "<UIView: 0x1; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x2>>"
            )
        }
    }

    @Test func translationMovesTheFrameNotTheCenter() {
        let v = UIView(frame: rect(10, 10, 20, 20))
        v.transform = CGAffineTransform(translationX: 30, y: -5)
        #expect(v.frame == rect(40, 5, 20, 20))
        #expect(v.center == CGPoint(x: 20, y: 20))
    }

    @Test func settingTheFrameUnderATransformSetsCenterAndBounds() {
        let v = UIView(frame: rect(0, 0, 10, 10))
        v.transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))
        v.frame = rect(10, 10, 200, 100)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.center == CGPoint(x: 105, y: 60))
        #expect(v.frame == rect(10, 10, 200, 100))
    }

    @Test func conversionGoesThroughTransforms() {
        let root = makeRoot(400, 400)
        let zoomed = UIView(frame: rect(100, 100, 100, 100))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(zoomed)
        let inner = UIView(frame: rect(10, 10, 20, 20))
        zoomed.addSubview(inner)
        #expect(zoomed.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 70, y: 70))
        #expect(root.convert(CGPoint(x: 70, y: 70), to: inner) == CGPoint(x: 0, y: 0))
        #expect(inner.convert(CGPoint(x: 70, y: 70), from: root) == CGPoint(x: 0, y: 0))
        #expect(inner.convert(inner.bounds, to: root) == rect(70, 70, 40, 40))
        #expect(root.convert(rect(70, 70, 40, 40), to: inner) == rect(0, 0, 20, 20))
        #expect(zoomed.convert(zoomed.bounds, to: root) == zoomed.frame)
        zoomed.transform = CGAffineTransform(rotationAngle: .pi)
        let p = inner.convert(CGPoint(x: 0, y: 0), to: root)  // turned half a turn about (150, 150)
        #expect(abs(p.x - 190) < 1e-9 && abs(p.y - 190) < 1e-9)  // (10, 10) is 40 up-left of the center: 40 down-right after
    }

    /// Auto Layout sets `center` and `bounds` and ignores the transform: a zoomed view keeps its constrained
    /// center and size, its frame grows around them, and the views constrained to it do not move.
    @Test func autoLayoutIgnoresTheTransform() {
        let root = UIWindow(frame: rect(0, 0, 320, 480), scale: 2)
        let photo = makeChild(of: root)
        let caption = makeChild(of: root)
        NSLayoutConstraint.activate([
            photo.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            photo.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            photo.widthAnchor.constraint(equalToConstant: 200),
            photo.heightAnchor.constraint(equalToConstant: 100),
            caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
            caption.widthAnchor.constraint(equalTo: photo.widthAnchor),
            caption.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(photo.frame == rect(60, 40, 200, 100))
        photo.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(photo.center == CGPoint(x: 160, y: 90))
        #expect(photo.bounds == rect(0, 0, 200, 100))
        #expect(photo.frame == rect(10, 15, 300, 150))
        #expect(caption.frame == rect(60, 148, 200, 20))
        // A later change still lays out center and bounds; the transform stays.
        root.frame = rect(0, 0, 400, 480)
        root.layoutIfNeeded()
        #expect(photo.center == CGPoint(x: 200, y: 90))
        #expect(photo.frame == rect(50, 15, 300, 150))
        #expect(photo.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
    }
}

/// A label subclass of the app, as in a public dump: `<HIDProbe.StatusLight: 0x…; baseClass = UILabel; …>`.
private final class StatusLight: AutoLayout.UILabel {}
/// A plain view subclass of the app: no `baseClass` field.
private final class CardView: UIView {}

@Suite struct RecursiveDescriptionTests {
    @Test func aWindowWithAControllerAndItsViews() {
        LayoutDiagnostics.withFakeAddresses {
            let window = UIWindow(frame: rect(0, 0, 375, 667), scale: 2)
            let vc = UIViewController()
            window.rootViewController = vc
            let card = CardView(frame: rect(16, 40, 343, 100))
            card.clipsToBounds = true
            card.tag = 7
            vc.view.addSubview(card)
            let light = StatusLight(frame: rect(8, 8, 42, 20.5))
            light.text = "Ready"
            light.isUserInteractionEnabled = false
            card.addSubview(light)
            let badge = UIView(frame: rect(300, 8, 20, 20))
            badge.isHidden = true
            badge.alpha = 0.5
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            card.addSubview(badge)
            #expect(
                window.recursiveDescription() == """
                    <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
                       | <UIView: 0x3; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x4>>
                       |    | <AutoLayoutTests.CardView: 0x5; frame = (16 40; 343 100); clipsToBounds = YES; tag = 7; layer = <CALayer: 0x6>>
                       |    |    | <AutoLayoutTests.StatusLight: 0x7; baseClass = UILabel; frame = (8 8; 42 20.5); text = 'Ready'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
                       |    |    | <UIView: 0x9; frame = (300 8; 20 20); alpha = 0.5; hidden = YES; autoresize = LM+BM; layer = <CALayer: 0xa>>
                    """)
        }
    }

    @Test func theAutoresizeFieldListsTheMaskInBitOrder() {
        #expect(
            LayoutDescriptions.autoresizeText([
                .flexibleBottomMargin, .flexibleWidth, .flexibleLeftMargin,
                .flexibleHeight, .flexibleTopMargin, .flexibleRightMargin,
            ])
                == "LM+W+RM+TM+H+BM")
        #expect(LayoutDescriptions.autoresizeText([.flexibleRightMargin, .flexibleBottomMargin]) == "RM+BM")
    }

    @Test func aNavigationControllersHierarchy() {
        LayoutDiagnostics.withFakeAddresses {
            let window = UIWindow(frame: rect(0, 0, 320, 480))
            window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            window.layoutIfNeeded()
            #expect(
                window.recursiveDescription() == """
                    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
                       | <UILayoutContainerView: 0x3; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x4>>
                       |    | <UIView: 0x5; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x6>>
                       |    | <UINavigationBar: 0x7; frame = (0 20; 320 44); autoresize = W+BM; layer = <CALayer: 0x8>>
                    """)
        }
    }
}
