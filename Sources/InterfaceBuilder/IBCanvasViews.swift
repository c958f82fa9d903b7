import AutoLayout
import Foundation

// The canvas's views for control elements: UIKit's controls (configured by `IBControls.configure`) that also carry
// their IB identity and Interface Builder's design-time intrinsic-size override (`IBIntrinsicSize.override`).

/// What every canvas view is made from: its key, its element and the design-time size override.
struct IBElementSource {
    var key: String
    var element: IBViewElement
    var frame: CGRect
    var sizeOverride: (width: CGFloat?, height: CGFloat?)
    /// The display scale of the device the file was designed on (its saved text sizes are measured at it).
    var designScale: CGFloat = 0
}

extension IBElementView {
    /// The size layout uses: the view's intrinsic content size.
    public var estimatedIntrinsicSize: CGSize { intrinsicContentSize }
}

/// Makes the canvas view for an element: a UIKit control subclass for control elements, an `IBStackView` for
/// stacks, an `IBView` for everything else.
func makeCanvasView(_ s: IBElementSource) -> any IBElementView {
    if s.element.stack != nil { return IBStackView(key: s.key, element: s.element, frame: s.frame, sizeOverride: s.sizeOverride) }
    switch s.element.kind {
    case .label: return IBLabel(s)
    case .button: return IBButton(s)
    case .imageView: return IBImageView(s)
    case .textField: return IBTextField(s)
    case .textView: return IBTextView(s)
    case .`switch`: return IBSwitch(s)
    case .slider: return IBSlider(s)
    case .segmentedControl: return IBSegmentedControl(s)
    case .stepper: return IBStepper(s)
    case .progressView: return IBProgressView(s)
    case .activityIndicatorView: return IBActivityIndicatorView(s)
    case .searchBar: return IBSearchBar(s)
    case .pageControl: return IBPageControl(s)
    case .datePicker: return IBDatePicker(s)
    case .pickerView: return IBPickerView(s)
    default:
        let v = IBView(key: s.key, element: s.element, frame: s.frame)
        let bar = IBIntrinsicSize.barHeight(of: s.element).map { CGSize(width: UIView.noIntrinsicMetric, height: $0) }
        v.estimatedIntrinsicSize = IBIntrinsicSize.applying(s.sizeOverride, to: bar ?? v.estimatedIntrinsicSize)
        return v
    }
}

