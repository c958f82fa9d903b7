import Foundation
import Synchronization

/// An image: only its size matters to layout (UIKit's `UIImage`; no pixels are kept).
public final class UIImage: Equatable, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// Points to pixels (1, 2, 3).
    public let scale: CGFloat
    /// The asset's name, when it has one.
    public let name: String?
    /// Whether it is an SF Symbol (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// How it is drawn: in its own colors or as a template in the tint color (layout ignores it).
    public let renderingMode: RenderingMode
    /// The symbol configuration it was made with (symbol images only).
    public let symbolConfiguration: SymbolConfiguration?
    /// The baseline's distance above the bottom edge, or nil for an image without a baseline.
    private let baseline: CGFloat?
    /// Where the image's content lies within its bounds, for layout: an image view showing the image aligns the
    /// content, not the bounds (`UIImageView.alignmentRectInsets`). Zero unless given
    /// (`withAlignmentRectInsets(_:)`).
    public let alignmentRectInsets: UIEdgeInsets

    /// An image of `size` points (our stand-in for image data: there is no decoding here).
    public convenience init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.init(size: size, scale: scale, name: name, symbol: false, renderingMode: .automatic, configuration: nil)
    }

    private init(
        size: CGSize, scale: CGFloat, name: String?, symbol: Bool, renderingMode: RenderingMode,
        configuration: SymbolConfiguration?, baseline: CGFloat? = nil, alignmentRectInsets: UIEdgeInsets = .zero
    ) {
        self.size = CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        self.scale = scale
        self.name = name
        isSymbolImage = symbol
        self.renderingMode = renderingMode
        symbolConfiguration = configuration
        self.baseline = baseline.flatMap { $0.isFinite ? $0 : nil }
        let finite = [alignmentRectInsets.top, alignmentRectInsets.left, alignmentRectInsets.bottom, alignmentRectInsets.right]
            .allSatisfy(\.isFinite)
        self.alignmentRectInsets = finite ? alignmentRectInsets : .zero
    }

    /// The image registered under `name` with `register(_:named:)`, or nil (UIKit: nil when the app has no such
    /// asset). There is no asset catalog here: an app registers the sizes of the images its layout depends on.
    public convenience init?(named name: String) {
        guard let image = UIImage.registry.withLock({ $0[name] }) else { return nil }
        self.init(size: image.size, scale: image.scale, name: name)
    }

    /// Makes `image` what `init(named: name)` returns from now on, in every thread.
    public static func register(_ image: UIImage, named name: String) {
        registry.withLock { $0[name] = image }
    }

    private static let registry = Mutex<[String: UIImage]>([:])

    /// An SF Symbol. Its size is an estimate (unconfirmed, our choice; the symbol catalog is not on this
    /// machine): square, 17.5 points at the default configuration, as the Interface Builder canvas estimates a
    /// symbol in an image view (`IBIntrinsicSize.symbolImageSize`, which also knows the symbol's proportions
    /// from the file), scaled by the configuration's point size over 17 and by its scale (small 0.8, large
    /// 1.3). Its baseline is `symbolBaselineOffset(height:pointSize:)`'s. Nil for an empty name, as UIKit returns
    /// nil for an unknown one.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard !name.isEmpty else { return nil }
        let size = UIImage.symbolSize(configuration)
        self.init(
            size: size, scale: 1, name: name, symbol: true, renderingMode: .alwaysTemplate, configuration: configuration,
            baseline: UIImage.symbolBaselineOffset(height: size.height, pointSize: UIImage.symbolPointSize(configuration)))
    }

    /// Whether the image has a baseline that `firstBaselineAnchor` and `lastBaselineAnchor` of an image view
    /// showing it follow (UIKit: SF Symbols have one; other images only through `withBaselineOffset(fromBottom:)`).
    public var hasBaseline: Bool { baseline != nil }

    /// The baseline's distance above the image's bottom edge (0 without a baseline).
    public var baselineOffsetFromBottom: CGFloat { baseline ?? 0 }

    /// The same image with its baseline `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        UIImage(
            size: size, scale: scale, name: name, symbol: isSymbolImage, renderingMode: renderingMode,
            configuration: symbolConfiguration, baseline: baselineOffset, alignmentRectInsets: alignmentRectInsets)
    }

    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        UIImage(
            size: size, scale: scale, name: name, symbol: isSymbolImage, renderingMode: renderingMode,
            configuration: symbolConfiguration, alignmentRectInsets: alignmentRectInsets)
    }

    /// The same image with its content `alignmentInsets` inside its bounds (non-finite insets count as zero).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(
            size: size, scale: scale, name: name, symbol: isSymbolImage, renderingMode: renderingMode,
            configuration: symbolConfiguration, baseline: baseline, alignmentRectInsets: alignmentInsets)
    }

    /// Where an SF Symbol `height` points high, drawn for text of `pointSize`, has its baseline: the symbol is
    /// centred on the middle of the text's capitals, so the baseline lies half the image's height less half the
    /// system font's cap height above its bottom edge (not below 0). Unconfirmed, our model (the symbol catalog's
    /// metrics are not on this machine); observed within 0.41 pt: symbol image views aligned by first baseline to
    /// Body labels in KeePassium, Xcode 15–16 (`PasskeyCreatorVC.storyboard`: `globe` 20 high, baseline 3.79 above
    /// the bottom, `person` 17.67 high, 2.65; `EntryFieldViewerVC.storyboard`: `globe` 19 high, 3.1;
    /// `PricingPlanPickerVC.storyboard`: `person.3` at large scale 24 high, 6.12), where the model gives 4.01, 2.84,
    /// 3.51 and 6.01.
    public static func symbolBaselineOffset(height: CGFloat, pointSize: CGFloat) -> CGFloat {
        max(0, (height - UIFont.systemFont(ofSize: pointSize).capHeight) / 2)
    }

    /// The point size of the text a symbol configuration follows: its own, its text style's, else 17.
    static func symbolPointSize(_ configuration: SymbolConfiguration?) -> CGFloat {
        configuration?.pointSize ?? configuration?.textStyle?.defaultMetrics.pointSize ?? 17
    }

    /// The estimated size of a symbol (see `init(systemName:withConfiguration:)`).
    static func symbolSize(_ configuration: SymbolConfiguration?) -> CGSize {
        let points = symbolPointSize(configuration)
        let factor: CGFloat =
            switch configuration?.scale ?? .default {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
        let side = 17.5 * factor * points / 17
        return CGSize(width: side, height: side)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            size: size, scale: scale, name: name, symbol: isSymbolImage, renderingMode: renderingMode,
            configuration: symbolConfiguration, baseline: baseline, alignmentRectInsets: alignmentRectInsets)
    }

    /// The same image tinted `color` (layout ignores the color).
    public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysOriginal) }

    /// The same symbol at another configuration (resized as `init(systemName:withConfiguration:)` sizes it); an
    /// image that is not a symbol is returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        let size = UIImage.symbolSize(configuration)
        return UIImage(
            size: size, scale: scale, name: name, symbol: true, renderingMode: renderingMode, configuration: configuration,
            baseline: UIImage.symbolBaselineOffset(height: size.height, pointSize: UIImage.symbolPointSize(configuration)))
    }

    /// The same image, stretchable between the insets (layout ignores the insets).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// Images are equal when size, scale, name, kind, baseline and alignment insets are.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.size == b.size && a.scale == b.scale && a.name == b.name && a.isSymbolImage == b.isSymbolImage
            && a.baseline == b.baseline && a.alignmentRectInsets == b.alignmentRectInsets
    }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// In its own colors.
        case alwaysOriginal
        /// As a template, in the tint color.
        case alwaysTemplate
    }

    /// The size, weight and scale of a symbol image (UIKit's `UIImage.SymbolConfiguration`).
    public struct SymbolConfiguration: Equatable, Sendable {
        /// The point size, or nil (the text style's, else 17).
        public var pointSize: CGFloat?
        /// The text style whose size it follows, or nil.
        public var textStyle: UIFont.TextStyle?
        /// The stroke weight (layout ignores it).
        public var weight: SymbolWeight = .unspecified
        /// The scale relative to the text (small, medium, large).
        public var scale: SymbolScale = .default

        /// A configuration at `pointSize`.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        /// A configuration at `pointSize` and `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight
        }
        /// A configuration at `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// A configuration of `weight`.
        public init(weight: SymbolWeight) { self.weight = weight }
        /// A configuration at `scale`.
        public init(scale: SymbolScale) { self.scale = scale }
        /// A configuration following `textStyle`.
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        /// A configuration following `textStyle` at `scale`.
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.textStyle = textStyle
            self.scale = scale
        }
        /// A configuration at `font`'s point size.
        public init(font: UIFont) { pointSize = font.pointSize }
        /// A configuration at `font`'s point size and `scale`.
        public init(font: UIFont, scale: SymbolScale) {
            pointSize = font.pointSize
            self.scale = scale
        }
    }

    /// A symbol's stroke weight (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// Not set.
        case unspecified
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// A symbol's scale relative to the text (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The default, medium.
        case `default` = -1
        /// Not set.
        case unspecified = 0
        /// Small (0.8 of medium, our estimate).
        case small
        /// Medium.
        case medium
        /// Large (1.3 of medium, our estimate).
        case large
    }
}

