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
open class UICollectionViewCell: UICollectionReusableView, ContentConfigurable {
    /// The view that holds the item's content; it fills the cell.
    public let contentView = UIView()
    /// Whether the cell is selected (layout ignores it; a change updates the configuration).
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted (layout ignores it; a change updates the configuration).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
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

    /// The content view's width in a cell `width` points wide (a list cell's accessories take some).
    func contentWidth(inCellOfWidth width: CGFloat) -> CGFloat { width }

    /// Updates the configuration if due, then lays out.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    // MARK: Content configuration

    private let configurationSlot = ContentConfigurationSlot()
    /// The content shown in the content view (iOS 14): setting it shows the configuration's view, pinned to the
    /// content view's edges.
    open var contentConfiguration: UIContentConfiguration? {
        get { configurationSlot.configuration }
        set { configurationSlot.show(newValue, in: contentView) }
    }
    /// Whether the base `updateConfiguration(using:)` updates the content configuration for the state (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// The cell's current state.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// The standard content configuration for the cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Asks for `updateConfiguration(using:)` before the cell is next measured or laid out.
    open func setNeedsUpdateConfiguration() {
        configurationSlot.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's content for `state`; the base updates the content configuration for it. Override to
    /// configure the content from the cell's data (call `setNeedsUpdateConfiguration()` when it changes).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
    }

    /// Runs `updateConfiguration(using:)` if an update is due.
    func updateConfigurationIfNeeded() {
        guard configurationSlot.needsUpdate else { return }
        configurationSlot.needsUpdate = false
        updateConfiguration(using: configurationState)
    }
}
