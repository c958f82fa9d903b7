import Foundation

/// A color in extended sRGB (UIKit's `UIColor`): red, green, blue and alpha, each usually 0…1.
///
/// Layout never reads a color; colors are here so that UIKit code that sets them compiles and keeps its values
/// (`backgroundColor`, `textColor`, `tintColor`, a layer's `borderColor`), and so that pictures can show them.
///
/// The system and element colors (`systemBlue`, `label`, `systemBackground`…) have their **light** appearance
/// values, as Apple's Human Interface Guidelines list them (doc; `secondaryLabel` observed as
/// `UIExtendedSRGBColorSpace 0.235294 0.235294 0.262745 0.6` in a public iOS 13 log). Their dark values are not
/// modelled (our choice, listed in *Differences from UIKit*): `resolvedColor(with:)` returns the light value
/// unless the color was made with `init(dynamicProvider:)`, whose provider can read `userInterfaceStyle`.
public final class UIColor: Hashable, CustomStringConvertible, Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha (opacity) component, 0…1.
    public let alpha: CGFloat
    /// The system color's name (`systemBlueColor`), as UIKit describes it; nil for a color made from components.
    public let systemName: String?
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A color from sRGB components. Non-finite components become 0; alpha is clamped to 0…1 (UIKit keeps
    /// extended-range red, green and blue, and so do we).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func finite(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
        self.red = finite(red)
        self.green = finite(green)
        self.blue = finite(blue)
        self.alpha = min(1, max(0, finite(alpha)))
        systemName = nil
        provider = nil
    }

    /// A gray of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from hue, saturation and brightness (each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(1, max(0, saturation.isFinite ? saturation : 0))
        let v = min(1, max(0, brightness.isFinite ? brightness : 0))
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color given in Display P3, kept as the sRGB color it is closest to (our choice: components are converted
    /// linearly through the two spaces' primaries, so some fall outside 0…1 as in UIKit's extended sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: CGFloat) -> CGFloat {
            let sign: CGFloat = c < 0 ? -1 : 1
            let m = abs(c)
            return sign * (m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(
            red: encoded(1.2249 * r - 0.2247 * g),
            green: encoded(-0.0420 * r + 1.0419 * g),
            blue: encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b),
            alpha: alpha)
    }

    /// A color that depends on the traits it is shown with (UIKit's dynamic colors). Its components are those it
    /// resolves to with unspecified traits.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(.unspecified)
        red = resolved.red
        green = resolved.green
        blue = resolved.blue
        alpha = resolved.alpha
        systemName = nil
        provider = dynamicProvider
    }

    /// The same color as a Core Graphics color (for a layer's `borderColor`, `shadowColor`).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    private init(system name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        red = r / 255
        green = g / 255
        blue = b / 255
        alpha = a
        systemName = name
        provider = nil
    }

    private init(named name: String, white: CGFloat, alpha: CGFloat = 1) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        systemName = name
        provider = nil
    }

    /// The color as it appears with `traitCollection` (see the type's note on dark appearance).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// The same color with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components into the given variables, as UIKit's `getRed(_:green:blue:alpha:)` does; always
    /// succeeds (every color here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The color as a Core Graphics color.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: the color as SVG and CSS write it (components clamped to 0…1).
    public var hexString: String {
        func byte(_ c: CGFloat) -> String {
            let v = Int((min(1, max(0, c)) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// As UIKit describes a color: `UIExtendedSRGBColorSpace 0 0.478431 1 1`, or the system color's name
    /// (`<UIDynamicSystemColor: name = systemBlueColor>`).
    public var description: String {
        if let systemName { return "<UIDynamicSystemColor: name = \(systemName)>" }
        func c(_ x: CGFloat) -> String {
            let r = (Double(x) * 1_000_000).rounded() / 1_000_000
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        return "UIExtendedSRGBColorSpace \(c(red)) \(c(green)) \(c(blue)) \(c(alpha))"
    }

    /// Colors are equal when their components are (a system color equals the plain color of its value).
    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}

// MARK: - Fixed colors (doc: UIColor's class properties)

extension UIColor {
    /// Black (0, 0, 0).
    public static let black = UIColor(named: "blackColor", white: 0)
    /// Dark gray, white 1/3.
    public static let darkGray = UIColor(named: "darkGrayColor", white: 1 / 3)
    /// Light gray, white 2/3.
    public static let lightGray = UIColor(named: "lightGrayColor", white: 2 / 3)
    /// White (1, 1, 1).
    public static let white = UIColor(named: "whiteColor", white: 1)
    /// Gray, white 1/2.
    public static let gray = UIColor(named: "grayColor", white: 0.5)
    /// Pure red (1, 0, 0).
    public static let red = UIColor(system: "redColor", 255, 0, 0)
    /// Pure green (0, 1, 0).
    public static let green = UIColor(system: "greenColor", 0, 255, 0)
    /// Pure blue (0, 0, 1).
    public static let blue = UIColor(system: "blueColor", 0, 0, 255)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(system: "cyanColor", 0, 255, 255)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(system: "yellowColor", 255, 255, 0)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(system: "magentaColor", 255, 0, 255)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(system: "orangeColor", 255, 127.5, 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(system: "purpleColor", 127.5, 0, 127.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(system: "brownColor", 153, 102, 51)
    /// Fully transparent black.
    public static let clear = UIColor(named: "clearColor", white: 0, alpha: 0)
    /// Black text for light backgrounds.
    public static let darkText = UIColor(named: "darkTextColor", white: 0)
    /// White text at 60 % for dark backgrounds.
    public static let lightText = UIColor(named: "lightTextColor", white: 1, alpha: 0.6)
}

// MARK: - System colors (light appearance; doc: Human Interface Guidelines, Color)

extension UIColor {
    /// (0, 122, 255): the default tint.
    public static let systemBlue = UIColor(system: "systemBlueColor", 0, 122, 255)
    /// (52, 199, 89).
    public static let systemGreen = UIColor(system: "systemGreenColor", 52, 199, 89)
    /// (88, 86, 214).
    public static let systemIndigo = UIColor(system: "systemIndigoColor", 88, 86, 214)
    /// (255, 149, 0).
    public static let systemOrange = UIColor(system: "systemOrangeColor", 255, 149, 0)
    /// (255, 45, 85).
    public static let systemPink = UIColor(system: "systemPinkColor", 255, 45, 85)
    /// (175, 82, 222).
    public static let systemPurple = UIColor(system: "systemPurpleColor", 175, 82, 222)
    /// (255, 59, 48).
    public static let systemRed = UIColor(system: "systemRedColor", 255, 59, 48)
    /// (48, 176, 199), as of iOS 15 (iOS 13–14: 90, 200, 250).
    public static let systemTeal = UIColor(system: "systemTealColor", 48, 176, 199)
    /// (255, 204, 0).
    public static let systemYellow = UIColor(system: "systemYellowColor", 255, 204, 0)
    /// (0, 199, 190).
    public static let systemMint = UIColor(system: "systemMintColor", 0, 199, 190)
    /// (50, 173, 230).
    public static let systemCyan = UIColor(system: "systemCyanColor", 50, 173, 230)
    /// (162, 132, 94).
    public static let systemBrown = UIColor(system: "systemBrownColor", 162, 132, 94)
    /// (142, 142, 147).
    public static let systemGray = UIColor(system: "systemGrayColor", 142, 142, 147)
    /// (174, 174, 178).
    public static let systemGray2 = UIColor(system: "systemGray2Color", 174, 174, 178)
    /// (199, 199, 204).
    public static let systemGray3 = UIColor(system: "systemGray3Color", 199, 199, 204)
    /// (209, 209, 214).
    public static let systemGray4 = UIColor(system: "systemGray4Color", 209, 209, 214)
    /// (229, 229, 234).
    public static let systemGray5 = UIColor(system: "systemGray5Color", 229, 229, 234)
    /// (242, 242, 247).
    public static let systemGray6 = UIColor(system: "systemGray6Color", 242, 242, 247)
    /// The tint color (systemBlue).
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let tintColor = UIColor(system: "tintColor", 0, 122, 255)

    /// Primary text: black.
    public static let label = UIColor(system: "labelColor", 0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(system: "secondaryLabelColor", 60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(system: "tertiaryLabelColor", 60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = UIColor(system: "quaternaryLabelColor", 60, 60, 67, 0.18)
    /// Links: systemBlue.
    public static let link = UIColor(system: "linkColor", 0, 122, 255)
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static let placeholderText = UIColor(system: "placeholderTextColor", 60, 60, 67, 0.3)
    /// Thin separators: (60, 60, 67) at 29 %.
    public static let separator = UIColor(system: "separatorColor", 60, 60, 67, 0.29)
    /// Opaque separators: (198, 198, 200).
    public static let opaqueSeparator = UIColor(system: "opaqueSeparatorColor", 198, 198, 200)
    /// Main background: white.
    public static let systemBackground = UIColor(system: "systemBackgroundColor", 255, 255, 255)
    /// Content on the main background: (242, 242, 247).
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackgroundColor", 242, 242, 247)
    /// Content on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackgroundColor", 255, 255, 255)
    /// Grouped table background: (242, 242, 247).
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackgroundColor", 242, 242, 247)
    /// Cells of a grouped table: white.
    public static let secondarySystemGroupedBackground = UIColor(
        system: "secondarySystemGroupedBackgroundColor", 255, 255, 255)
    /// Content inside grouped cells: (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(
        system: "tertiarySystemGroupedBackgroundColor", 242, 242, 247)
    /// Thin fills for small shapes: (120, 120, 128) at 20 %.
    public static let systemFill = UIColor(system: "systemFillColor", 120, 120, 128, 0.2)
    /// Fills for medium shapes: (120, 120, 128) at 16 %.
    public static let secondarySystemFill = UIColor(system: "secondarySystemFillColor", 120, 120, 128, 0.16)
    /// Fills for large shapes: (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFillColor", 118, 118, 128, 0.12)
    /// Fills for large areas: (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFillColor", 116, 116, 128, 0.08)
}

extension UIColor {
    /// Every named color above, for `systemColor(named:)`.
    private static let namedColors: [UIColor] = [
        .black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue, .cyan, .yellow, .magenta, .orange, .purple,
        .brown, .clear, .darkText, .lightText, .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink,
        .systemPurple, .systemRed, .systemTeal, .systemYellow, .systemMint, .systemCyan, .systemBrown, .systemGray,
        .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .tintColor, .label, .secondaryLabel,
        .tertiaryLabel, .quaternaryLabel, .link, .placeholderText, .separator, .opaqueSeparator, .systemBackground,
        .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
        .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill,
        .tertiarySystemFill, .quaternarySystemFill,
    ]

    /// The system or fixed color UIKit names `name` (`systemBlueColor`, `labelColor`, `whiteColor`: the names
    /// Interface Builder files and UIKit's descriptions use), or nil.
    public static func systemColor(named name: String) -> UIColor? {
        namedColors.first { $0.systemName == name }
    }
}

/// A Core Graphics color (`CGColor`), as layers take it: sRGB components. `UIColor.cgColor` makes one.
public final class CGColor: Hashable, Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A color from sRGB components (Core Graphics' `CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components, red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Colors are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