/// A view that shows an image (UIKit's `UIImageView`). Intrinsic size: its image's size; none without an image
/// (doc: "the size of the image"; spec interface-builder §7). Priorities 250/750 in code (UIView's defaults;
/// Interface Builder writes 251 hugging into the file, which the loader applies).
open class UIImageView: UIView {
    /// The image shown. Setting it re-measures, and re-places the view if the image's alignment insets differ.
    open var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            invalidateIntrinsicContentSize()
            if image?.alignmentRectInsets ?? .zero != oldValue?.alignmentRectInsets ?? .zero { alignmentInsetsChanged() }
        }
    }
    /// The image shown while highlighted (layout ignores it).
    open var highlightedImage: UIImage?
    /// The symbol configuration for a symbol image made without one of its own: it sizes that image (as
    /// `UIImage.withConfiguration(_:)` does). Setting it re-measures.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// An image view showing `image`, its frame the image's size (doc).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size (a symbol made without a configuration sized by `preferredSymbolConfiguration`), or no
    /// intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image as shown: a symbol made without a configuration takes `preferredSymbolConfiguration`.
    private var displayedImage: UIImage? {
        if let image, image.isSymbolImage, image.symbolConfiguration == nil, let preferredSymbolConfiguration {
            return image.withConfiguration(preferredSymbolConfiguration)
        }
        return image
    }

    /// The displayed image's alignment insets, as the image gives them: the constraints place the image's content,
    /// and the frame extends beyond it by the insets (UIKit: "objects that incorporate images can use these insets";
    /// an image view does). Taken unscaled whatever the view's size and content mode (our choice, **unconfirmed**:
    /// whether UIKit scales them with the image is not documented).
    open override var alignmentRectInsets: UIEdgeInsets { displayedImage?.alignmentRectInsets ?? .zero }

    /// An image with a baseline (an SF Symbol) gives the view its first and last baseline, measured in the image
    /// as the view shows it at the image's own height (our choice for a view taller or shorter than its image);
    /// otherwise the top, as for any view.
    open override var firstBaselineOffsetFromTop: CGFloat {
        guard let image = displayedImage, image.hasBaseline else { return super.firstBaselineOffsetFromTop }
        return image.size.height - image.baselineOffsetFromBottom
    }

    /// The image's baseline above the bottom (see `firstBaselineOffsetFromTop`); otherwise the bottom.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard let image = displayedImage, image.hasBaseline else { return super.lastBaselineOffsetFromBottom }
        return image.baselineOffsetFromBottom
    }
}
