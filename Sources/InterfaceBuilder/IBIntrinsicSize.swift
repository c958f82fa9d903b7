import AutoLayout
import Foundation

/// What is Xcode-specific about intrinsic sizes; the sizes themselves are the controls' (`UILabel`, `UIButton`…
/// in `AutoLayout/Controls`), which the loader builds from the file.
///
/// - Which release's control metrics a file's controls use, from its `toolsVersion` (`metricsEra`).
/// - Interface Builder's design-time overrides: `placeholderIntrinsicWidth/Height` ("Intrinsic Size:
///   Placeholder"; `infinite` = no metric) and, for custom classes, the `<designables>` cache of
///   `@IBDesignable` views (−1 = no metric) (observed: spec interface-builder §2.2).
enum IBIntrinsicSize {
    /// The metrics era of files saved by an Xcode with this `toolsVersion`: before 14800 (Xcode 10 and older)
    /// iOS 7–12's; Xcode 11's iOS 13 up to 17000 (its betas write 14800 to 14999: files of 14868 save iOS 13's
    /// 34-high text fields and 56-high search bars, openfoodfacts-ios `ManualBarcodeInputView.xib`,
    /// `SelectAllergenViewController.xib`), then iOS 14–16's (Xcode 12–14; the progress bar's height, see
    /// `UIProgressView`); from 22000 (Xcode 15: files of 22155 and 22505 save the minimal search bar 56 high, of
    /// 21507 50, see `UISearchBar`) iOS 17–18's; from 24000 (Xcode 26; observed: 24127, spec §12) iOS 26's; iOS 13's
    /// when the file names no version (unconfirmed: the era boundaries are Xcode's major versions; 22000 and 24000
    /// are our cuts).
    public static func metricsEra(toolsVersion: Double) -> UIControlMetricsEra {
        if toolsVersion == 0 { return .iOS13 }
        if toolsVersion < 14800 { return .iOS7 }
        if toolsVersion < 17000 { return .iOS13 }
        if toolsVersion < 22000 { return .iOS14 }
        return toolsVersion < 24000 ? .iOS17 : .iOS26
    }

    /// The metrics era of `document`'s controls.
    public static func metricsEra(of document: IBDocument) -> UIControlMetricsEra { metricsEra(toolsVersion: document.toolsVersion) }

    /// The intrinsic height of a bar placed among a view's subviews by constraints (no width of its own): a
    /// navigation bar or a toolbar 44, a tab bar 49 (`UINavigationBar.defaultHeight`, `UITabBar.defaultHeight`);
    /// nil for other views. Observed: 9 bars with `translatesAutoresizingMaskIntoConstraints="NO"` in the corpus
    /// (Xcode 7–15, iPhone and iPad portrait; duckduckgo/iOS `TabSwitcher.storyboard`, JSQMessagesViewController
    /// `JSQMessagesViewController.xib`, IBDecodable's test storyboards): navigation bars and toolbars saved 44 high,
    /// tab bars 49. Compact-height bars (32 in landscape) are not modelled [unconfirmed].
    static func barHeight(of view: IBViewElement) -> CGFloat? {
        switch view.kind {
        case .navigationBar, .toolbar: return UINavigationBar.defaultHeight
        case .tabBar: return UITabBar.defaultHeight
        default: return nil
        }
    }

    /// The design-time override of `view`'s intrinsic size per axis: nil when the file gives none on that axis;
    /// `UIView.noIntrinsicMetric` when it says "none".
    public static func override(for view: IBViewElement, document: IBDocument) -> (width: CGFloat?, height: CGFloat?) {
        var result: (width: CGFloat?, height: CGFloat?) = (nil, nil)
        if view.customClass != nil, let d = document.designableSizes[view.id] {
            result = (
                d.width < 0 ? UIView.noIntrinsicMetric : CGFloat(d.width), d.height < 0 ? UIView.noIntrinsicMetric : CGFloat(d.height)
            )
        }
        if let w = view.placeholderIntrinsicWidth { result.width = w.isInfinite ? UIView.noIntrinsicMetric : CGFloat(w) }
        if let h = view.placeholderIntrinsicHeight { result.height = h.isInfinite ? UIView.noIntrinsicMetric : CGFloat(h) }
        return result
    }

