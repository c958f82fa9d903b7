import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
open class UIAlertAction {
    /// How the button looks (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default`
        /// The cancel button.
        case cancel
        /// A destructive button.
        case destructive
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button titled `title` running `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet (UIKit's `UIAlertController`). Presented, it covers the window and leaves the presenting
/// controller visible (`.overFullScreen`); its card and buttons are not laid out as views here (our limit): the
/// title, message, actions and text fields are kept for the code that reads them, and `tap(_:)` runs an action as
/// a tap would, dismissing the alert.
open class UIAlertController: UIViewController {
    /// Alert or action sheet (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// An action sheet from the bottom.
        case actionSheet
        /// A centred alert.
        case alert
    }

    /// The style it was made with.
    public let preferredStyle: Style
    /// The message below the title.
    open var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order added.
    public private(set) var textFields: [UITextField]? = nil
    /// The action the return key runs.
    open var preferredAction: UIAlertAction?

    /// An alert or action sheet with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// An alert decoded from an archive.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert, configured by `configurationHandler` (an action sheet takes none, logged
    /// with UIKit's reason).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInternalInconsistencyException",
                    reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Runs `action` as a tap on its button: the alert is dismissed, then the handler runs.
    open func tap(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: false)
        action.handler?(action)
    }
}
