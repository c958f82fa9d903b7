import Foundation

/// What a picker view shows: its columns and how many rows each has (UIKit's `UIPickerViewDataSource`).
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of columns.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Titles, sizes and events of a picker view (UIKit's `UIPickerViewDelegate`); every method has a default.
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The width of a column.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a column's rows.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// Called when a row was selected.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// The picker's width shared by its columns.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultComponentWidth
    }
    /// UIKit's standard row height, 32 points (unconfirmed, our choice).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A spinning-wheel list of rows in one or more columns (UIKit's `UIPickerView`).
///
/// Intrinsic size 320 × 216 (`UIPickerView.wheelsSize`): the height is observed (a picker with no height
/// constraint saved 216 high by Xcode 13, KeePassium `ExpiryDateEditorVC.storyboard`; UIKit pins a picker made
/// with a zero frame to 320 × 216, observed in a public iOS 6 log); the width is UIKit's default frame's, taken as
/// the intrinsic width (unconfirmed, our choice). The rows are not drawn or placed as views.
open class UIPickerView: UIView {
    /// The size of a wheels picker (see the type's note).
    public static let wheelsSize = CGSize(width: 320, height: 216)

    /// What the picker shows.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Titles, sizes and events.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Whether the selection indicator is shown (layout ignores it).
    open var showsSelectionIndicator = true

    private var selected: [Int] = []

    /// A picker at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The number of columns, from the data source.
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows in `component`, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of a row of `component`: the column's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        return CGSize(width: width, height: height)
    }

    /// The width each column takes when the delegate gives none: the picker's width shared among the columns.
    var defaultComponentWidth: CGFloat {
        let count = max(1, numberOfComponents)
        return (bounds.width > 0 ? bounds.width : Self.wheelsSize.width) / CGFloat(count)
    }

    /// Selects `row` of `component` (clamped to the rows there are; ignored for a column that does not exist).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0, component < numberOfComponents else { return }
        if selected.count <= component { selected += Array(repeating: 0, count: component + 1 - selected.count) }
        selected[component] = max(0, min(row, numberOfRows(inComponent: component) - 1))
    }

    /// The selected row of `component`, or −1 when the column is empty or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return component < selected.count ? selected[component] : 0
    }

    /// Asks the data source again; selections stay within the rows there are.
    open func reloadAllComponents() {
        for c in selected.indices { selected[c] = max(0, min(selected[c], numberOfRows(inComponent: c) - 1)) }
    }

    /// Asks the data source again for `component`.
    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// 320 × 216 (see the type's note).
    open override var intrinsicContentSize: CGSize { Self.wheelsSize }
}
