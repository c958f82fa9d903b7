import Foundation

extension UIView {
    /// The view and its subtree as UIKit's `recursiveDescription` prints them: one line per view, depth
    /// first in subview order, each indented by `   | ` per level, e.g.
    ///
    /// ```text
    /// <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
    ///    | <UIView: 0x3; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x4>>
    ///    |    | <UILabel: 0x5; frame = (16 20; 42 20.5); text = 'Hello'; layer = <_UILabelLayer: 0x6>>
    /// ```
    ///
    /// Addresses are real pointers, or fake ones (in order of first use) inside
    /// `LayoutDiagnostics.withFakeAddresses`. The lines have no final newline.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(UIView, Int)] = [(self, 0)]
        while let (v, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + LayoutDescriptions.fullView(v))
            for s in v.storedSubviews.reversed() { stack.append((s, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutDescriptions {
    /// UIKit's full view description: `<Class: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>`.
    ///
    /// Fields, each printed only when it differs from the default, in the order UIKit's logs show them
    /// (observed in public recursiveDescription dumps: `baseClass` before `frame`; `text` after it;
    /// `transform`, `alpha`, `hidden`, `autoresize`, `userInteractionEnabled`, `tag`, then `layer`; the place of
    /// `clipsToBounds` before `alpha` is our reading): `baseClass = X` for a class of your own whose nearest
    /// UIKit ancestor is not `UIView`; `text = '…'` for a label; `transform = [a, b, c, d, tx, ty]` (17
    /// significant digits); `clipsToBounds = YES`; `alpha = A`; `hidden = YES`; `autoresize = LM+W+RM+TM+H+BM`
    /// (the mask's flexible parts in bit order); `userInteractionEnabled = NO`; `tag = N`. The layer is
    /// `UIWindowLayer` for a window, `_UILabelLayer` for a label, `CALayer` otherwise. Not printed, as we do
    /// not model them: `opaque`, `backgroundColor`, `gestureRecognizers`.
    static func fullView(_ v: UIView) -> String {
        var parts = ["<\(LayoutDiagnostics.className(of: v)): \(LayoutDiagnostics.address(of: v))"]
        if let base = uikitBaseClassName(of: v) { parts.append("baseClass = \(base)") }
        let f = v.frame
        parts.append("frame = (\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))")
        if let label = v as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if !v.transform.isIdentity {
            let t = v.transform
            let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { String(format: "%.17g", Double($0)) }
            parts.append("transform = [\(entries.joined(separator: ", "))]")
        }
        if v.clipsToBounds { parts.append("clipsToBounds = YES") }
        if v.alpha != 1 { parts.append("alpha = \(fmt(v.alpha))") }
        if v.isHidden { parts.append("hidden = YES") }
        if !v.autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizeText(v.autoresizingMask))") }
        if !v.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if v.tag != 0 { parts.append("tag = \(v.tag)") }
        let layerClass = v is UIWindow ? "UIWindowLayer" : v is UILabel ? "_UILabelLayer" : "CALayer"
        parts.append("layer = <\(layerClass): \(LayoutDiagnostics.address(of: v.layer))>")
        return parts.joined(separator: "; ") + ">"
    }

    /// `W+H`, `RM+BM`, …: the flexible parts of a mask in UIKit's bit order.
    static func autoresizeText(_ mask: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// For a view of a class of your own (printed module-qualified), the nearest ancestor class of ours
    /// (UIKit's) when that is not `UIView`; nil otherwise.
    static func uikitBaseClassName(of v: UIView) -> String? {
        let own = LayoutDiagnostics.className(of: v)
        guard own.contains(".") else { return nil }
        var mirror = Mirror(reflecting: v).superclassMirror
        while let m = mirror {
            let name = String(reflecting: m.subjectType)
            if name.hasPrefix("AutoLayout.") {
                let bare = String(describing: m.subjectType)
                return bare == "UIView" ? nil : bare
            }
            mirror = m.superclassMirror
        }
        return nil
    }
}
