import Foundation

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selection, highlight, editing (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is being edited.
    public var isEditing = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell's item is expanded.
    public var isExpanded = false

    /// A state with `traitCollection` and nothing set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Compares every field; traits by their values.
    public static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        a.traitCollection == b.traitCollection && a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted
            && a.isDisabled == b.isDisabled && a.isFocused == b.isFocused && a.isEditing == b.isEditing
            && a.isSwiped == b.isSwiped && a.isExpanded == b.isExpanded
    }

    /// Hashes the flags.
    public func hash(into hasher: inout Hasher) {
        hasher.combine([isSelected, isHighlighted, isDisabled, isFocused, isEditing, isSwiped, isExpanded])
    }
}

/// What a cell's or header's content shows, made into a view by `makeContentView()` (UIKit's
/// `UIContentConfiguration`).
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
}

/// The standard content of a list cell or header: an image, a text and a secondary text (UIKit's
/// `UIListContentConfiguration`), laid out by `UIListContentView`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is shown.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The color (layout ignores it).
        public var color: UIColor = .label
        /// The most lines (0: any number).
        public var numberOfLines = 0
        /// The alignment.
        public var alignment = NSTextAlignment.natural
        /// How lines break.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether the font follows the content size category (layout ignores it).
        public var adjustsFontForContentSizeCategory = true
    }

    /// How the image is shown.
    public struct ImageProperties {
        /// The image's tint (layout ignores it).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: its own).
        public var maximumSize = CGSize.zero
        /// The width kept for the image even when it is narrower (zero: its own).
        public var reservedLayoutSize = CGSize.zero
        /// The corner radius (layout ignores it).
        public var cornerRadius: CGFloat = 0
        /// The symbol configuration (sizes a symbol image).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// Where the texts go.
    enum Layout {
        /// The secondary text below the text.
        case stacked
        /// The secondary text at the trailing side.
        case sideBySide
    }

    let layout: Layout
    /// The image at the leading side.
    public var image: UIImage?
    /// The text.
    public var text: String?
    /// The text, attributed (its string is shown).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, attributed (its string is shown).
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    /// How the text is shown.
    public var textProperties: TextProperties
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The margins around the content (the horizontal ones follow the cell's, see `axesPreservingSuperviewLayoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes whose margins come from the cell's content view (default horizontal).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Space between the text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts go side by side when they fit (kept; the value cell's layout decides, our choice).
    public var prefersSideBySideTextAndSecondaryText = false

    init(layout: Layout, text: UIFont, secondary: UIFont) {
        self.layout = layout
        textProperties = TextProperties(font: text)
        var s = TextProperties(font: secondary)
        s.color = .secondaryLabel
        secondaryTextProperties = s
        let vertical = UITableViewCell.systemContentMargins(tableWidth: 0).top
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: vertical, leading: 16, bottom: vertical, trailing: 16)
    }

    /// A cell: the text in the body font, a secondary text below it (subheadline).
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .stacked, text: .preferredFont(forTextStyle: .body), secondary: .preferredFont(forTextStyle: .subheadline))
    }
    /// A subtitle cell: as `cell()`.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }
    /// A value cell: the secondary text at the trailing side, in the body font.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .sideBySide, text: .preferredFont(forTextStyle: .body), secondary: .preferredFont(forTextStyle: .body))
    }
    /// A sidebar cell: as `cell()`.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar's subtitle cell: as `cell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }
    /// An accompanied sidebar cell: as `valueCell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { valueCell() }
    /// A header: the text in the headline font, as a plain table's titled header (our choice).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .stacked, text: .preferredFont(forTextStyle: .headline), secondary: .preferredFont(forTextStyle: .footnote))
    }
    /// A plain list's header: as `header()`.
    public static func plainHeader() -> UIListContentConfiguration { header() }
    /// A grouped list's header: the text in the footnote font.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .stacked, text: .preferredFont(forTextStyle: .footnote), secondary: .preferredFont(forTextStyle: .footnote))
    }
    /// A footer: the text in the footnote font.
    public static func footer() -> UIListContentConfiguration { groupedHeader() }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { footer() }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { header() }

    /// A list content view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration (state changes only colors, which layout ignores).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Axes (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Axes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Vertical.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// The view of a `UIListContentConfiguration` (UIKit's `UIListContentView`): its image at the leading margin, centred;
