import AutoLayout
import Foundation

/// A horizontal or vertical size class.
public enum IBSizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// The traits that choose `<variation>`s: width and height size classes.
public struct IBTraits: Equatable, Sendable, CustomStringConvertible {
    /// Horizontal size class.
    public var widthClass: IBSizeClass
    /// Vertical size class.
    public var heightClass: IBSizeClass
    /// Makes traits.
    public init(widthClass: IBSizeClass, heightClass: IBSizeClass) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }
    /// `wC hR` as IB's canvas labels it.
    public var description: String { "w\(widthClass == .compact ? "C" : "R") h\(heightClass == .compact ? "C" : "R")" }

    /// Parses `heightClass=compact`, `widthClass=regular`, or both joined by `-` or `,`, over `base`.
    public static func parse(_ text: String, over base: IBTraits) -> IBTraits? {
        var t = base
        for part in text.split(whereSeparator: { $0 == "," || $0 == "-" || $0 == " " }) {
            let kv = part.split(separator: "=")
            guard kv.count == 2, let value = IBSizeClass(rawValue: String(kv[1])) else { return nil }
            switch kv[0] {
            case "widthClass", "width", "w": t.widthClass = value
            case "heightClass", "height", "h": t.heightClass = value
            default: return nil
            }
        }
        return t
    }
}

/// Insets in points (safe area).
public struct IBEdgeInsets: Equatable, Sendable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double
    /// Makes insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A simulated device: screen size, scale, safe-area insets and traits per orientation.
/// Sizes and ids from real files; insets and traits from public device tables (spec §6, partly unconfirmed).
public struct IBDevice: Equatable, Sendable {
    /// IB device id (`retina4_7`), or `custom` for a `--size`.
    public var id: String
    /// Command-line names (`iphone-se`, `iphone-8`…).
    public var names: [String]
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    /// Screen scale (pixels per point).
    public var scale: Double
    /// Safe area insets in portrait.
    public var portraitSafeArea: IBEdgeInsets
    /// Safe area insets in landscape.
    public var landscapeSafeArea: IBEdgeInsets
    /// Traits in portrait.
    public var portraitTraits: IBTraits
    /// Traits in landscape.
    public var landscapeTraits: IBTraits

    /// The size in an orientation.
    public func size(landscape: Bool) -> IBSize {
        landscape ? IBSize(width: max(width, height), height: min(width, height)) : IBSize(width: width, height: height)
    }

    static func phone(
        _ id: String, _ names: [String], _ w: Double, _ h: Double, scale: Double, top: Double, bottom: Double,
        landscapeSide: Double, landscapeBottom: Double, regularLandscape: Bool
    ) -> IBDevice {
        IBDevice(
            id: id, names: names, width: w, height: h, scale: scale,
            portraitSafeArea: IBEdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: IBEdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
            portraitTraits: IBTraits(widthClass: .compact, heightClass: .regular),
            landscapeTraits: IBTraits(widthClass: regularLandscape ? .regular : .compact, heightClass: .compact))
    }

    static func pad(_ id: String, _ names: [String], _ w: Double, _ h: Double, top: Double, bottom: Double) -> IBDevice {
        let regular = IBTraits(widthClass: .regular, heightClass: .regular)
        return IBDevice(
            id: id, names: names, width: w, height: h, scale: 2,
            portraitSafeArea: IBEdgeInsets(top: top, bottom: bottom), landscapeSafeArea: IBEdgeInsets(top: top, bottom: bottom),
            portraitTraits: regular, landscapeTraits: regular)
    }

