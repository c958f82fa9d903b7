import Foundation

/// Estimated intrinsic content sizes of UIKit controls as Interface Builder files describe them (spec §7).
/// All text metrics are **estimates** [unconfirmed]: SF Pro line height 1.19336 em, per-character advance
/// widths from a small table (±10%), pixel-rounded at the screen scale. A file overrides them with
/// `placeholderIntrinsicWidth/Height`, and `@IBDesignable` views with their cached `<designables>` size.
public enum IBIntrinsicSize {
    /// Line height of the system font at `pointSize` (SF Pro ascender 1950 + descender 494 over 2048 units).
    public static func lineHeight(_ pointSize: Double) -> Double { pointSize * 2444.0 / 2048.0 }

    /// Estimated advance width, in em, of one character of the system font [unconfirmed].
    public static func advance(_ c: Character) -> Double {
        switch c {
        case " ": return 0.27
        case "i", "l", "j", "'", ".", ",", ":", ";", "!", "|": return 0.23
        case "f", "t", "r": return 0.34
        case "I": return 0.26
        case "m", "w": return 0.80
        case "W", "M": return 0.85
        default:
            if c.isNumber { return 0.58 }
            if c.isUppercase { return 0.64 }
            return 0.54
        }
    }

    /// Estimated width of `text` in the system font of `font` (bold and semibold ×1.05).
    public static func textWidth(_ text: String, font: IBFont) -> Double {
        let em = text.reduce(0.0) { $0 + advance($1) }
        return em * font.pointSize * (font.isBold ? 1.05 : 1)
    }

    /// Lines `text` takes when wrapped greedily at word boundaries within `width` [estimate]; explicit newlines kept.
    public static func wrappedLineCount(_ text: String, font: IBFont, width: Double) -> Int {
        guard width > 0 else { return 1 }
        var lines = 0
        let space = advance(" ") * font.pointSize * (font.isBold ? 1.05 : 1)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0.0
            lines += 1
            for word in paragraph.split(separator: " ") {
                let w = textWidth(String(word), font: font)
                if current > 0 && current + space + w > width + 1e-9 {
                    lines += 1
                    current = w
                } else {
                    current += (current > 0 ? space : 0) + w
                }
            }
        }
        return max(lines, 1)
    }

    static func ceilTo(_ v: Double, scale: Double) -> Double { (v * scale).rounded(.up) / scale }

    /// The estimated intrinsic size of `view` at screen `scale`; a nil component means "no intrinsic metric"
    /// (UIView.noIntrinsicMetric).
    public static func estimate(_ view: IBView, document: IBDocument, font overrideFont: IBFont? = nil, scale: Double = 2) -> (width: Double?, height: Double?) {
        var base = builtIn(view, document: document, font: overrideFont ?? view.font, scale: scale)
        if view.customClass != nil, let d = document.designableSizes[view.id] {
            base = (d.width < 0 ? nil : d.width, d.height < 0 ? nil : d.height)
        }
        if let w = view.placeholderIntrinsicWidth { base.width = w.isInfinite ? nil : w }
        if let h = view.placeholderIntrinsicHeight { base.height = h.isInfinite ? nil : h }
        return base
    }

    static func builtIn(_ view: IBView, document: IBDocument, font: IBFont?, scale: Double) -> (width: Double?, height: Double?) {
        let modern = document.toolsVersion >= 15000 || document.toolsVersion == 0
        switch view.element {
        case "label":
            let f = font ?? IBFont(pointSize: 17)
            guard let text = view.text, !text.isEmpty else { return (0, 0) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let widest = lines.map { textWidth($0, font: f) }.max() ?? 0
            var count = Double(lines.count)
            var width = ceilTo(widest, scale: scale)
            if view.numberOfLines == 1 { count = 1 }
            if let maxW = view.attributes["preferredMaxLayoutWidth"].flatMap(Double.init), maxW > 0, view.numberOfLines != 1, width > maxW {
                // Wrapped at the explicit preferred width: lines by total width [unconfirmed].
                count = max(count, (widest / maxW).rounded(.up))
                width = maxW
            }
            if view.numberOfLines > 1 { count = min(count, Double(view.numberOfLines)) }
            return (width, ceilTo(lineHeight(f.pointSize), scale: scale) * count)
        case "button":
            if view.usesButtonConfiguration {
                let f = font ?? IBFont(pointSize: 17)
                let title = view.title ?? ""
                let imageW = view.imageName.flatMap { document.imageSizes[$0]?.width } ?? 0
                return (ceilTo(textWidth(title, font: f) + imageW + 24, scale: scale), ceilTo(lineHeight(f.pointSize), scale: scale) + 14)
            }
            let f = font ?? IBFont(pointSize: 15)
            let title = view.title ?? ""
            let image = view.imageName.flatMap { document.imageSizes[$0] }
            if title.isEmpty, let image { return (image.width, image.height) }
            let textH = lineHeight(f.pointSize).rounded(.up) + 12
            return (ceilTo(textWidth(title, font: f), scale: scale) + (image?.width ?? 0), max(textH, image?.height ?? 0))
        case "imageView":
            guard let name = view.imageName, let s = document.imageSizes[name] else { return (nil, nil) }
            return (s.width, s.height)
        case "switch": return (51, 31)
        case "slider": return (nil, modern ? 31 : 30)
        case "textField":
            let f = font ?? IBFont(pointSize: 14)
            let h: Double = view.attributes["borderStyle"] == "roundedRect" ? (modern ? 34 : 30) : ceilTo(lineHeight(f.pointSize), scale: scale)
            let w = view.text.map { ceilTo(textWidth($0, font: f), scale: scale) + 14 }
            return (w, h)
        case "segmentedControl": return (nil, modern ? 32 : 28)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(view.attributes["style"] ?? "")
            return large ? (37, 37) : (20, 20)
        case "progressView": return (nil, modern ? 4 : 2)
        case "stepper": return (94, modern ? 32 : 29)
        case "pageControl":
            let pages = Double(view.attributes["numberOfPages"] ?? "3") ?? 3
            return (pages * 13, 37)
        default: return (nil, nil)
        }
    }
}
