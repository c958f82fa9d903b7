import Foundation

/// An image: only its size matters to layout (UIKit's `UIImage`; no pixels are kept).
public final class UIImage: Equatable, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// Points to pixels (1, 2, 3).
    public let scale: CGFloat
    /// The asset's name, when it has one.
    public let name: String?

    /// An image of `size` points (our stand-in for image data: there is no decoding here).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        self.scale = scale
        self.name = name
    }

    /// Images are equal when size, scale and name are.
    public static func == (a: UIImage, b: UIImage) -> Bool { a.size == b.size && a.scale == b.scale && a.name == b.name }
}

/// A view that shows an image (UIKit's `UIImageView`). Intrinsic size: its image's size; none without an image
/// (doc: "the size of the image"; spec interface-builder §7). Priorities 250/750 in code (UIView's defaults;
/// Interface Builder writes 251 hugging into the file, which the loader applies).
open class UIImageView: UIView {
    /// The image shown. Setting it re-measures.
    open var image: UIImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// The image shown while highlighted (layout ignores it).
    open var highlightedImage: UIImage?

    /// An image view showing `image`, its frame the image's size (doc).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