/// A `<label>` element as a `UILabel`.
final class IBLabel: UILabel, IBSavedTextMeasuring {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    let designScale: CGFloat
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        designScale = s.designScale
        super.init(frame: s.frame)
    }
    /// Xcode's measurement of the text, from the saved frame (`IBIntrinsicSize.savedTextSize`).
    /// A wrapping label measured at its saved width (`canvasWrapWidth`) reports that width when its text is
    /// narrower.
    var savedTextSize: (width: CGFloat?, height: CGFloat?) {
        if let w = canvasWrapWidth {
            let (text, saved) = wrappedAtSavedWidth(w)
            return (abs(w - text.width) < 0.001 ? nil : w, saved.height)
        }
        return savedTextSize(estimate: super.intrinsicContentSize)
    }
    private func savedTextSize(estimate: CGSize) -> (width: CGFloat?, height: CGFloat?) {
        guard traitCollection.displayScale == designScale else { return (nil, nil) }
        if (text ?? "").isEmpty { return IBIntrinsicSize.savedEmptyLabelSize(of: element, estimate: estimate) }
        return IBIntrinsicSize.savedTextSize(
            of: element, estimate: estimate, textWidth: estimate.width, font: font,
            filesFont: (element.font ?? IBFont(pointSize: 17)).uiFont, wrapWidth: wrapWidth)
    }
    /// The text's size wrapped at `w`, and Xcode's measurement of its height from the saved frame.
    private func wrappedAtSavedWidth(_ w: CGFloat) -> (text: CGSize, saved: (width: CGFloat?, height: CGFloat?)) {
        let text = TextMeasurement.size(
            of: text ?? "", font: font, wrapWidth: w, maximumLines: numberOfLines, scale: traitCollection.displayScale)
        let saved = IBIntrinsicSize.savedTextSize(
            of: element, estimate: CGSize(width: w, height: text.height), textWidth: text.width, font: font,
            filesFont: (element.font ?? IBFont(pointSize: 17)).uiFont, wrapWidth: w)
        return (text, saved)
    }
    /// The width a wrapping label is measured at in the canvas: the width Xcode saved (see `intrinsicContentSize`);
    /// nil for a single-line label, one with an explicit `preferredMaxLayoutWidth`, no text, a frame Xcode marked,
    /// or at another display scale than the design device's.
    var canvasWrapWidth: CGFloat? {
        guard wrapsText, preferredMaxLayoutWidth == 0, !(text ?? "").isEmpty, traitCollection.displayScale == designScale,
            let saved = element.frame, !element.savedMisplaced, !element.savedAmbiguous, saved.width > 0
        else { return nil }
        return CGFloat(saved.width)
    }
    /// The text's size (Xcode's where the saved frame gives it) with the file's design-time override. A wrapping
    /// label whose desired width is automatic takes the width it was saved at as its own in the canvas, its text
    /// wrapped there: Interface Builder measures it at the width it has, so hugging and compression resistance
    /// hold that width rather than the text's. Observed: Automattic/pocket-casts-ios `DisclosureCell.xib` (Xcode
    /// 14: "Main", 35 wide as text, saved 179.5 wide where a ≥ 10 gap to its neighbour leaves it free, hugging
    /// 251) and `CategorySponsoredCell.xib` (a 27-character name saved 107.5 wide on two lines in a 196-wide
    /// stack); no wrapping label of the 180 corpus files disagrees with it.
    public override var intrinsicContentSize: CGSize {
        if let w = canvasWrapWidth {
            let (text, saved) = wrappedAtSavedWidth(w)
            let estimate = CGSize(width: w, height: text.height)
            return IBIntrinsicSize.applying(sizeOverride, to: IBIntrinsicSize.applying((nil, saved.height), to: estimate))
        }
        let estimate = super.intrinsicContentSize
        return IBIntrinsicSize.applying(sizeOverride, to: IBIntrinsicSize.applying(savedTextSize(estimate: estimate), to: estimate))
    }
}

/// A `<button>` element as a `UIButton`.
final class IBButton: UIButton, IBSavedTextMeasuring, IBSavedSymbolMeasuring {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The SF Symbol's size as saved by Xcode (`IBIntrinsicSize.symbolImageSize`).
    var savedSymbolSize: CGSize?
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    let designScale: CGFloat
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        designScale = s.designScale
        super.init(frame: s.frame)
    }
    /// Xcode's measurement of the title, from the saved frame (`IBIntrinsicSize.savedTextSize`); the title's
    /// width is what the band is taken on.
    var savedTextSize: (width: CGFloat?, height: CGFloat?) { savedTextSize(estimate: super.intrinsicContentSize) }
    /// The title font a classic button without a font in its file gets (`IBControls.defaultTitleFont`), set by
    /// `IBControls.configure`.
    var filesDefaultTitleFont: UIFont?
    private func savedTextSize(estimate: CGSize) -> (width: CGFloat?, height: CGFloat?) {
        guard let title = currentTitle, !title.isEmpty, traitCollection.displayScale == designScale else { return (nil, nil) }
        let filesFont =
            element.font?.uiFont
            ?? (configuration == nil
                ? filesDefaultTitleFont ?? UIButton.defaultTitleFont(for: IBControls.buttonType(of: element))
                : UIFont.preferredFont(forTextStyle: .body))
        return IBIntrinsicSize.savedTextSize(
            of: element, estimate: estimate,
            textWidth: TextMeasurement.width(of: title, font: titleFont), font: titleFont, filesFont: filesFont)
    }
    /// The content's size (the title's as Xcode measured it where the saved frame gives it) with the file's
    /// design-time override.
    public override var intrinsicContentSize: CGSize {
        let estimate = super.intrinsicContentSize
        return IBIntrinsicSize.applying(sizeOverride, to: IBIntrinsicSize.applying(savedTextSize(estimate: estimate), to: estimate))
    }
}

