import AutoLayout
import Foundation

// The loader builds UIKit's real controls: a `<label>` becomes a `UILabel` configured from the file, so a label's
// size has one source of truth whether it was made in code or read from a file. This file reads the controls'
// details from the XML, turns IB fonts into `UIFont`s, and configures a control from its element.

extension Reader {
    /// Reads what controls need beyond the common view attributes: button insets and configuration insets, a
    /// title given as `<string key="title">`, segment titles, a text field's secure entry, and
    /// text/placeholder/style attributes.
    func readControlDetails(_ node: XMLNode, into v: IBViewElement) {
        for a in ["placeholder", "scrollEnabled", "searchBarStyle", "prompt", "apportionsSegmentWidthsByContent", "lineBreakMode"] {
            if let value = node[a] { v.attributes[a] = value }
        }
        if let inset = node.child("inset", key: "contentEdgeInsets") {
            v.contentEdgeInsets = IBInsets(
                top: number(inset, "minY") ?? 0, left: number(inset, "minX") ?? 0,
                bottom: number(inset, "maxY") ?? 0, right: number(inset, "maxX") ?? 0)
        }
        if let config = node.child("buttonConfiguration") {
            if let i = config.child("directionalEdgeInsets", key: "contentInsets") {
                v.configurationInsets = IBInsets(
                    top: number(i, "top") ?? 0, left: number(i, "leading") ?? 0,
                    bottom: number(i, "bottom") ?? 0, right: number(i, "trailing") ?? 0, directional: true)
            }
            if let p = config["imagePadding"] { v.attributes["imagePadding"] = p }
        }
        if v.title == nil, let normal = node.child("state", key: "normal"), let t = normal.child("string", key: "title") {
            v.title = t.text
        }
        if node.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" { v.attributes["secureTextEntry"] = "YES" }
        if let segments = node.child("segments") {
            v.segmentTitles = segments.children(named: "segment").map { $0["title"] ?? "" }
        }
    }
}

extension IBFont {
    /// The `UIFont` this description names: a text style's preferred font, a named font (Helvetica Neue's
    /// metrics for its faces, the system font's for others), or the system font in the weight given
    /// (`boldSystem` bold, `italicSystem` italic).
    public var uiFont: UIFont {
        let size = CGFloat(pointSize)
        if let style {
            let f = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
            return f.pointSize == size ? f : f.withSize(size, keeping: f.dynamicSource)
        }
        if type == "custom", let name, let f = UIFont(name: name, size: size) { return f }
        switch type {
        case "boldSystem": return UIFont.boldSystemFont(ofSize: size)
        case "italicSystem": return UIFont.italicSystemFont(ofSize: size)
        default: break
        }
        let weight: UIFont.Weight =
            switch weight ?? "" {
            case "ultraLight": .ultraLight
            case "thin": .thin
            case "light": .light
            case "medium": .medium
            case "semibold": .semibold
            case "bold": .bold
            case "heavy": .heavy
            case "black": .black
            default: .regular
            }
        return UIFont.systemFont(ofSize: size, weight: weight)
    }
}

/// Makes and configures UIKit controls from view elements.
enum IBControls {
    /// The UIKit button type of a `<button>`: custom when the file names none (Xcode writes `buttonType` for the
    /// others: `system`, `roundedRect`, `infoLight`…).
    static func buttonType(of element: IBViewElement) -> UIButton.ButtonType {
        switch element.attributes["buttonType"] {
        case nil, "custom": .custom
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .system
        }
    }

