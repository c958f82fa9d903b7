import Foundation
import Testing

@testable import AutoLayout

/// Appearance settings UIKit code makes alongside its layout (colors, tint, layers, images, text-input traits):
/// they compile, keep their values and follow UIKit's rules, and never move a view.
@Suite struct AppearanceTests {
    @Test func systemColorsHaveTheirLightValues() {
        #expect(UIColor.systemBlue.hexString == "#007aff")
        #expect(UIColor.systemGray6.hexString == "#f2f2f7")
        #expect(UIColor.secondaryLabel.hexString == "#3c3c4399")
        #expect(UIColor.secondaryLabel.description == "<UIDynamicSystemColor: name = secondaryLabelColor>")
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).description == "UIExtendedSRGBColorSpace 0 0.5 1 1")
        #expect(UIColor.clear.alpha == 0)
        #expect(UIColor.systemBackground == UIColor.white)
    }

    @Test func colorsFromOtherComponentsConvert() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1).hexString == "#0000ff")
        #expect(UIColor(white: 0.5, alpha: 0.5).hexString == "#80808080")
        #expect(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).hexString == "#ffffff")
        #expect(UIColor.systemRed.withAlphaComponent(0.5).alpha == 0.5)
        var r: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 0)
    }

    @Test func badComponentsAreCleanedNotKept() {
        let c = UIColor(red: .nan, green: .infinity, blue: 0.25, alpha: 7)
        #expect(c.red == 0 && c.green == 0 && c.blue == 0.25 && c.alpha == 1)
    }

    @Test func aDynamicColorResolvesThroughItsProvider() {
        let c = UIColor { traits in traits.horizontalSizeClass == .regular ? .black : .white }
        #expect(c == .white)
        #expect(c.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .black)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .black)
    }

    @Test func tintIsInheritedAndChangesAreTold() {
        final class Watcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView()
        let inherits = Watcher()
        let own = Watcher()
        own.tintColor = .systemRed
        root.addSubview(inherits)
        root.addSubview(own)
        #expect(inherits.tintColor == .systemBlue)
        root.tintColor = .systemGreen
        #expect(inherits.tintColor == .systemGreen)
        #expect(own.tintColor == .systemRed)
        #expect(inherits.changes == 1)
        #expect(own.changes == 1)  // its own setting, not the root's
        root.tintColor = nil
        #expect(inherits.tintColor == .systemBlue)
    }

    @Test func theLayerIsTheViewsOwnSettings() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.layer.masksToBounds = true
        #expect(v.clipsToBounds)
        v.layer.backgroundColor = UIColor.systemYellow.cgColor
        #expect(v.backgroundColor == .systemYellow)
        v.alpha = 0.5
        #expect(v.layer.opacity == 0.5)
        v.layer.cornerRadius = .nan
        #expect(v.layer.cornerRadius == 0)
        v.layer.borderColor = UIColor.separator.cgColor
        #expect(v.layer.borderColor == UIColor.separator.cgColor)
        #expect(v.layer === v.layer)
        #expect(v.layer.frame == v.frame)
    }

    @Test func appearanceNeverMovesAView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = AutoLayout.UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let before = label.frame
        root.backgroundColor = .systemBackground
        label.textColor = .secondaryLabel
        label.contentMode = .redraw
        label.layer.cornerRadius = 4
        root.tintColor = .systemPink
        #expect(!root.needsLayoutFlag && !label.needsLayoutFlag)
        root.layoutIfNeeded()
        #expect(label.frame == before)
        #expect(label.textColor == .secondaryLabel)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test func namedImagesComeFromTheRegistry() {
        #expect(UIImage(named: "appearance-tests-missing") == nil)
        UIImage.register(UIImage(size: CGSize(width: 120, height: 40), scale: 2), named: "appearance-tests-logo")
        let logo = UIImage(named: "appearance-tests-logo")
        #expect(logo?.size == CGSize(width: 120, height: 40))
        #expect(logo?.name == "appearance-tests-logo")
        let view = UIImageView(image: logo)
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 40))
    }

    @Test func symbolImagesAreSizedByTheirConfiguration() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.renderingMode == .alwaysTemplate)
        #expect(star.size == CGSize(width: 17.5, height: 17.5))
        let big = try #require(UIImage(systemName: "star", withConfiguration: .init(pointSize: 34)))
        #expect(big.size == CGSize(width: 35, height: 35))
        #expect(star.withConfiguration(.init(scale: .large)).size.height == 22.75)
        #expect(UIImage(systemName: "") == nil)
        let view = UIImageView(image: star)
        view.preferredSymbolConfiguration = .init(pointSize: 34)
        #expect(view.intrinsicContentSize == CGSize(width: 35, height: 35))
        view.image = big.withConfiguration(.init(pointSize: 17))
        #expect(view.intrinsicContentSize == CGSize(width: 17.5, height: 17.5))
    }

    /// An SF Symbol has a baseline, half its height less half its text's cap height above its bottom; an image
    /// view showing it aligns by it (first and last baseline alike). Other images have none: the view's top and
    /// bottom, unless the app gives one.
    @Test func symbolImagesHaveABaseline() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let offset = (17.5 - UIFont.systemFont(ofSize: 17).capHeight) / 2
        #expect(star.hasBaseline && abs(star.baselineOffsetFromBottom - offset) < 1e-9)
        #expect(!star.imageWithoutBaseline().hasBaseline)
        let photo = UIImage(size: CGSize(width: 40, height: 30))
        #expect(!photo.hasBaseline && photo.baselineOffsetFromBottom == 0)
        #expect(photo.withBaselineOffset(fromBottom: 6).baselineOffsetFromBottom == 6)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = AutoLayout.UILabel()
        label.text = "Passkey"
        let icon = UIImageView(image: star)
        let plain = UIImageView(image: photo)
        for v in [label, icon, plain] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            icon.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let baseline = label.frame.minY + label.firstBaselineOffsetFromTop
        #expect(abs(icon.frame.maxY - offset - baseline) < 1e-6, "\(icon.frame)")
        #expect(abs(plain.frame.maxY - baseline) < 1e-6, "\(plain.frame)")
        // A new image re-aligns the view by its own baseline.
        icon.image = photo.withBaselineOffset(fromBottom: 10)
        root.layoutIfNeeded()
        #expect(abs(icon.frame.maxY - 10 - baseline) < 1e-6, "\(icon.frame)")
    }

    /// An image view is placed by its image's alignment rectangle: the constraints hold the content, and the
    /// frame extends beyond it by the image's alignment insets; a new image with other insets re-places the frame.
    @Test func imageViewsAlignTheirImagesContent() throws {
        let padded = UIImage(size: CGSize(width: 25, height: 29.5)).withAlignmentRectInsets(
            UIEdgeInsets(top: 2.5, left: 0, bottom: 2, right: 0))
        #expect(padded.alignmentRectInsets == UIEdgeInsets(top: 2.5, left: 0, bottom: 2, right: 0))
        #expect(padded != UIImage(size: CGSize(width: 25, height: 29.5)))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let icon = UIImageView(image: padded)
        icon.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            icon.widthAnchor.constraint(equalToConstant: 25),
            icon.heightAnchor.constraint(equalToConstant: 25),
        ])
        root.layoutIfNeeded()
        #expect(icon.alignmentRectInsets == padded.alignmentRectInsets)
        #expect(icon.frame == CGRect(x: 10, y: 17.5, width: 25, height: 29.5))
        icon.image = UIImage(size: CGSize(width: 25, height: 25))
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 10, y: 20, width: 25, height: 25))
    }

    @Test func buttonTitleColorsFollowTheState() {
        let system = AutoLayout.UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        system.tintColor = .systemOrange
        #expect(system.currentTitleColor == .systemOrange)
        system.setTitleColor(.black, for: .normal)
        #expect(system.titleColor(for: .highlighted) == .black)
        system.setTitleColor(.gray, for: .highlighted)
        #expect(system.titleColor(for: .highlighted) == .gray)
        #expect(AutoLayout.UIButton(type: .custom).titleColor(for: .normal) == .white)
    }

    @Test func textInputTraitsKeepTheirValues() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.returnKeyType = .done
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        let traits: UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.autocapitalizationType == .none)
        #expect(traits.textContentType == .emailAddress && field.clearButtonMode == .whileEditing)
        let text = UITextView()
        #expect(text.autocapitalizationType == .sentences)
    }
}

/// `UIVisualEffectView` as layout sees it: content goes in a content view that fills the effect view.
@Suite struct VisualEffectViewTests {
    @Test func theContentViewFillsTheEffectView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(blur)
        let label = AutoLayout.UILabel()
        label.text = "Now Playing"
        label.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            blur.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            blur.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            blur.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            label.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -12),
            label.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
        ])
        root.layoutIfNeeded()
        let height = 24 + label.intrinsicContentSize.height
        #expect(blur.frame == CGRect(x: 0, y: 480 - height, width: 320, height: height))
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: height))
        #expect(abs(label.frame.midX - 160) < 0.001)
    }
}