    /// Every known device (spec §6).
    public static let all: [IBDevice] = [
        phone(
            "retina3_5", ["iphone-4s"], 320, 480, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
            regularLandscape: false),
        phone(
            "retina4_0", ["iphone-se-1", "iphone-5s", "iphone-5"], 320, 568, scale: 2, top: 20, bottom: 0, landscapeSide: 0,
            landscapeBottom: 0, regularLandscape: false),
        phone(
            "retina4_7", ["iphone-se", "iphone-8", "iphone-7", "iphone-6s"], 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0,
            landscapeBottom: 0, regularLandscape: false),
        phone(
            "retina5_5", ["iphone-8-plus", "iphone-7-plus"], 414, 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
            regularLandscape: true),
        phone(
            "retina5_9", ["iphone-x", "iphone-xs", "iphone-11-pro"], 375, 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44,
            landscapeBottom: 21, regularLandscape: false),
        phone(
            "retina6_1", ["iphone-11", "iphone-xr"], 414, 896, scale: 2, top: 48, bottom: 34, landscapeSide: 44, landscapeBottom: 21,
            regularLandscape: true),
        phone(
            "retina6_5", ["iphone-11-pro-max", "iphone-xs-max"], 414, 896, scale: 3, top: 44, bottom: 34, landscapeSide: 44,
            landscapeBottom: 21, regularLandscape: true),
        phone(
            "retina5_4", ["iphone-13-mini", "iphone-12-mini"], 375, 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50,
            landscapeBottom: 21, regularLandscape: false),
        phone(
            "retina6_0", ["iphone-14", "iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro"], 390, 844, scale: 3, top: 47, bottom: 34,
            landscapeSide: 47, landscapeBottom: 21, regularLandscape: false),
        phone(
            "retina6_7", ["iphone-14-plus", "iphone-13-pro-max", "iphone-12-pro-max"], 428, 926, scale: 3, top: 47, bottom: 34,
            landscapeSide: 47, landscapeBottom: 21, regularLandscape: true),
        phone(
            "retina6_12", ["iphone-15", "iphone-15-pro", "iphone-14-pro"], 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59,
            landscapeBottom: 21, regularLandscape: false),
        phone(
            "retina6_72", ["iphone-15-pro-max", "iphone-15-plus", "iphone-14-pro-max"], 430, 932, scale: 3, top: 59, bottom: 34,
            landscapeSide: 59, landscapeBottom: 21, regularLandscape: true),
        // iPhone 16 Pro and Pro Max: sizes as Xcode 26 saves their roots (observed: 402 × 874 on `retina6_3`,
        // NetNewsWire `iOS/Base.lproj/Main.storyboard`); insets 62/34 from public device tables [unconfirmed].
        phone(
            "retina6_3", ["iphone-16-pro"], 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21,
            regularLandscape: false),
        phone(
            "retina6_9", ["iphone-16-pro-max"], 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21,
            regularLandscape: true),
        pad("ipad9_7", ["ipad-9.7", "ipad-mini"], 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", ["ipad", "ipad-10.2"], 810, 1080, top: 20, bottom: 0),
        pad("ipad10_9rounded", ["ipad-air", "ipad-10.9"], 820, 1180, top: 24, bottom: 20),
        pad("ipad11", ["ipad-pro-11"], 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9", ["ipad-pro-12.9-2"], 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", ["ipad-pro-12.9", "ipad-pro"], 1024, 1366, top: 24, bottom: 20),
        // Apple TV (tvOS documents, `targetRuntime="AppleTV"`): 1920 × 1080 at 1×, regular in both size classes
        // (a root's side margins 20; observed: SVProgressHUD `Demo/tvOS Demo/Base.lproj/Main.storyboard`, Xcode
        // 8.3: a view on the root's leading margin + 90 saved at x = 110, its top 60 below the top guide at
        // y = 60). No insets before Xcode 9; from Xcode 9 tvOS 11's overscan safe area (see
        // `safeArea(toolsVersion:)`). Listed only in landscape, as Xcode shows it.
        IBDevice(
            id: "appleTV", names: ["apple-tv"], width: 1080, height: 1920, scale: 1,
            portraitSafeArea: IBEdgeInsets(top: 0, bottom: 0), landscapeSafeArea: IBEdgeInsets(top: 0, bottom: 0),
            portraitTraits: IBTraits(widthClass: .regular, heightClass: .regular),
            landscapeTraits: IBTraits(widthClass: .regular, heightClass: .regular)),
    ]

    /// The device with IB id or command-line name `name` (case-insensitive; `ipad10_9` accepted for `ipad10_9rounded`).
    public static func named(_ name: String) -> IBDevice? {
        let n = name.lowercased()
        if n == "ipad10_9" { return named("ipad10_9rounded") }
        return all.first { $0.id.lowercased() == n || $0.names.contains(n) }
    }

    /// A custom size (`--size 375x667`) [traits and insets unconfirmed]: regular width from 768 points (or 736 in
    /// landscape, like Plus phones), compact height only when wider than tall and under 768 points high; a 20-point
    /// status bar inset when taller than wide.
    public static func custom(width: Double, height: Double) -> IBDevice {
        let portrait = width <= height
        let w: IBSizeClass = width >= 768 ? .regular : (!portrait && width >= 736 ? .regular : .compact)
        let h: IBSizeClass = (portrait || height >= 768) ? .regular : .compact
        let t = IBTraits(widthClass: w, heightClass: h)
        return IBDevice(
            id: "custom", names: [], width: width, height: height, scale: 2,
            portraitSafeArea: IBEdgeInsets(top: portrait ? 20 : 0), landscapeSafeArea: IBEdgeInsets(top: 0),
            portraitTraits: t, landscapeTraits: t)
    }
}

/// One configuration to lay out and check: a device, its orientation and the traits (possibly overridden).
public struct IBConfiguration: Equatable, Sendable, CustomStringConvertible {
    /// The device.
    public var device: IBDevice
    /// Landscape instead of portrait.
    public var landscape: Bool
    /// Size classes (device's by default).
    public var traits: IBTraits
    /// The reader's text size the app runs at, or nil for the canvas's (Large; x Small in files of Xcode 12.5 to
    /// 13, see `IBLoader.textStyleSize`). Given, every text-style font of the file takes its size at it, as UIKit
    /// resolves a nib's text-style fonts with the setting the app runs under (`IBLayoutBuilder.build`).
    public var contentSizeCategory: UIContentSizeCategory?

