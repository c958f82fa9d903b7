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

    /// An image of `size` points (our stand-in for image data: there is no decoding here).
    public convenience init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.init(size: size, scale: scale, name: name, symbol: false, renderingMode: .automatic, configuration: nil)
    }

    private init(
        size: CGSize, scale: CGFloat, name: String?, symbol: Bool, renderingMode: RenderingMode,
        configuration: SymbolConfiguration?
    ) {
        self.size = CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        self.scale = scale
        self.name = name
        isSymbolImage = symbol
        self.renderingMode = renderingMode
        symbolConfiguration = configuration
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
    /// 1.3). Nil for an empty name, as UIKit returns nil for an unknown one.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard !name.isEmpty else { return nil }
        self.init(
            size: UIImage.symbolSize(configuration), scale: 1, name: name, symbol: true, renderingMode: .alwaysTemplate,
            configuration: configuration)
    }

    /// The estimated size of a symbol (see `init(systemName:withConfiguration:)`).
    static func symbolSize(_ configuration: SymbolConfiguration?) -> CGSize {
        let points = configuration?.pointSize ?? configuration?.textStyle?.defaultMetrics.pointSize ?? 17
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
            configuration: symbolConfiguration)
    }

    /// The same image tinted `color` (layout ignores the color).
    public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysOriginal) }

    /// The same symbol at another configuration (resized as `init(systemName:withConfiguration:)` sizes it); an
    /// image that is not a symbol is returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        return UIImage(
            size: UIImage.symbolSize(configuration), scale: scale, name: name, symbol: true,
            renderingMode: renderingMode, configuration: configuration)
    }

    /// The same image, stretchable between the insets (layout ignores the insets).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// Images are equal when size, scale, name and kind are.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.size == b.size && a.scale == b.scale && a.name == b.name && a.isSymbolImage == b.isSymbolImage
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
    /// The image shown. Setting it re-measures.
    open var image: UIImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
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
        if let image, image.isSymbolImage, image.symbolConfiguration == nil, let preferredSymbolConfiguration {
            return image.withConfiguration(preferredSymbolConfiguration).size
        }
        return image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