    /// `size` with the design-time override applied.
    static func applying(_ o: (width: CGFloat?, height: CGFloat?), to size: CGSize) -> CGSize {
        CGSize(width: o.width ?? size.width, height: o.height ?? size.height)
    }

    /// The intrinsic size `view` gets in Interface Builder's canvas at display `scale`: its control built and
    /// configured from the file (`font` replaces the element's, e.g. a trait variation's), then the design-time
    /// override. A nil component means "no intrinsic metric".
    public static func estimate(_ view: IBViewElement, document: IBDocument, font: IBFont? = nil, scale: Double = 2) -> (
        width: Double?, height: Double?
    ) {
        let control = IBControls.makeView(for: view)
        control.traitOverrides.displayScale = CGFloat(scale)
        IBControls.configure(control, from: view, document: document, font: font)
        let s = applying(override(for: view, document: document), to: control.intrinsicContentSize)
        return (s.width == UIView.noIntrinsicMetric ? nil : Double(s.width), s.height == UIView.noIntrinsicMetric ? nil : Double(s.height))
    }
}

extension IBIntrinsicSize {
    /// Xcode's own measurement of a text control's content, read from the frame it saved: per axis, the saved
    /// size when it is plausibly the text's own size, else nil.
    ///
    /// Text widths need the font's glyph advances, and Apple's fonts (SF Pro and the others iOS ships) are not on
    /// Linux: `TextMeasurement` estimates them (unconfirmed, ±10 %, spec interface-builder §7). Xcode measured
    /// the text with the real font, and the frame it saved for a view it did not mark misplaced or ambiguous is its
    /// own solution. When the saved size on an axis lies within our estimate's error band, the view is taken to be
    /// sized by its text there and the saved size is used as its intrinsic size (an assumption `check` lists);
    /// outside the band (stretched or squeezed by constraints) the estimate stays. The band: the system font's
    /// widths −10 % −1 pt to +12 % +1 pt of the estimated text width and heights ±1 pt; any other font (metrics
    /// unknown) ±35 % +1 pt of the text on both axes; a wrapping label, only while it wraps at its saved width
    /// (the saved size is the text's at that width only): that width, and the height within one line + 1 pt.
    /// Observed: 268 single-line labels with text in 180 public files (Xcode 5–26): the saved widths of 118 lie
    /// at 0.93–1.09 × our estimate, the rest are stretched (1.2–20 ×) or squeezed; the per-character table cannot
    /// reach the 0.5 pt Xcode's frames agree to (labels 17 pt semibold 1–3 pt off, Helvetica Neue, emoji).
    /// Not used when the file's font for the view is replaced (a trait variation's font), there is no text, or the
    /// display scale is not the design device's (sizes are rounded to its pixels); nil on an axis where the saved
    /// size is the estimate.
    static func savedTextSize(
        of e: IBViewElement, estimate: CGSize, textWidth: CGFloat, font: UIFont, filesFont: UIFont,
        wrapWidth: CGFloat? = nil
    ) -> (width: CGFloat?, height: CGFloat?) {
        guard let saved = e.frame, !e.savedMisplaced, !e.savedAmbiguous, font == filesFont, textWidth > 0 else { return (nil, nil) }
        let (w, h) = (CGFloat(saved.width), CGFloat(saved.height))
        // Only what differs from the estimate is an assumption.
        func differing(_ a: CGFloat?, _ b: CGFloat?) -> (width: CGFloat?, height: CGFloat?) {
            (a.flatMap { abs($0 - estimate.width) < 0.001 ? nil : $0 }, b.flatMap { abs($0 - estimate.height) < 0.001 ? nil : $0 })
        }
        let known = font.isSystemFont
        let width: CGFloat? =
            known
            ? (w >= estimate.width - 0.1 * textWidth - 1 && w <= estimate.width + 0.12 * textWidth + 1 ? w : nil)
            : (abs(w - estimate.width) <= 0.35 * textWidth + 1 ? w : nil)
        if let wrapWidth {
            // Wrapping at the saved width: the saved frame is Xcode's measurement of the text at that width, whose
            // line breaks may differ from our estimate's (the saved width is then taken whole).
            guard abs(wrapWidth - w) < 0.01 else { return differing(width, nil) }
            return differing(w, abs(h - estimate.height) <= font.lineHeight + 1 ? h : nil)
        }
        return differing(width, abs(h - estimate.height) <= (known ? 1 : 0.35 * estimate.height + 1) ? h : nil)
    }
}