    /// The device's configuration in an orientation, with its own traits.
    public init(device: IBDevice, landscape: Bool = false, traits: IBTraits? = nil) {
        self.device = device
        self.landscape = landscape
        self.traits = traits ?? (landscape ? device.landscapeTraits : device.portraitTraits)
    }

    /// Screen size in this orientation.
    public var size: IBSize { device.size(landscape: landscape) }
    /// Safe area insets in this orientation.
    public var safeArea: IBEdgeInsets { landscape ? device.landscapeSafeArea : device.portraitSafeArea }

    /// The Apple TV's safe area from Xcode 9 (toolsVersion 13000): tvOS 11's overscan margins, 60 at the top and
    /// bottom and 80 at the sides (Apple's tvOS Human Interface Guidelines, "Layout"). Observed: HeroTransitions/Hero
    /// `TvOSExamples/ImageGallery.storyboard` (Xcode 9.1): a collection view between the top and bottom layout
    /// guides saved at y = 60, 960 high; files of Xcode 8 (SVProgressHUD's tvOS demo, Hero's `Basic.storyboard`)
    /// put the guides at the screen's edges. The sides are Apple's figure, not measured (no file pins to them).
    public static let tvOverscanSafeArea = IBEdgeInsets(top: 60, left: 80, bottom: 60, right: 80)

    /// The bottom safe-area inset of an iPad with a home indicator (`ipad10_9rounded`, `ipad11`, `ipad12_9rounded`) in
    /// Xcode 26's canvas (toolsVersion 24000 and later): 50, not the home indicator's 20; the top stays 24. Observed
    /// on `ipad12_9rounded` in landscape in nextcloud/talk-ios: `CallViewController.xib` (24765), a content view
    /// pinned to the safe area's bottom saved 50 above the screen's, and `Base.lproj/Main.storyboard` (24127), a
    /// stack centred in the safe area saved 15 above the centre of 24/20 insets. The other iPads and portrait are
    /// assumed to follow (no file seen); why the canvas does so is unknown.
    public static let xcode26PadBottomInset: Double = 50

