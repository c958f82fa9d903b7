import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): a `contentView` where the row's views go, an optional
/// accessory at the trailing side, and for the system styles a `textLabel`, a `detailTextLabel` and an
/// `imageView` made on first use.
///
/// The table sets the cell's frame and, from its width, the content view's layout margins
/// (`systemContentMargins`); the cell places its content view and accessory in `layoutSubviews()`. A self-sizing
/// row is as tall as the content view's constraints make it at the content view's width.
///
/// A table makes the cells of a registered class with `init(reuseIdentifierForDequeuing:)`, which runs the
/// class's `init(style:reuseIdentifier:)`. Swift can only call an initializer of a class known at run time when
/// it is `required`, so that one is a required convenience initializer: a subclass inherits it when it
/// overrides `init(style:reuseIdentifier:)` or declares no initializer of its own, as UIKit cells do.
open class UITableViewCell: UIView, ContentConfigurable {
    /// The system styles (UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        /// An image and a title.
        case `default`
        /// A title, and a detail at the trailing side.
        case value1
        /// A short title in a column, and the detail beside it.
        case value2
        /// A title, and a detail below it.
        case subtitle
    }

    /// The standard accessories (UIKit's raw values).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected cell is drawn (layout ignores it).
    public enum SelectionStyle: Int, Sendable {
        /// Not highlighted.
        case none
        /// Blue.
        case blue
        /// Gray.
        case gray
        /// The system's choice.
        case `default`
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier its table reuses it by.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the row's content; the cell sizes it to its bounds less the accessory.
    public let contentView = UIView()

    /// The standard accessory (default none). Setting it lays the cell out again.
    open var accessoryType = AccessoryType.none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }
    /// A custom accessory, shown instead of `accessoryType`'s, at the trailing side, centred vertically.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the cell is drawn when selected (layout ignores it).
    open var selectionStyle = SelectionStyle.default
    /// Whether the cell is selected (layout ignores it; a change updates the configuration).
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted (layout ignores it; a change updates the configuration).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// The separator's insets below the cell (layout ignores them: no separator is drawn).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view behind the content (layout ignores it: it is not placed).
    open var backgroundView: UIView?
    /// A view behind the content while selected (layout ignores it).
    open var selectedBackgroundView: UIView?

    /// Made on first use: `textLabel`, `detailTextLabel`, `imageView` and the constraints placing them.
    private var systemViews: SystemViews?

    /// A cell of `style`, reused by `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A default-style cell at `frame`, without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`, the subclass's
    /// own when it overrides it (see the type's note).
    public required convenience init(reuseIdentifierForDequeuing reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Called before the table hands the cell out again. The base does nothing.
    open func prepareForReuse() {}

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
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .value1 ? .valueCell() : style == .subtitle ? .subtitleCell() : .cell()
    }

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

    /// Sets `isSelected`; the animation is not modelled.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Sets `isHighlighted`; the animation is not modelled.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    // MARK: System views

    /// The title of the system styles (made on first use).
    open var textLabel: UILabel? { ensuredSystemViews.text }
    /// The detail of the value and subtitle styles; nil in the default style (as UIKit's).
    open var detailTextLabel: UILabel? { style == .default ? nil : ensuredSystemViews.detail }
    /// The image at the leading side (made on first use).
    open var imageView: UIImageView? { ensuredSystemViews.image }

    private var ensuredSystemViews: SystemViews {
        if let systemViews { return systemViews }
        let made = SystemViews(cell: self)
        systemViews = made
        return made
    }

    /// The system styles' views, placed by constraints in the content view's margins (our layout, unconfirmed:
    /// UIKit places them in code): the image at the leading margin, centred; the title after it (16 points
    /// after an image, none without one); the detail below the title (subtitle), at the trailing margin
    /// (value1) or after a title column of 67 points (value2); the row at least `UITableView.defaultRowHeight`
    /// tall. Fonts: the title body (footnote in value2), the detail body, or subheadline in the subtitle style,
    /// in `secondaryLabel`. The default style has no detail label.
    private final class SystemViews {
        let text = UILabel()
        let detail = UILabel()
        let image = SystemImageView()
        let textAfterImage: NSLayoutConstraint

        init(cell: UITableViewCell) {
            let content = cell.contentView
            let margins = content.layoutMarginsGuide
            text.font = .preferredFont(forTextStyle: cell.style == .value2 ? .footnote : .body)
            detail.font = .preferredFont(forTextStyle: cell.style == .subtitle ? .subheadline : .body)
            detail.textColor = .secondaryLabel
            let shown: [UIView] = cell.style == .default ? [image, text] : [image, text, detail]
            for v in shown {
                v.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(v)
            }
            image.onChange = { [unowned cell] in cell.setNeedsUpdateConstraints() }
            textAfterImage = text.leadingAnchor.constraint(equalTo: image.trailingAnchor)
            let emptyWidth = image.widthAnchor.constraint(equalToConstant: 0)
            let emptyHeight = image.heightAnchor.constraint(equalToConstant: 0)
            emptyWidth.priority = UILayoutPriority(1)
            emptyHeight.priority = UILayoutPriority(1)
            var constraints = [
                content.heightAnchor.constraint(greaterThanOrEqualToConstant: UITableView.defaultRowHeight),
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                emptyWidth, emptyHeight, textAfterImage,
                text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                (cell.style == .subtitle ? detail : text).bottomAnchor.constraint(
                    lessThanOrEqualTo: margins.bottomAnchor),
            ]
            switch cell.style {
            case .default:
                constraints += [
                    text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                ]
            case .subtitle:
                let centred = text.topAnchor.constraint(equalTo: margins.topAnchor)
                centred.priority = .defaultLow
                constraints += [
                    detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                    detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                    text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    centred,
                ]
            case .value1:
                detail.textAlignment = .right
                constraints += [
                    text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
                ]
            case .value2:
                text.textAlignment = .right
                constraints += [
                    text.widthAnchor.constraint(equalToConstant: 67),
                    text.firstBaselineAnchor.constraint(equalTo: detail.firstBaselineAnchor),
                    detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 6),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                ]
            }
            NSLayoutConstraint.activate(constraints)
            refresh()
        }

        /// The title's gap after the image: 16 points with an image, none without.
        func refresh() {
            let gap: CGFloat = image.image == nil ? 0 : 16
            if textAfterImage.constant != gap { textAfterImage.constant = gap }
        }
    }

    /// The system styles' image view: a new image asks the cell to update its constraints (the title's gap).
    private final class SystemImageView: UIImageView {
        var onChange: (() -> Void)?
        override var image: UIImage? { didSet { onChange?() } }
    }

    /// Updates the system views' constraints (the title's gap after the image), then the base's.
    open override func updateConstraints() {
        systemViews?.refresh()
        super.updateConstraints()
    }

    // MARK: Layout

    /// The content view's layout margins in a table of `tableWidth` points (observed in Xcode's canvas, whose
    /// rules `IBCells.contentMargins` gives by Xcode version; these are the current ones): 20 at the sides in a
    /// table at least 390 points wide or of regular width, else 16 (the table's width, not the device's); 11 at
    /// top and bottom, 15 from iOS 26; 8 at the trailing side beside an accessory.
    public static func systemContentMargins(
        tableWidth: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, hasAccessory: Bool = false,
        metricsEra: UIControlMetricsEra = .current
    ) -> NSDirectionalEdgeInsets {
        let side: CGFloat = horizontalSizeClass == .regular || tableWidth >= 390 ? 20 : 16
        let vertical: CGFloat = metricsEra >= .iOS26 ? 15 : 11
        return NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: hasAccessory ? 8 : side)
    }

    /// The width the accessory takes from the content view at the trailing side, for side margins of `side`:
    /// a disclosure indicator `side` + 10.5 (30.5 in a 414-point table, observed in Xcode's canvas), a checkmark
    /// `side` + 24 (44 observed), an info button `side` + 30, both `side` + 48.5, a custom view its width plus
    /// `side` (those three unconfirmed, our choice); none without an accessory.
    func accessoryAllowance(side: CGFloat) -> CGFloat {
        if let accessoryView { return accessoryView.frame.width + side }
        return Self.allowance(of: accessoryType, side: side)
    }

    /// The width a standard accessory takes from the content view (see `accessoryAllowance(side:)`); list cells'
    /// accessories take the same.
    static func allowance(of type: AccessoryType, side: CGFloat) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: side + 10.5
        case .checkmark: side + 24
        case .detailButton: side + 30
        case .detailDisclosureButton: side + 48.5
        }
    }

    /// Whether the cell shows an accessory.
    var hasAccessory: Bool { accessoryView != nil || accessoryType != .none }

    /// Places the content view (the cell's bounds less the accessory) and the custom accessory view.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let side = contentView.directionalLayoutMargins.leading
        let width = max(0, bounds.width - accessoryAllowance(side: side))
        let content = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        if contentView.frame != content { contentView.frame = content }
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(
                x: bounds.width - side - size.width, y: (bounds.height - size.height) / 2, width: size.width,
                height: size.height)
        }
    }
}