extension IBIntrinsicSize {
    /// The size an empty label (no text) has in Interface Builder's canvas, read from the frame Xcode saved: per
    /// axis, the saved size where it differs from `estimate` (UIKit's 0 × 0), else nil; nil on both axes for a frame
    /// Xcode marked misplaced or ambiguous.
    ///
    /// UIKit measures a label without text 0 × 0, so its hugging collapses it wherever constraints leave its size
    /// free; Xcode's canvas does not: empty labels whose size only their own hugging decides are saved at the size
    /// they were drawn. Observed (8 labels, Xcode 9–26): "spacer" labels in center-aligned stacks saved 115 × 20 and
    /// 115 × 40.5 (woocommerce-ios `ProductDetailsTableViewCell.xib`, toolsVersion 21701, and
    /// `PickListTableViewCell.xib`, 17701), a 40 × 44 and a 50 × 50 label (element-ios
    /// `VoiceMessagePlaybackView.xib`, `VoiceMessageToolbarView.xib`), 233 × 34 (nextcloud/talk-ios
    /// `ContactsTableViewCell.xib`, Xcode 26), 300 × 28 (openfoodfacts-ios `NutritionTableHeaderCellController.xib`),
    /// 50 × 50 (pocket-casts-ios `PodcastSupporterCell.xib`), 375 × 20.5 (IBDecodable `Launch Screen.storyboard`);
    /// the saved sizes are neither 0 nor one line of the font (15 pt saved 34 high, 17 pt 20 high), and 40 empty
    /// labels saved 0 high or wide agree with UIKit's 0. What Xcode measures there is not known (no intrinsic size
    /// and the canvas keeping the frame, or a design-time size): the saved size is taken as the label's intrinsic
    /// size, an assumption `check` lists with the text sizes read from saved frames.
    static func savedEmptyLabelSize(of e: IBViewElement, estimate: CGSize) -> (width: CGFloat?, height: CGFloat?) {
        guard let saved = e.frame, !e.savedMisplaced, !e.savedAmbiguous else { return (nil, nil) }
        let (w, h) = (CGFloat(saved.width), CGFloat(saved.height))
        return (abs(w - estimate.width) < 0.001 ? nil : w, abs(h - estimate.height) < 0.001 ? nil : h)
    }
}

