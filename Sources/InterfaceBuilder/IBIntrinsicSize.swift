import AutoLayout
import Foundation

/// What is Xcode-specific about intrinsic sizes; the sizes themselves are the controls' (`UILabel`, `UIButton`…
/// in `AutoLayout/Controls`), which the loader builds from the file.
///
/// - Which release's control metrics a file's controls use, from its `toolsVersion` (`metricsEra`).
/// - Interface Builder's design-time overrides: `placeholderIntrinsicWidth/Height` ("Intrinsic Size:
///   Placeholder"; `infinite` = no metric) and, for custom classes, the `<designables>` cache of
///   `@IBDesignable` views (−1 = no metric) (observed: spec interface-builder §2.2).
public enum IBIntrinsicSize {
    /// The metrics era of files saved by an Xcode with this `toolsVersion`: before 15000 (Xcode 10 and older)
    /// iOS 7–12's; from 24000 (Xcode 26; observed: 24127, spec §12) iOS 26's; iOS 13's in between and when the
    /// file names no version (unconfirmed: the era boundaries are Xcode's major versions; 24000 is our cut).
    public static func metricsEra(toolsVersion: Double) -> UIControlMetricsEra {
        if toolsVersion == 0 { return .iOS13 }
        if toolsVersion < 15000 { return .iOS7 }
        return toolsVersion < 24000 ? .iOS13 : .iOS26
    }

    /// The metrics era of `document`'s controls.
    public static func metricsEra(of document: IBDocument) -> UIControlMetricsEra { metricsEra(toolsVersion: document.toolsVersion) }

    /// The design-time override of `view`'s intrinsic size per axis: nil when the file gives none on that axis;
    /// `UIView.noIntrinsicMetric` when it says "none".
    public static func override(for view: IBView, document: IBDocument) -> (width: CGFloat?, height: CGFloat?) {
        var result: (width: CGFloat?, height: CGFloat?) = (nil, nil)
        if view.customClass != nil, let d = document.designableSizes[view.id] {
            result = (d.width < 0 ? UIView.noIntrinsicMetric : CGFloat(d.width), d.height < 0 ? UIView.noIntrinsicMetric : CGFloat(d.height))
        }
        if let w = view.placeholderIntrinsicWidth { result.width = w.isInfinite ? UIView.noIntrinsicMetric : CGFloat(w) }
        if let h = view.placeholderIntrinsicHeight { result.height = h.isInfinite ? UIView.noIntrinsicMetric : CGFloat(h) }
        return result
    }

    /// `size` with the design-time override applied.
    static func applying(_ o: (width: CGFloat?, height: CGFloat?), to size: CGSize) -> CGSize {
        CGSize(width: o.width ?? size.width, height: o.height ?? size.height)
    }

    /// The intrinsic size `view` gets in Interface Builder's canvas at display `scale`: its control built and
    /// configured from the file (`font` replaces the element's, e.g. a trait variation's), then the design-time
    /// override. A nil component means "no intrinsic metric".
    public static func estimate(_ view: IBView, document: IBDocument, font: IBFont? = nil, scale: Double = 2) -> (width: Double?, height: Double?) {
        let control = IBControls.makeView(for: view)
        control.traitOverrides.displayScale = CGFloat(scale)
        IBControls.configure(control, from: view, document: document, font: font)
        let s = applying(override(for: view, document: document), to: control.intrinsicContentSize)
        return (s.width == UIView.noIntrinsicMetric ? nil : Double(s.width), s.height == UIView.noIntrinsicMetric ? nil : Double(s.height))
    }
}