/// its texts after it (`imageToTextPadding`), the secondary below the text or at the trailing margin (a value cell),
/// the column centred; at least `UITableView.defaultRowHeight` tall. Our layout after UIKit's system cell styles
/// (see `UITableViewCell`); UIKit places them in code.
open class UIListContentView: UIView, UIContentView {
    private var current: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let column = UILayoutGuide()
    private var placed: [NSLayoutConstraint] = []

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryLabel] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        addLayoutGuide(column)
        apply()
    }

    /// The configuration shown; setting another kind of configuration is ignored.
    open var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            current = list
            apply()
        }
    }

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration {
        get { current }
        set {
            current = newValue
            apply()
        }
    }

    private func apply() {
        let c = current
        imageView.image = c.image
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        for (label, text, properties) in [
            (textLabel, c.text, c.textProperties), (secondaryLabel, c.secondaryText, c.secondaryTextProperties),
        ] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment
            label.lineBreakMode = properties.lineBreakMode
        }
        preservesSuperviewLayoutMargins = false
        directionalLayoutMargins = c.directionalLayoutMargins
        NSLayoutConstraint.deactivate(placed)
        placed = layoutConstraints(for: c)
        NSLayoutConstraint.activate(placed)
    }

    /// Joining a container: the margins it preserves now come from there.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        apply()
    }

    /// The constraints placing the image and texts. Along an axis in `axesPreservingSuperviewLayoutMargins`, the
    /// edges are the container's margins (the cell's content view's); along the others, this view's own margins,
    /// the configuration's `directionalLayoutMargins`.
    private func layoutConstraints(for c: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let own = layoutMarginsGuide
        let axes = c.axesPreservingSuperviewLayoutMargins
        let h = axes.contains(.horizontal) ? superview?.layoutMarginsGuide ?? own : own
        let v = axes.contains(.vertical) ? superview?.layoutMarginsGuide ?? own : own
        let hasImage = c.image != nil
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        var list: [NSLayoutConstraint] = [
            heightAnchor.constraint(greaterThanOrEqualToConstant: UITableView.defaultRowHeight),
            imageView.leadingAnchor.constraint(equalTo: h.leadingAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.topAnchor.constraint(greaterThanOrEqualTo: v.topAnchor),
            imageView.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor),
            textLabel.leadingAnchor.constraint(
                equalTo: hasImage ? imageView.trailingAnchor : h.leadingAnchor, constant: hasImage ? c.imageToTextPadding : 0),
            textLabel.topAnchor.constraint(greaterThanOrEqualTo: v.topAnchor),
        ]
        if !hasImage {
            let w = imageView.widthAnchor.constraint(equalToConstant: 0)
            let h = imageView.heightAnchor.constraint(equalToConstant: 0)
            list += [w, h]
        } else {
            let limit = c.imageProperties.maximumSize
            if limit.width > 0 { list.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: limit.width)) }
            if limit.height > 0 { list.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: limit.height)) }
            let reserved = c.imageProperties.reservedLayoutSize
            if reserved.width > 0 { list.append(imageView.widthAnchor.constraint(greaterThanOrEqualToConstant: reserved.width)) }
        }
        switch (c.layout, hasSecondary) {
        case (.sideBySide, true):
            list += [
                textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                secondaryLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                secondaryLabel.trailingAnchor.constraint(equalTo: h.trailingAnchor),
                secondaryLabel.leadingAnchor.constraint(
                    greaterThanOrEqualTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
                secondaryLabel.topAnchor.constraint(greaterThanOrEqualTo: v.topAnchor),
                textLabel.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor),
                secondaryLabel.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor),
            ]
        case (_, true):
            // The column (text and secondary below it) centred, within the margins.
            list += [
                column.topAnchor.constraint(equalTo: textLabel.topAnchor),
                column.bottomAnchor.constraint(equalTo: secondaryLabel.bottomAnchor),
                column.centerYAnchor.constraint(equalTo: centerYAnchor),
                secondaryLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding),
                secondaryLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: h.trailingAnchor),
                secondaryLabel.trailingAnchor.constraint(lessThanOrEqualTo: h.trailingAnchor),
                secondaryLabel.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor),
            ]
        case (_, false):
            list += [
                textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: h.trailingAnchor),
                textLabel.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor),
                secondaryLabel.widthAnchor.constraint(equalToConstant: 0),
                secondaryLabel.heightAnchor.constraint(equalToConstant: 0),
                secondaryLabel.topAnchor.constraint(equalTo: textLabel.topAnchor),
                secondaryLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
            ]
        }
        return list
    }
}

/// Where a cell or header keeps its content configuration: the view made from it, pinned to the container's edges,
/// and whether the configuration needs updating for a new state. One concept for `UITableViewCell`,
/// `UICollectionViewCell` and `UITableViewHeaderFooterView`.
final class ContentConfigurationSlot {
    private(set) var configuration: UIContentConfiguration?
    private var view: (UIView & UIContentView)?
    /// Whether `updateConfiguration(using:)` is due (true at first, as UIKit updates a new cell before showing it).
    var needsUpdate = true

    /// Shows `configuration` in `container`: the current view takes it when it is of the same kind, else a new view
    /// replaces it.
    func show(_ configuration: UIContentConfiguration?, in container: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(made)
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            made.topAnchor.constraint(equalTo: container.topAnchor),
            made.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        view = made
    }
}

/// The views that take content configurations: tables' and collection views' cells, and table headers and footers.
protocol ContentConfigurable: UIView {
    /// Runs the view's `updateConfiguration(using:)` if an update is due.
    func updateConfigurationIfNeeded()
}

/// A view's state: selection, highlight, focus (UIKit's `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view has focus.
    public var isFocused = false

    /// A state with `traitCollection` and nothing set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