    /// The UIKit color of a file's color: components as they are; a system color as the file's resources give
    /// it, else UIKit's (by the file's name, `systemBlueColor` → `UIColor.systemBlue`); an asset color as the
    /// resources give it; nil for a name neither knows.
    public static func uiColor(_ color: IBColor, in document: IBDocument) -> UIColor? {
        switch color {
        case .components(let r, let g, let b, let a):
            return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
        case .displayP3(let r, let g, let b, let a):
            return UIColor(displayP3Red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
        case .system(let name):
            if let saved = document.systemColors[name], saved != color { return uiColor(saved, in: document) }
            return UIColor.systemColor(named: name)
        case .named(let name):
            guard let saved = document.namedColors[name], saved != color else { return nil }
            return uiColor(saved, in: document)
        }
    }

    /// A new UIKit view of the element's class (`label` → `UILabel`…; `UIView` for plain views and elements
    /// without a control here). Stack views are made by the layout builder.
    /// A date picker's mode from its `datePickerMode` attribute (UIKit's default, date and time, without one).
    static func datePickerMode(_ name: String?) -> UIDatePicker.Mode {
        switch name {
        case "time": .time
        case "date": .date
        case "countDownTimer": .countDownTimer
        default: .dateAndTime
        }
    }

    public static func makeView(for element: IBViewElement) -> UIView {
        switch element.kind {
        case .label: return UILabel()
        case .button: return UIButton(type: buttonType(of: element))
        case .imageView: return UIImageView()
        case .textField: return UITextField()
        case .textView: return UITextView()
        case .`switch`: return UISwitch()
        case .slider: return UISlider()
        case .segmentedControl: return UISegmentedControl()
        case .stepper: return UIStepper()
        case .progressView: return UIProgressView()
        case .activityIndicatorView: return UIActivityIndicatorView()
        case .searchBar: return UISearchBar()
        case .pageControl: return UIPageControl()
        case .datePicker: return UIDatePicker()
        case .pickerView: return UIPickerView()
        case .stackView: return UIStackView()
        case .scrollView: return UIScrollView()
        case .tableView:
            let style: UITableView.Style =
                switch element.attributes["style"] {
                case "grouped": .grouped
                case "insetGrouped": .insetGrouped
                default: .plain
                }
            return UITableView(frame: .zero, style: style)
        case .collectionView: return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        case .tableViewCell: return UITableViewCell(style: .default, reuseIdentifier: element.attributes["reuseIdentifier"])
        case .collectionViewCell: return UICollectionViewCell(frame: .zero)
        default: return UIView()
        }
    }

    /// Sets a view's background color from its element (see `uiColor(_:in:)`), and a control's content: text, font
    /// (`font`, else the element's, else Interface Builder's default for the control), lines, title, insets, image
    /// (size from the document's resources), segments, styles, and the metrics era of the document's
    /// `toolsVersion`.
    public static func configure(_ view: UIView, from e: IBViewElement, document: IBDocument, font: IBFont? = nil) {
        if let c = e.backgroundColor { view.backgroundColor = uiColor(c, in: document) }
        let font = font ?? e.font
        let era = IBIntrinsicSize.metricsEra(of: document)
        let symbol = IBIntrinsicSize.symbolImageSize(of: e, document: document)
        let image = e.imageName.flatMap { name in
            symbol.map {
                UIImage(size: $0.size, name: name).withBaselineOffset(
                    fromBottom: UIImage.symbolBaselineOffset(height: $0.size.height, pointSize: CGFloat(e.symbolPointSize ?? 17)))
            }
                ?? document.imageSizes[name].map { UIImage(size: CGSize(width: $0.width, height: $0.height), name: name) }
        }
        if let measuring = view as? any IBSavedSymbolMeasuring {
            measuring.savedSymbolSize = symbol?.fromSavedFrame == true ? symbol?.size : nil
        }
        if let control = view as? UIControl { control.metricsEra = era }
        switch view {
        case let table as UITableView:
            // `rowHeight="-1"` is automatic (UIKit's default); a positive value is fixed.
            if let h = e.attributes["rowHeight"].flatMap(Double.init), h > 0 { table.rowHeight = CGFloat(h) }
            if let h = e.attributes["estimatedRowHeight"].flatMap(Double.init), h > 0 { table.estimatedRowHeight = CGFloat(h) }
        case let label as UILabel:
            label.text = e.text
            label.font = (font ?? IBFont(pointSize: 17)).uiFont
            label.numberOfLines = e.numberOfLines
            label.preferredMaxLayoutWidth = CGFloat(e.attributes["preferredMaxLayoutWidth"].flatMap(Double.init) ?? 0)
            if let mode = e.attributes["lineBreakMode"] { label.lineBreakMode = lineBreakMode(mode) }
        case let button as UIButton:
            if e.usesButtonConfiguration {
                var c = UIButton.Configuration.plain()
                c.title = e.title
                c.image = image
                c.titleFont = font?.uiFont
                c.imagePadding = CGFloat(e.attributes["imagePadding"].flatMap(Double.init) ?? 0)
                if let i = e.configurationInsets {
                    c.contentInsets = NSDirectionalEdgeInsets(
                        top: CGFloat(i.top), leading: CGFloat(i.left), bottom: CGFloat(i.bottom), trailing: CGFloat(i.right))
                }
                button.configuration = c
            } else {
                button.buttonType = buttonType(of: e)
                button.setTitle(e.title, for: .normal)
                button.setImage(image, for: .normal)
                // Without a font in the file, UIKit's default for the button's type (`UIButton.defaultTitleFont`);
                // on tvOS the system font at 38 points, medium (tvOS's headline; observed: SVProgressHUD
                // `Demo/tvOS Demo/Base.lproj/Main.storyboard`, Xcode 8.3: seven buttons without a font, content
                // insets 40/20, saved 86 high, a 46-point line (38 × 1.19 at 1×), and as wide as their titles at
                // 38 points plus 80; HeroTransitions/Hero `TvOSExamples/Basic.storyboard`, Xcode 9, 86 high too).
                let defaultFont = defaultTitleFont(for: e, in: document)
                (button as? IBButton)?.filesDefaultTitleFont = defaultFont
                button.titleLabel?.font = font?.uiFont ?? defaultFont
                if let i = e.contentEdgeInsets {
                    button.contentEdgeInsets = UIEdgeInsets(
                        top: CGFloat(i.top), left: CGFloat(i.left), bottom: CGFloat(i.bottom), right: CGFloat(i.right))
                }
            }
        case let imageView as UIImageView:
            imageView.image = image
        case let picker as UIDatePicker:
            picker.datePickerMode = datePickerMode(e.attributes["datePickerMode"])
            // No style in the file: wheels (observed: a date-and-time picker without a style, constrained in width
            // only, saved 216 high by Xcode 13, KeePassium `ExpiryDateEditorVC.storyboard`).
            picker.preferredDatePickerStyle =
                switch e.attributes["style"] {
                case "compact": .compact
                case "inline": .inline
                default: .wheels
                }
        case let field as UITextField:
            field.text = e.text
            field.placeholder = e.attributes["placeholder"]
            field.isSecureTextEntry = e.attributes["secureTextEntry"] == "YES"
            // IB's default text field font: the system font at 14 pt (observed: spec interface-builder §7).
            field.font = (font ?? IBFont(pointSize: 14)).uiFont
            field.borderStyle =
                switch e.attributes["borderStyle"] {
                case "roundedRect": .roundedRect
                case "line": .line
                case "bezel": .bezel
                default: .none
                }
        case let textView as UITextView:
            textView.text = e.text
            textView.font = (font ?? IBFont(pointSize: 14)).uiFont
            textView.isScrollEnabled = e.attributes["scrollEnabled"] != "NO"
        case let indicator as UIActivityIndicatorView:
            indicator.style =
                switch e.attributes["style"] {
                case "large": .large
                case "whiteLarge": .whiteLarge
                case "white": .white
                case "gray": .gray
                default: .medium
                }
        case let progress as UIProgressView:
            progress.metricsEra = era
        case let segmented as UISegmentedControl:
            for (i, t) in e.segmentTitles.enumerated() { segmented.insertSegment(withTitle: t, at: i, animated: false) }
            segmented.apportionsSegmentWidthsByContent = e.attributes["apportionsSegmentWidthsByContent"] == "YES"
            segmented.measuresAsTV = document.isTV
        case let search as UISearchBar:
            search.metricsEra = era
            search.prompt = e.attributes["prompt"]
            search.searchBarStyle =
                switch e.attributes["searchBarStyle"] {
                case "minimal": .minimal
                case "prominent": .prominent
                default: .default
                }
        case let pages as UIPageControl:
            pages.numberOfPages = e.attributes["numberOfPages"].flatMap { Int($0) } ?? 3
        default:
            break
        }
    }

    /// The title font of a classic button whose file gives none: UIKit's default for the button's type
    /// (`UIButton.defaultTitleFont`), or on tvOS the system font at 38 points, medium (see `configure`).
    static func defaultTitleFont(for e: IBViewElement, in document: IBDocument) -> UIFont {
        document.isTV ? UIFont.systemFont(ofSize: 38, weight: .medium) : UIButton.defaultTitleFont(for: buttonType(of: e))
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode {
        switch name {
        case "wordWrap": return .byWordWrapping
        case "characterWrap": return .byCharWrapping
        case "clip": return .byClipping
        case "headTruncation": return .byTruncatingHead
        case "middleTruncation": return .byTruncatingMiddle
        default: return .byTruncatingTail
        }
    }
}