    /// The safe area Interface Builder's canvas gives in this orientation for a file saved by Xcode `toolsVersion`:
    /// the device's, except for the Apple TV's overscan (`tvOverscanSafeArea`), the iPads with a home indicator in
    /// Xcode 26 (`xcode26PadBottomInset`) and three changes across Xcode versions (portrait only). Observed as views
    /// pinned to the
    /// safe area's top of roots saved at y = 0, in 836 public files:
    /// - Before Xcode 14 (toolsVersion 21200) the phones with a notch have a 44-point top: `retina6_1` (48 after),
    ///   `retina6_0` and `retina6_7` (47 after), `retina5_9` (50 after: Xcode 14's 375×812 device is the iPhone 13
    ///   mini). 44 in 82 files of toolsVersion 14490 to 21179 (simplenote-ios `OptionsViewController.xib`,
    ///   woocommerce-ios `OrderListViewController.xib`, element-ios `SideMenuViewController.storyboard`,
    ///   woocommerce-ios `BulkUpdatePriceViewController.xib` on `retina6_0`; WordPressAuthenticator-iOS
    ///   `MagicLinkRequestedViewController.xib`, 21179, an Xcode 14 beta, on `retina6_0`), the new heights in 13 files of 21225
    ///   and later (woocommerce-ios `RoleErrorViewController.xib` 48, `LoginPrologueViewController.xib` 47 on
    ///   `retina6_0`, IQKeyboardManager `General.storyboard` 50 on `retina5_9`); none the other way.
    /// - Xcode 11 (from its betas, toolsVersion 14800) to 14.0 (21699) show the phones without a notch (`retina3_5` to
    ///   `retina5_5`) with no status bar: no top inset. 0 in 31 files of 14868 to 21507 from six apps
    ///   (element-ios `DialpadViewController.storyboard`, woocommerce-ios `Settings.storyboard`, openfoodfacts-ios
    ///   `ScanProductSummaryView.xib`, `SummaryFooterCellController.xib`, ChatSecure `Onboarding.storyboard`, on
    ///   `retina4_7` and `retina4_0`), 20 in 21 files of 14490 and older and 7 of 21701 and later (element-ios
    ///   `EnterPinCodeViewController.storyboard`, duckduckgo/iOS `TabSwitcher.storyboard`). `retina3_5` and
    ///   `retina5_5` are assumed to follow `retina4_7`.
    /// - Xcode 26 (toolsVersion 24000 and later), and the Xcode that writes 23727, give the phones with a notch twice
    ///   their insets. Bottom 68 in three apps (IQKeyboardManager `ScrollView.storyboard` and `SpecialCase.storyboard`,
    ///   24127, `retina6_1`; NetNewsWire `Main.storyboard`, 24506, `retina6_3`; home-assistant's
    ///   `LaunchScreen.storyboard`, 25094, `retina6_1`, a scene with no bars), top 96 on `retina6_1` in the first two
    ///   (nine roots); top 118 and bottom 68 on `retina6_12` in KeePassium `OnboardingStepVC.storyboard` (23727, plug-in
    ///   23721); none the other way. Files of 23504 have single insets (KeePassium `PasscodeInputVC.storyboard`,
    ///   `CrashReportVC.storyboard`, nextcloud/talk-ios `GithubPermalinkViewController.xib`,
    ///   `AiSummaryViewController.xib`, duckduckgo/iOS `Debug.storyboard`: 17 views that agree only so). Why the canvas
    ///   does so is unknown; doubling the top on other devices is assumed, and the cut between 23504 and 23727 is
    ///   put at 23700.
    /// The cuts are the nearest versions seen on either side.
    public func safeArea(toolsVersion: Double) -> IBEdgeInsets {
        var s = safeArea
        if device.id == "appleTV", toolsVersion >= 13000 { return IBConfiguration.tvOverscanSafeArea }
        let padWithHomeIndicator = device.id.hasPrefix("ipad") && device.portraitSafeArea.bottom > 0
        if padWithHomeIndicator, toolsVersion >= 24000 { s.bottom = IBConfiguration.xcode26PadBottomInset }
        guard !landscape, toolsVersion > 0 else { return s }
        let xcode14 = toolsVersion >= 21200
        let withoutStatusBar = toolsVersion >= 14800 && toolsVersion < 21700
        switch device.id {
        case "retina5_9": s.top = xcode14 ? 50 : 44
        case "retina6_0", "retina6_1", "retina6_7": if !xcode14 { s.top = 44 }
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5": if withoutStatusBar { s.top = 0 }
        default: break
        }
        let notchedPhone = device.portraitTraits.widthClass == .compact && device.portraitSafeArea.bottom > 0
        if toolsVersion >= 23700, notchedPhone {
            s.top *= 2
            s.bottom *= 2
        }
        return s
    }

    /// `retina4_7 portrait 375×667 wC hR`, and the text size when one is given (`… text AX3`).
    public var description: String {
        let text = contentSizeCategory.map { " text \(IBConfiguration.contentSizeName($0))" } ?? ""
        return "\(device.id) \(landscape ? "landscape" : "portrait") \(fmt(size.width))x\(fmt(size.height)) \(traits)\(text)"
    }

    /// The short names of the content size categories, smallest first: `xs` … `xxxl`, `ax1` … `ax5`.
    public static let contentSizeNames = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
    private static let contentSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category a name gives: a short name (`xl`, `ax3`; any case) or UIKit's (`UICTContentSizeCategoryXL`).
    public static func contentSizeCategory(named name: String) -> UIContentSizeCategory? {
        if let i = contentSizeNames.firstIndex(of: name.lowercased()) { return contentSizes[i] }
        return contentSizes.first { $0.rawValue == name }
    }

    /// The short name of `category` (`AX3`, `L`).
    public static func contentSizeName(_ category: UIContentSizeCategory) -> String {
        contentSizes.firstIndex(of: category).map { contentSizeNames[$0].uppercased() } ?? category.rawValue
    }

    /// The configuration the document was designed in: its `<device>`, else the screen its simulated metrics
    /// name (Xcode 5 files: `retina4`, 320×568), else the size its first view controller's root saved (Xcode 6–7
    /// files with size classes were designed on the 600×600 "Any/Any" canvas: their roots are 600×600 and their
    /// views' saved frames fit that size; observed: maxsokolov/TableKit `Demo/Resources/Storyboards/Main.storyboard`,
    /// jessesquires/JSQMessagesViewController `SwiftExample/.../Main.storyboard`; traits and the 20-pt status bar
    /// those of `IBDevice.custom`), else iPhone 8 size.
    public static func design(of document: IBDocument) -> IBConfiguration {
        if document.device == nil,
            let saved = document.viewControllers.first(where: { $0.freeformSize == nil && $0.view?.frame != nil })?.view?.frame
        {
            return IBConfiguration(device: .custom(width: saved.width, height: saved.height))
        }
        let device = document.device.flatMap { IBDevice.named($0.id) } ?? IBDevice.named("retina4_7")!
        return IBConfiguration(device: device, landscape: document.device?.orientation == "landscape")
    }
}
