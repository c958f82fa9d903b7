import Foundation

/// A view controller whose view is a table, its own data source and delegate (UIKit's
/// `UITableViewController`). Subclasses override the table methods they need, as in UIKit.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes.
    public let style: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive, with a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table (loaded on first use).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table, with the controller as its data source and delegate (a storyboard scene's table, with
    /// the connections the scene makes, for a controller a storyboard made).
    open override func loadView() {
        if loadArchivedView() { return }
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: Data source and delegate (override what you need)

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A default-style cell (override to give yours).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// None.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// None.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
