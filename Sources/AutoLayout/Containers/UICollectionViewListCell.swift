import Foundation

/// An accessory of a list cell (UIKit's `UICellAccessory`): a chevron, a checkmark, a label… at the cell's side.
public struct UICellAccessory {
    /// When an accessory shows (UIKit's raw values).
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While editing.
        case whenEditing
        /// While not editing.
        case whenNotEditing
    }

    /// How an accessory looks: hidden, its tint, and a width it reserves.
    public struct Options {
        /// Whether it is hidden (it then takes no width).
        public var isHidden: Bool?
        /// The width it keeps even when narrower.
        public var reservedLayoutWidth: CGFloat?
        /// Its tint (layout ignores it).
        public var tintColor: UIColor?

        /// Options of an accessory.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A disclosure indicator's options.
    public typealias DisclosureIndicatorOptions = Options
    /// A checkmark's options.
    public typealias CheckmarkOptions = Options
    /// A delete control's options.
    public typealias DeleteOptions = Options
    /// A reorder control's options.
    public typealias ReorderOptions = Options
    /// An outline disclosure's options.
    public typealias OutlineDisclosureOptions = Options
    /// A label's options.
    public typealias LabelOptions = Options
    /// A detail button's options.
    public typealias DetailOptions = Options

    enum Kind {
        case standard(UITableViewCell.AccessoryType)
        case label(String)
        case leading
    }

    let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState
    let options: Options

    /// A chevron at the trailing side.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init())
        -> UICellAccessory
    { UICellAccessory(kind: .standard(.disclosureIndicator), displayed: displayed, options: options) }
    /// A checkmark at the trailing side.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .standard(.checkmark), displayed: displayed, options: options)
    }
    /// An info button at the trailing side.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil)
        -> UICellAccessory
    { UICellAccessory(kind: .standard(.detailButton), displayed: displayed, options: options) }
    /// A delete control at the leading side, while editing.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory { UICellAccessory(kind: .leading, displayed: displayed, options: options) }
    /// A reorder control at the trailing side, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .standard(.checkmark), displayed: displayed, options: options)
    }
    /// A disclosure that expands the item's children, at the trailing side.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory { UICellAccessory(kind: .standard(.disclosureIndicator), displayed: displayed, options: options) }
    /// A text at the trailing side.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, options: options)
    }

    /// The width it takes from the content view at the trailing side, with side margins `side`, when not editing:
    /// a standard accessory as in a table (`UITableViewCell.accessoryType`'s), a reorder control a checkmark's (our
    /// choice, unconfirmed), a label its text in the body font
    /// plus `side` (our choice, unconfirmed), at least its reserved width; nothing hidden, leading or shown only
    /// while editing.
    func trailingAllowance(side: CGFloat, editing: Bool) -> CGFloat {
        guard options.isHidden != true, displayed != (editing ? .whenNotEditing : .whenEditing) else { return 0 }
        let width: CGFloat =
            switch kind {
            case .standard(let type): UITableViewCell.allowance(of: type, side: side)
            case .label(let text): TextMeasurement.width(of: text, font: .preferredFont(forTextStyle: .body)).rounded(.up) + side
            case .leading: 0
            }
        return max(width, options.reservedLayoutWidth ?? 0)
    }
}

/// A cell of a list layout (UIKit's `UICollectionViewListCell`): its content view takes a table's cell margins at the
/// collection view's width (`UITableViewCell.systemContentMargins`, 8 at the trailing side beside an accessory) and
/// gives its trailing accessories the width a table's would take.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories. Setting them lays the cell out again.
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout() } }
    /// How far the content is indented, in levels (layout ignores it).
    open var indentationLevel = 0
    /// The width of a level (layout ignores it).
    open var indentationWidth: CGFloat = 10
    /// Whether the cell is being edited: editing accessories show.
    open var isEditing = false { didSet { if isEditing != oldValue { setNeedsLayout() } } }

    /// The width the accessories take at the trailing side.
    func accessoryAllowance(side: CGFloat) -> CGFloat {
        accessories.reduce(0) { $0 + $1.trailingAllowance(side: side, editing: isEditing) }
    }

    /// Gives the content view the list's margins for a collection view `width` points wide.
    func adoptListMargins(width: CGFloat, traits: UITraitCollection) {
        let margins = UITableViewCell.systemContentMargins(
            tableWidth: width, horizontalSizeClass: traits.horizontalSizeClass, hasAccessory: accessoryAllowance(side: 16) > 0)
        contentView.preservesSuperviewLayoutMargins = false
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
    }

    /// The content view's width in a cell `width` points wide: less the accessories.
    override func contentWidth(inCellOfWidth width: CGFloat) -> CGFloat {
        max(0, width - accessoryAllowance(side: contentView.directionalLayoutMargins.leading))
    }

    /// Places the content view: the cell's bounds less the accessories.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = contentView.directionalLayoutMargins.leading
        let content = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryAllowance(side: side)), height: bounds.height)
        if contentView.frame != content { contentView.frame = content }
    }
}
