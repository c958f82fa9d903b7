import Foundation

/// A one-line editable text field (UIKit's `UITextField`).
///
/// Intrinsic size: height by border style — `.roundedRect` 30 on iOS 7–12 and 34 from iOS 13 (observed: Xcode 10
/// and Xcode 11+ files at 14 pt, spec interface-builder §7; kept for every font size, unconfirmed); `.none` the
/// font's line height rounded up to whole points, plus 1 from iOS 13 unless the field is a secure one (observed: 11
/// borderless fields in 5 public files, Xcode 11–26: 22 at 17 pt, 21 at 16 pt, where a label of the same font is
/// 20.5 and 19.5; the 3 secure ones, 17 pt in Ranchero-Software/NetNewsWire `Account.storyboard`, 21; files of
/// Xcode 8, element-ios `MXKRoomTitleView.xib`, `MXKRoomTitleViewWithTopic.xib`, `SimpleRoomTitleView.xib`: 21 at
/// 17 pt, 16 at 13 pt, 22 at 18 pt, without the point); `.line` and `.bezel`
/// the line height rounded up to the display's pixels (unconfirmed: no public file measured); width: the text's (or, when empty,
/// the placeholder's) width + 14 (unconfirmed: spec §7), + 5 without a border (observed: element-ios
/// `ExpandedRoomTitleView.xib` and `PreviewRoomTitleView.xib`, Xcode 11 and 15, "Room Name" at 18 pt medium saved
/// 101 wide; Charts' `MultipleBarChartViewController.xib`, Xcode 9, "500" in Helvetica Neue Light 15 pt, 30), none
/// when both are empty. Baselines: the text's, centred.
/// Priorities 250/750 (UIView's defaults; unconfirmed).
/// What a text field asks and tells while it is edited (UIKit's `UITextFieldDelegate`); every method has a default.
/// There is no keyboard here: the field calls none of them by itself, so code that calls them (or tests that do)
/// runs as written.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether `range` may be replaced by `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the text may be cleared.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Yes.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { true }
    /// Yes.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

open class UITextField: UIControl, UITextInputTraits, UIContentSizeCategoryAdjusting {
    /// What few fields set (a delegate, side views, a content type, a color), made on first change: a field is
    /// 320 bytes with the allocator's header instead of 384, and a form holds two a row.
    private final class FieldExtras {
        weak var delegate: UITextFieldDelegate?
        var leftView: UIView?
        var rightView: UIView?
        var textContentType: UITextContentType?
        var textColor: UIColor?
    }

    private var fieldExtras: FieldExtras?

    private var ensuredFieldExtras: FieldExtras {
        if let fieldExtras { return fieldExtras }
        let made = FieldExtras()
        fieldExtras = made
        return made
    }

    /// Told of editing (see `UITextFieldDelegate`).
    open var delegate: UITextFieldDelegate? {
        get { fieldExtras?.delegate }
        set { if newValue != nil || fieldExtras != nil { ensuredFieldExtras.delegate = newValue } }
    }
    /// The border drawn around the field (doc: `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line, bezel, roundedRect
    }

    /// The text.
    open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text with attributes: layout measures its characters in the view's font (see `UILabel.attributedText`).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The placeholder shown when the text is empty.
    open var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The placeholder with attributes: measured as `placeholder` in the field's font (see `attributedText`).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// A view shown at the field's leading edge, as `leftViewMode` says (kept; the field's size ignores it).
    open var leftView: UIView? {
        get { fieldExtras?.leftView }
        set { if newValue != nil || fieldExtras != nil { ensuredFieldExtras.leftView = newValue } }
    }
    /// When `leftView` shows (default never).
    open var leftViewMode = ViewMode.never
    /// A view shown at the field's trailing edge, as `rightViewMode` says (kept; the field's size ignores it).
    open var rightView: UIView? {
        get { fieldExtras?.rightView }
        set { if newValue != nil || fieldExtras != nil { ensuredFieldExtras.rightView = newValue } }
    }
    /// When `rightView` shows (default never).
    open var rightViewMode = ViewMode.never
    /// The font (default: the system font at 17 pt; unconfirmed). Setting nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = contentSizeAdjusted(
                newValue ?? UIFont.systemFont(ofSize: 17), adjusts: adjustsFontForContentSizeCategory)
            invalidateIntrinsicContentSize()
        }
    }
    /// The border style (default `.none`, doc). Setting it re-measures.
    open var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// Text alignment (layout ignores it).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text is hidden as it is typed (a password field; doc `UITextInputTraits`). Setting it
    /// re-measures: a secure borderless field is a point lower (see the type's comment).
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { invalidateIntrinsicContentSize() } } }
    /// Which letters are capitalised automatically (default `.sentences`; layout ignores it).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether autocorrection is on (layout ignores it).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spell checking is on (layout ignores it).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// The keyboard shown (layout ignores it).
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's appearance (layout ignores it).
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title (layout ignores it).
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key is disabled while the text is empty (layout ignores it).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for AutoFill (layout ignores it).
    open var textContentType: UITextContentType! {
        get { fieldExtras?.textContentType }
        set { if newValue != nil || fieldExtras != nil { ensuredFieldExtras.textContentType = newValue } }
    }
    /// The text's color (default nil: `UIColor.label`; layout ignores it).
    open var textColor: UIColor? {
        get { fieldExtras?.textColor }
        set { if newValue != nil || fieldExtras != nil { ensuredFieldExtras.textColor = newValue } }
    }
    /// When the clear button shows (layout ignores it: the button shows inside the text rectangle).
    open var clearButtonMode = ViewMode.never
    /// Whether editing begins by clearing the text (layout ignores it).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width (layout ignores it).
    open var adjustsFontSizeToFitWidth = false
    /// Whether the font follows the content size category of the field's traits (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { if adjustsFontForContentSizeCategory { font = storedFont } } }

    /// Takes the font's size at a new content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory && contentSizeCategoryChanged(from: previousTraitCollection) { font = storedFont }
    }

    /// When an overlay view (the clear button, a left or right view) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is being edited.
        case whileEditing
        /// While it is not being edited.
        case unlessEditing
        /// Always.
        case always
    }

    var storedFont = UIFont.systemFont(ofSize: 17)

    /// The field's size (see the type's comment).
    open override var intrinsicContentSize: CGSize {
        let scale = textMeasuringScale
        let height: CGFloat =
            switch borderStyle {
            case .roundedRect: metricsEra >= .iOS13 ? 34 : 30
            case .none: storedFont.lineHeight.rounded(.up) + (isSecureTextEntry || metricsEra < .iOS13 ? 0 : 1)
            case .line, .bezel: TextMeasurement.ceilToPixels(storedFont.lineHeight, scale: scale)
            }
        let shown = (text?.isEmpty ?? true) ? placeholder : text
        guard let shown, !shown.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: height) }
        return CGSize(
            width: TextMeasurement.ceilToPixels(TextMeasurement.width(of: shown, font: storedFont), scale: scale)
                + (borderStyle == .none ? 5 : 14),
            height: height)
    }

    /// The text whose baselines are the control's.
    override var baselineFont: UIFont? { storedFont }

}
