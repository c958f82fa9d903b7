import Foundation

/// A section's header or footer in a table view (UIKit's `UITableViewHeaderFooterView`): a `contentView` where
/// its views go, and a `textLabel` made on first use.
///
/// A table makes the views of a registered class with `init(reuseIdentifierForDequeuing:)`, which runs the
/// class's `init(reuseIdentifier:)` (see `UITableViewCell` for why it is a required initializer). The table
/// gives the content view the side margins of its cells (`UITableViewCell.systemContentMargins`); its top and
/// bottom margins stay UIView's 8 points (our choice, unconfirmed). A section title becomes one of these views,
/// its `textLabel` holding the title.
open class UITableViewHeaderFooterView: UIView, ContentConfigurable {
    /// The identifier its table reuses it by.
    public let reuseIdentifier: String?
    /// The view that holds the header's content; as large as the header.
    public let contentView = UIView()
    /// A view behind the content (layout ignores it: it is not placed).
    open var backgroundView: UIView?

    private var label: UILabel?

    /// A header or footer view reused by `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A header or footer view at `frame`, without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class: `init(reuseIdentifier:)`, the subclass's own when it
    /// overrides it.
    public required convenience init(reuseIdentifierForDequeuing reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called before the table hands the view out again. The base does nothing.
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
    /// The view's current state.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// The standard content configuration for the view.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// Asks for `updateConfiguration(using:)` before the view is next measured or laid out.
    open func setNeedsUpdateConfiguration() {
        configurationSlot.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the view's content for `state`; the base updates the content configuration for it. Override to
    /// configure the content from the view's data (call `setNeedsUpdateConfiguration()` when it changes).
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
    }

    /// Runs `updateConfiguration(using:)` if an update is due.
    func updateConfigurationIfNeeded() {
        guard configurationSlot.needsUpdate else { return }
        configurationSlot.needsUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// The title (made on first use): in the content view's side margins, its baseline region 6 points above
    /// the bottom (our choice: UIKit places it in code).
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            made.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
        label = made
        return made
    }

    /// Keeps the content view as large as the view.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
    }
}