extension IBIntrinsicSize {
    /// The size of the SF Symbol `view` shows, and whether it was read from the frame Xcode saved; nil when the
    /// view's image is not a symbol of the file's resources.
    ///
    /// A file gives a symbol's proportions only (`IBDocument.symbolAspects`): its size in a view depends on the
    /// symbol's own drawing, which is not known off the Mac. Xcode's saved frame gives it where the view is sized by
    /// its image: an image view's frame, or an image-only classic button's frame less its content insets, taken
    /// when its proportions are the symbol's within 10 % and its height within 0.6–1.6 × the estimate (an
    /// assumption `check` lists); for a button whose saved proportions are not the symbol's, its saved width
    /// within 0.6–1.6 × the estimate's, the height following from the proportions (observed, image-only buttons
    /// taller than their symbol: `xmark` 17.5 × 22, a line of the title font, woocommerce-ios
    /// `FeatureAnnouncementCardCell.xib`, Xcode 13; `die.face.3` at large scale 25 wide inside insets 8, stretched
    /// to 34.33 high by its constraints, KeePassium `EntryFieldEditorVC.storyboard`, Xcode 15; `phone.down.fill`
    /// at 20 pt 48 × 48 under its own `width >= 48`, nextcloud talk-ios `CallViewController.xib`, Xcode 16).
    /// Otherwise the estimate: 17.5 high in an image view and 22 in a button at the default scale, ×0.8 small and
    /// ×1.3 large, as wide as the proportions say; in a button with a configuration, 20 high (the body text’s line)
    /// and as wide as a symbol 22.9 high (× the scale). Observed (saved sizes of
    /// views sized by their symbol): image views `chevron.left` 12.5 × 17 and `calendar` 21 × 17.5 (element-ios,
    /// Xcode 14); buttons `trash` 19 × 22 and `die.face.3` 25 wide at large scale, `touchid` 27.5 × 28 at large
    /// scale (KeePassium, Xcode 15), `pencil` 17 × 22 (Xcode 11); heights between symbols vary by a third; plain
    /// configuration buttons showing only `doc.on.doc` at large scale 51 × 34 and
    /// `arrow.triangle.2.circlepath.camera` 55.5 × 34 (KeePassium, Xcode 26), 27 × 20 and 31.5 × 20 inside the
    /// configuration's insets [estimates unconfirmed].
    static func symbolImageSize(of view: IBViewElement, document: IBDocument) -> (size: CGSize, fromSavedFrame: Bool)? {
        guard let name = view.imageName, let aspect = document.symbolAspects[name], aspect > 0 else { return nil }
        let isButton = view.kind == .button
        let scale: Double =
            switch view.symbolScale {
            case "small": 0.8
            case "large": 1.3
            default: 1
            }
        if isButton, view.usesButtonConfiguration { return (CGSize(width: CGFloat(22.9 * scale * aspect), height: 20), false) }
        let height = (isButton ? 22 : 17.5) * scale
        let estimate = CGSize(width: CGFloat(height * aspect), height: CGFloat(height))
        guard let frame = view.frame, !view.savedMisplaced, !view.savedAmbiguous else { return (estimate, false) }
        var content = (width: frame.width, height: frame.height)
        if isButton {
            guard (view.title ?? "").isEmpty else { return (estimate, false) }
            let i = view.contentEdgeInsets ?? IBInsets(top: 0, left: 0, bottom: 0, right: 0)
            content = (frame.width - i.left - i.right, frame.height - i.top - i.bottom)
        }
        guard content.width > 0, content.height > 0 else { return (estimate, false) }
        if abs(content.width / content.height / aspect - 1) <= 0.1, content.height >= 0.6 * height, content.height <= 1.6 * height {
            return (CGSize(width: content.width, height: content.height), true)
        }
        // A button is often taller than its symbol (at least a line of its title font, or stretched by its
        // constraints), seldom wider: its saved width gives the symbol's, and the proportions its height.
        let width = Double(estimate.width)
        guard isButton, content.width >= 0.6 * width, content.width <= 1.6 * width else { return (estimate, false) }
        return (CGSize(width: content.width, height: content.width / aspect), true)
    }
}

/// A canvas view whose SF Symbol image may take its size from the frame Xcode saved
/// (`IBIntrinsicSize.symbolImageSize`; set by `IBControls.configure`).
protocol IBSavedSymbolMeasuring: IBElementView {
    /// The symbol's size as saved by Xcode, or nil (our estimate is used, or the image is not a symbol).
    var savedSymbolSize: CGSize? { get set }
}

/// A canvas view whose text size may come from the frame Xcode saved (`IBIntrinsicSize.savedTextSize`).
protocol IBSavedTextMeasuring: IBElementView {
    /// Xcode's measurement per axis (nil: our estimate is used on that axis).
    var savedTextSize: (width: CGFloat?, height: CGFloat?) { get }
}