/// A `<imageView>` element as a `UIImageView`.
final class IBImageView: UIImageView, IBSavedSymbolMeasuring {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The SF Symbol's size as saved by Xcode (`IBIntrinsicSize.symbolImageSize`).
    var savedSymbolSize: CGSize?
    /// The SF Symbol's alignment insets as Xcode's saved frame gives them (`Builder.adoptSymbolAlignmentInsets`).
    var savedSymbolInsets: UIEdgeInsets?
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<textField>` element as a `UITextField`.
final class IBTextField: UITextField, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<textView>` element as a `UITextView`.
final class IBTextView: UITextView, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<switch>` element as a `UISwitch`.
final class IBSwitch: UISwitch, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<slider>` element as a `UISlider`.
final class IBSlider: UISlider, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<segmentedControl>` element as a `UISegmentedControl`.
final class IBSegmentedControl: UISegmentedControl, IBSavedTextMeasuring {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    let designScale: CGFloat
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        designScale = s.designScale
        super.init(frame: s.frame)
    }
    /// Xcode's measurement of the segments' titles, from the saved frame (`IBIntrinsicSize.savedTextSize`, the
    /// band taken on the titles' width as the control sums them): the width only, the height being the era's.
    /// The control's width is its titles' (`UISegmentedControl`), which our per-character estimate gives within
    /// a few points only. Observed: six controls placed by constraints without a width, saved 1 to 6 points from
    /// the estimate (SkeletonView `Examples/iOS Example/Sources/Base.lproj/Main.storyboard` and
    /// `Examples/CollectionView/Main.storyboard` 145 for 141.67 and 142, SVProgressHUD `Demo/Base.lproj/Main.storyboard`
    /// 152 and 117 for 158 and 119, SwiftMessages `Demo/Demo/Base.lproj/Main.storyboard` 302 for 301, element-ios
    /// `MXKContactListViewController.xib` 211 for 210; Xcode 8 to 15).
    var savedTextSize: (width: CGFloat?, height: CGFloat?) { savedTextSize(estimate: super.intrinsicContentSize) }
    private func savedTextSize(estimate: CGSize) -> (width: CGFloat?, height: CGFloat?) {
        guard numberOfSegments > 0, traitCollection.displayScale == designScale else { return (nil, nil) }
        let font = segmentTitleFont
        let widths = (0..<numberOfSegments).map { TextMeasurement.width(of: titleForSegment(at: $0) ?? "", font: font) }
        let text = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        let saved = IBIntrinsicSize.savedTextSize(of: element, estimate: estimate, textWidth: text, font: font, filesFont: font)
        return (saved.width, nil)
    }
    /// The segments' size (their titles' width as Xcode measured it where the saved frame gives it) with the
    /// file's design-time override.
    public override var intrinsicContentSize: CGSize {
        let estimate = super.intrinsicContentSize
        return IBIntrinsicSize.applying(sizeOverride, to: IBIntrinsicSize.applying(savedTextSize(estimate: estimate), to: estimate))
    }
}

/// A `<stepper>` element as a `UIStepper`.
final class IBStepper: UIStepper, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<progressView>` element as a `UIProgressView`.
final class IBProgressView: UIProgressView, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<activityIndicatorView>` element as a `UIActivityIndicatorView`.
final class IBActivityIndicatorView: UIActivityIndicatorView, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<searchBar>` element as a `UISearchBar`.
final class IBSearchBar: UISearchBar, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<pageControl>` element as a `UIPageControl`.
final class IBPageControl: UIPageControl, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<datePicker>` element as a `UIDatePicker`.
final class IBDatePicker: UIDatePicker, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The control's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}

/// A `<pickerView>` element as a `UIPickerView`.
final class IBPickerView: UIPickerView, IBElementView {
    /// The IB id (embedded views: `hostID/innerID`).
    public let ibKey: String
    /// The document element.
    public let element: IBViewElement
    let sizeOverride: (width: CGFloat?, height: CGFloat?)
    init(_ s: IBElementSource) {
        ibKey = s.key
        element = s.element
        sizeOverride = s.sizeOverride
        super.init(frame: s.frame)
    }
    /// The view's size with the file's design-time override.
    public override var intrinsicContentSize: CGSize { IBIntrinsicSize.applying(sizeOverride, to: super.intrinsicContentSize) }
}
