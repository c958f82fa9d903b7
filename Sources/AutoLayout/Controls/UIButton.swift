import Foundation

/// A control showing a title and/or an image, sized by its content (UIKit's `UIButton`).
///
/// Intrinsic size of a classic button (no `configuration`):
/// - width: the title's width (pixel-ceiled) plus the image's width plus `contentEdgeInsets.left + right`, and
///   at least 30 for a title alone with zero insets (observed: four system buttons titled "OK" saved 30 × 30 in
///   element-ios `EncryptionInfoView.xib` and `MXKDeviceView.xib`, Xcode 8, where the title is 19.5 wide; that
///   the minimum holds in every era and for custom buttons is assumed);
/// - height: with zero `contentEdgeInsets` and no image, the title's line height rounded up to whole points + 12
///   (observed: 30 at 15 pt — "Button" is 46 × 30 —, 29 at 14, 33 at 17; spec interface-builder §7); with an
///   image, the taller of the title's line height and the image, without the 12 points (observed: duckduckgo/iOS
///   `FavoriteHomeCell.xib`, Xcode 14, a custom button titled " " with a 28×28 image saved 33 × 28, where the
///   padded title would make it 30 high; that the padding also goes beside an image shorter than the padded title
///   is an assumption); with non-zero insets the 12 points of padding go and the insets count instead (observed:
///   the `contentEdgeInsets` of 0.01 or 2.2e-308 people set to remove the padding, Stack Overflow "UIButton remove
///   padding" and public `.xib` files; the exact sum is unconfirmed);
/// - no title and an image: the image's size plus the insets.
/// `titleEdgeInsets` and `imageEdgeInsets` do not change the intrinsic size (doc: they only move the content).
///
/// With a `configuration` (iOS 15+): title in the body font unless the configuration's or the label's font says
/// otherwise, plus `contentInsets` (default 7 top/bottom, 12 leading/trailing; unconfirmed: spec §7, "Button" ≈
/// 75 × 34.33 at 3×), the image and `imagePadding` beside the title.
///
/// Baselines: the title's, centred vertically. Priorities 250/750 (UIView's defaults; unconfirmed).
open class UIButton: UIControl {
    /// The kind of button (doc: `UIButton.ButtonType`); layout treats all alike.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The same as `.roundedRect` in UIKit: a system button.
        public static let roundedRect = ButtonType.system
    }

    /// A button configuration (iOS 15+, doc `UIButton.Configuration`): the title, image and insets that size the
    /// button.
    public struct Configuration: Equatable, Sendable {
        /// The style's name (`plain`, `filled`, `tinted`, `gray`, `bordered`, `borderless`, `borderedProminent`…).
        public var style: String
        /// The title.
        public var title: String?
        /// The image.
        public var image: UIImage?
        /// Space between image and title (default 0).
        public var imagePadding: CGFloat = 0
        /// Insets around the content (default 7 top/bottom, 12 leading/trailing; unconfirmed: spec §7).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's font (nil: body, doc: `UIFont.TextStyle.body` for button configurations; unconfirmed).
        public var titleFont: UIFont?
        /// The title's and image's color (nil: the style's; layout ignores it).
        public var baseForegroundColor: UIColor?
        /// The background's color (nil: the style's; layout ignores it).
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded (layout ignores it).
        public var cornerStyle = CornerStyle.dynamic
        /// The size class of the button (kept; every size is measured as medium, our choice: the small, mini and
        /// large metrics are unconfirmed).
        public var buttonSize = Size.medium

        /// A configured button's size class (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// The default.
            case medium
            /// Large.
            case large
        }

        /// How a configured button's background corners are rounded (UIKit's `CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            /// Follows the button's size and the Dynamic Type setting.
            case dynamic
            /// The background's own radius.
            case fixed
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        init(style: String) { self.style = style }
        /// A plain button's configuration.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// A tinted button's configuration.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// A gray button's configuration.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// A filled button's configuration.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// A borderless button's configuration.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// A bordered button's configuration.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// A bordered, prominent button's configuration.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        /// A bordered, tinted button's configuration.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    }

    /// The kind of button.
    public package(set) var buttonType: ButtonType = .custom { didSet { if buttonType != oldValue { invalidateIntrinsicContentSize() } } }
    /// The configuration; nil for a classic button. Setting it re-measures.
    open var configuration: Configuration? { didSet { if configuration != oldValue { contentChanged() } } }
    /// Insets around the title and image (classic buttons). Setting it re-measures.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { if contentEdgeInsets != oldValue { contentChanged() } } }
    /// The menu the button shows (kept; layout never shows it).
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of running the primary action (layout ignores it).
    open var showsMenuAsPrimaryAction = false
    /// Whether choosing from the menu changes the button's title (layout ignores it: the title is kept).
    open var changesSelectionAsPrimaryAction = false
    /// Moves the title (does not change the intrinsic size).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Moves the image (does not change the intrinsic size).
    open var imageEdgeInsets: UIEdgeInsets = .zero

    var titles: [UInt: String] = [:]
    var images: [UInt: UIImage] = [:]
    let label = UILabel()

    /// A custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTitleLabel()
    }

    func setUpTitleLabel() {
        label.font = UIButton.defaultTitleFont(for: .custom)
        label.onTextLayoutChange = { [weak self] in self?.contentChanged() }
    }

    /// The title font a classic button of `type` starts with (`titleLabel.font` changes it): the system font at
    /// 15 pt for a system button (observed: IB's default "Button", spec §7) and at 18 pt for a custom one (observed:
    /// custom buttons without a font saved 34 high, 18 pt's line and 12, in six files of Xcode 10 to 26:
    /// XLPagerTabStrip `Storyboard.storyboard`, woocommerce-ios `FeatureAnnouncementCardCell.xib`, element-ios
    /// `MXKCallViewController.xib` and others; system ones 30, 15 pt's).
    package static func defaultTitleFont(for type: ButtonType) -> UIFont { UIFont.systemFont(ofSize: type == .custom ? 18 : 15) }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        label.font = UIButton.defaultTitleFont(for: buttonType)
    }

    /// A button with a configuration (iOS 15+).
    public convenience init(configuration: Configuration) {
        self.init(frame: .zero)
        buttonType = .system
        self.configuration = configuration
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A button with a configuration that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        self.init(configuration: configuration)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A system button at `frame` that runs `primaryAction` when tapped and shows its title and image (UIKit's
    /// `init(frame:primaryAction:)`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }

    /// Takes the action's title and image (UIKit: a primary action's title and image replace the button's) and
    /// runs it for `primaryActionTriggered` and taps.
    private func adopt(_ action: UIAction) {
        if configuration != nil {
            if !action.title.isEmpty { configuration?.title = action.title }
            if let image = action.image { configuration?.image = image }
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
        addAction(action, for: [.primaryActionTriggered, .touchUpInside])
    }

    /// The label that shows the title: set its `font` to change the title's font.
    open var titleLabel: UILabel? { label }

    /// Sets the title for `state` (the normal title is used where a state has none).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal || state == self.state { contentChanged() }
    }

    /// The title for `state` (falls back to the normal state's).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal || state == self.state { contentChanged() }
    }

    /// The image for `state` (falls back to the normal state's).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Sets the title's color for `state` (layout ignores it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }
    /// The title's color for `state`: the state's own, else the normal state's, else the default (the tint for a
    /// system button, white for a custom one, as UIKit's).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }
    /// The title's color in the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    var titleColors: [UInt: UIColor] = [:]

    /// The title shown now: the configuration's, else the current state's.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The image shown now: the configuration's, else the current state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    /// The font the title is measured in.
    package var titleFont: UIFont {
        if let c = configuration { return c.titleFont ?? UIFont.preferredFont(forTextStyle: .body) }
        return label.font
    }

    /// The content's size (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        let scale = textMeasuringScale
        let title = currentTitle ?? ""
        let font = titleFont
        let titleWidth = title.isEmpty ? 0 : TextMeasurement.ceilToPixels(TextMeasurement.width(of: title, font: font), scale: scale)
        let image = currentImage?.size
        if let c = configuration {
            let insets = c.contentInsets
            let padding = image != nil && !title.isEmpty ? c.imagePadding : 0
            let textHeight = title.isEmpty ? 0 : TextMeasurement.ceilToPixels(font.lineHeight, scale: scale)
            let width = titleWidth + (image?.width ?? 0) + padding + insets.leading + insets.trailing
            let height = max(textHeight, image?.height ?? 0) + insets.top + insets.bottom
            return CGSize(width: TextMeasurement.ceilToPixels(width, scale: scale), height: height)
        }
        let i = contentEdgeInsets
        if title.isEmpty, image == nil, let side = infoButtonSide {
            return CGSize(width: side + i.left + i.right, height: side + i.top + i.bottom)
        }
        if title.isEmpty, let image {
            let height = image.height + i.top + i.bottom
            // Without insets, the empty title still takes a line of its font (see `imageOnlyHeight(image:)`).
            return CGSize(width: image.width + i.left + i.right, height: i == .zero ? imageOnlyHeight(image: height) : height)
        }
        let textHeight =
            i == .zero && image == nil
            ? font.lineHeight.rounded(.up) + 12
            : TextMeasurement.ceilToPixels(font.lineHeight, scale: scale) + i.top + i.bottom
        var width = titleWidth + (image?.width ?? 0) + i.left + i.right
        if i == .zero, image == nil { width = max(width, 30) }
        return CGSize(width: width, height: max(textHeight, (image?.height ?? 0) + i.top + i.bottom))
    }

    /// The height of a classic button showing an image `image` points high and no title, without content insets:
    /// at least one line of the title's font, rounded up to a point (22 for a custom button's 18-pt font, 18 for a
    /// system button's 15 pt), however small the image; the width stays the image's. Observed in Xcode's saved
    /// frames, unmarked: custom buttons with a 20 × 20 image saved 20 × 22 (element-ios
    /// `ServiceTermsModalTableHeaderView.xib`, Xcode 12) and with a 21 × 21 one saved 21 × 22 (Yalantis/Koloda
    /// `Example/Koloda/Base.lproj/Main.storyboard`, Xcode 8); no image-only button of the 960 corpus files is saved
    /// shorter unless constraints make it so (a system button's 18 is inferred from its font, unconfirmed).
    func imageOnlyHeight(image: CGFloat) -> CGFloat {
        max(image, titleFont.lineHeight.rounded(.up))
    }

    /// The side of the circled "i" that a detail disclosure or info button shows without a title or image: 22 on
    /// iOS 7–12 and 25⅔ from iOS 13; nil for other buttons. Observed: KeePassium `PricingPlanPickerVC.storyboard`
    /// (Xcode 14, `retina5_5`) an info button placed by constraints alone, saved 25.67 square; element-ios and
    /// ChatSecure (Xcode 8) size theirs 22 × 22 by constraints [the iOS 13 size at other scales is unconfirmed].
    var infoButtonSide: CGFloat? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: metricsEra >= .iOS13 ? 77.0 / 3 : 22
        default: nil
        }
    }

    /// The text whose baselines are the control's.
    override var baselineFont: UIFont? { titleFont }

    func contentChanged() {
        label.text = currentTitle
        invalidateIntrinsicContentSize()
    }
}
