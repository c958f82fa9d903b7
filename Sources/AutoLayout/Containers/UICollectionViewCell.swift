import Foundation

/// A view a collection view places and reuses: a cell, a section header or footer (UIKit's
/// `UICollectionReusableView`).
///
/// A collection view makes the views of a registered class with `init(reuseIdentifierForDequeuing:)`, which runs
/// the class's `init(frame:)`: a required convenience initializer (Swift can only call an initializer of a class
/// known at run time when it is required), inherited by subclasses that override `init(frame:)` or declare no
/// initializer, as UIKit's are written.
open class UICollectionReusableView: UIView {
    /// The identifier its collection view reuses it by.
    public internal(set) var reuseIdentifier: String?

    /// A reusable view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a view of a registered class: `init(frame: .zero)`, the subclass's own when it
    /// overrides it (see the type's note).
    public required convenience init(reuseIdentifierForDequeuing reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view hands the view out again. The base does nothing.
    open func prepareForReuse() {}
}

/// An item of a collection view (UIKit's `UICollectionViewCell`): a `contentView` that fills the cell, where the
/// item's views go. With `estimatedItemSize` set, the flow layout sizes the cell by the content view's
/// constraints.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the item's content; it fills the cell.
    public let contentView = UIView()
    /// Whether the cell is selected (layout ignores it).
    open var isSelected = false
    /// Whether the cell is highlighted (layout ignores it).
    open var isHighlighted = false
    /// A view behind the content (not placed).
    open var backgroundView: UIView?
    /// A view behind the content while selected (not placed).
    open var selectedBackgroundView: UIView?

    /// A cell at `frame`, its content view filling it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
