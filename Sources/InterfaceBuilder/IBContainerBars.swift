import AutoLayout
import Foundation

/// Bars a scene gets from the container controller that shows it, as Interface Builder's canvas infers them.
///
/// A navigation controller's root scene (relationship segue `rootViewController`) and every scene pushed from it
/// (`show`/`push` segues, onward) show its navigation bar; a tab bar controller's scenes (relationship
/// `viewControllers`, and through a navigation controller its scenes) show its tab bar; a navigation controller
/// with `toolbarHidden="NO"` shows its toolbar. The canvas puts those bars in the scenes' safe area: the saved
/// frames of views pinned to the safe area sit below the container's saved bar (observed: duckduckgo/iOS
/// `Debug.storyboard`, a text view at y = 92 under the navigation bar saved at (0, 48, 414, 44) on `retina6_1`;
/// `Bookmarks.storyboard`, a sheet's bar at (0, 0, 375, 56)). A scene that says it has no top or bottom bar
/// (`<nil key="simulatedTopBarMetrics"/>`) or whose own simulated metrics name one keeps its own. Below an opaque
/// navigation bar (`translucent="NO"`), unless the scene sets `extendedLayoutIncludesOpaqueBars`, the root view
/// starts at the bar's bottom and its safe area has no top inset (observed: duckduckgo/iOS `Bookmarks.storyboard`,
/// Xcode 15, a sheet's opaque bar 56 high above a 591-high root whose container view is pinned to the top layout
/// guide at y = 0; `Feedback.storyboard`, labels 25 pt below the safe area's top saved at y = 25).
enum IBContainerBars {
    /// The bottom of a container's top bar on the screen at a device whose safe area starts at `safeTop`: a bar
    /// saved at the top of the screen (a sheet's) keeps its frame; one below the status bar follows the device's.
    static func bottom(of bar: IBRect, safeTop: Double) -> Double {
        bar.y <= 0 ? bar.y + bar.height : safeTop + bar.height
    }

    /// The size Interface Builder's canvas gives the root of `vc` when the frame saved for it is stale (the root is
    /// marked `misplaced="YES"`): the screen, less the status bar and a navigation bar the root lies below
    /// (`IBViewController.liesBelowTopBar`). Observed: duckduckgo/iOS `Feedback.storyboard` (Xcode 15,
    /// `retina5_5`): three roots under an opaque navigation bar saved misplaced at 414×666, whose views pinned to
    /// the safe area's top and bottom were saved as in a 414×672 root (736 − 20 − 44) with no top inset. Opaque
    /// bottom bars are not taken off [unconfirmed: no such root seen].
    static func canvasRootSize(of vc: IBViewController, configuration: IBConfiguration, toolsVersion: Double) -> CGSize {
        var height = configuration.size.height
        if vc.liesBelowTopBar, let bar = vc.inheritedTopBar {
            height -= bottom(of: bar, safeTop: configuration.safeArea(toolsVersion: toolsVersion).top)
        }
        return CGSize(width: configuration.size.width, height: height)
    }

    /// Sets `inheritedTopBar` and `inheritedBottomBar` of the controllers the document's containers show.
    static func inherit(in document: IBDocument) {
        let controllers = document.viewControllers
        var byID: [String: IBViewController] = [:]
        for vc in controllers where byID[vc.id] == nil { byID[vc.id] = vc }
        func barView(_ vc: IBViewController, _ element: String) -> IBViewElement? {
            vc.placedViews.first { $0.element == element && $0.frame != nil }
        }
        func bar(_ vc: IBViewController, _ element: String) -> IBRect? { barView(vc, element)?.frame.map { standardFrame($0, element) } }
        /// A bar saved 1000 × 1000 at the origin: Xcode's placeholder for a bar it did not lay out, not where the
        /// canvas shows it. The bar's standard frame on the design device is taken instead: a navigation bar 44
        /// high below the status bar, a tab bar 49 and a toolbar 44 high above the bottom inset. Observed:
        /// xmartlabs/XLPagerTabStrip `Example/Example/Base.lproj/Storyboard.storyboard` (toolsVersion 14460.31,
        /// `retina4_7`): a translucent="NO" tab bar saved 1000 × 1000, its tabs' roots saved 618 and 554 high
        /// (667 less the 49 of the tab bar, and less a 64-point navigation bar too) and views on their bottom
        /// layout guide saved at the root's bottom) and Juanpe/SkeletonView
        /// `Examples/iOS Example/Sources/Base.lproj/Main.storyboard` (toolsVersion 19455, `retina5_9`: a tab bar saved 1000 × 1000, a view on the safe area's bottom saved
        /// 83 above the root's, 49 and the 34 of the home indicator). Taken as the bar's frame, the placeholder
        /// put the safe area's bottom above its top and the views on it at negative y [inferred; the bars'
        /// heights are UIKit's].
        func standardFrame(_ f: IBRect, _ element: String) -> IBRect {
            guard f.x == 0, f.y == 0, f.width == 1000, f.height == 1000 else { return f }
            let design = IBConfiguration.design(of: document)
            let insets = design.safeArea(toolsVersion: document.toolsVersion)
            let (width, height) = (Double(design.size.width), Double(design.size.height))
            switch element {
            case "navigationBar": return IBRect(x: 0, y: insets.top, width: width, height: 44)
            case "tabBar": return IBRect(x: 0, y: height - 49 - insets.bottom, width: width, height: 49 + insets.bottom)
            default: return IBRect(x: 0, y: height - 44 - insets.bottom, width: width, height: 44 + insets.bottom)
            }
        }
        /// The scenes a navigation controller shows: its root, then what they push, breadth first.
        func navigationScenes(_ nav: IBViewController) -> [IBViewController] {
            var seen = Set<String>()
            var out: [IBViewController] = []
            var queue = nav.segues.filter { $0.kind == "relationship" && $0.relationship == "rootViewController" }.map(\.destination)
            while !queue.isEmpty {
                let id = queue.removeFirst()
                guard seen.insert(id).inserted, let vc = byID[id] else { continue }
                out.append(vc)
                queue += vc.segues.filter { $0.kind == "show" || $0.kind == "push" }.map(\.destination)
            }
            return out
        }
        for nav in controllers where nav.kind == .navigationController {
            let scenes = navigationScenes(nav)
            if nav.attributes["navigationBarHidden"] != "YES", let top = barView(nav, "navigationBar"),
                let frame = bar(nav, "navigationBar")
            {
                for vc in scenes where vc.inheritedTopBar == nil {
                    vc.inheritedTopBar = frame
                    vc.inheritedTopBarIsOpaque = top.attributes["translucent"] == "NO"
                }
            }
            if nav.attributes["toolbarHidden"] == "NO", let bottom = bar(nav, "toolbar") {
                for vc in scenes where vc.inheritedBottomBar == nil { vc.inheritedBottomBar = bottom }
            }
        }
        for tabs in controllers where tabs.kind == .tabBarController {
            guard let bottom = bar(tabs, "tabBar") else { continue }
            for segue in tabs.segues where segue.kind == "relationship" && segue.relationship == "viewControllers" {
                guard let child = byID[segue.destination] else { continue }
                let scenes = child.kind == .navigationController ? navigationScenes(child) : [child]
                for vc in scenes where vc.inheritedBottomBar == nil { vc.inheritedBottomBar = bottom }
            }
        }
    }
}

extension Builder {
    /// The root's safe area with the bars its container shows (`IBContainerBars`), given the insets from the device
    /// and simulated metrics (`s`), the root's saved top (`rootTop`) and height, in screen coordinates. A bar saved
    /// at the top of the screen (a sheet's) keeps its frame; one below the status bar follows this device's.
    func addingContainerBars(to s: IBEdgeInsets, of vc: IBViewController, rootTop: Double, rootHeight: Double) -> IBEdgeInsets {
        var s = s
        let design = IBConfiguration.design(of: document).safeArea(toolsVersion: document.toolsVersion)
        let here = configuration.safeArea(toolsVersion: document.toolsVersion)
        if let bar = vc.inheritedTopBar, !vc.noSimulatedTopBar, !vc.simulatedNavigationBar {
            // Below an opaque bar the root starts at the bar's bottom: nothing above it covers the root.
            s.top = vc.liesBelowTopBar ? 0 : max(s.top, IBContainerBars.bottom(of: bar, safeTop: here.top) - rootTop)
        }
        if let bar = vc.inheritedBottomBar, !vc.noSimulatedBottomBar, vc.simulatedBottomBarHeight == 0 {
            // The bar's saved height includes the design device's bottom inset (a tab bar on retina6_1: 49 + 34).
            let height = bar.height - design.bottom + here.bottom
            let top = configuration.size.height - height
            s.bottom = max(s.bottom, rootTop + rootHeight - top)
        }
        return s
    }
}

extension IBViewController {
    /// Whether the root view lies below the navigation bar of the container that shows it: an opaque bar (the
    /// canvas puts a root under an opaque bar only when `extendedLayoutIncludesOpaqueBars="YES"`), or any bar when
    /// `edgesForExtendedLayout` leaves out the top (UIKit's rule for both). Observed for the second:
    /// xmartlabs/XLPagerTabStrip `Storyboard.storyboard` (Xcode 10.1), a scene with no extended edges in a
    /// translucent navigation controller, root saved 375×554 and a scroll view on the top layout guide saved at y = 0.
    var liesBelowTopBar: Bool {
        guard inheritedTopBar != nil, !noSimulatedTopBar, !simulatedNavigationBar else { return false }
        return !extendsUnderTopBar || (inheritedTopBarIsOpaque && attributes["extendedLayoutIncludesOpaqueBars"] != "YES")
    }

    /// Whether the root lies below its opaque simulated navigation bar: saved at y = 0 and shorter than its screen (the
    /// freeform size's, else the design device's). The canvas then saves the root at y = 0 and views pinned to the
    /// top layout guide at the root's top. Observed: ReactiveX/RxSwift `APIWrappers.storyboard` (Xcode 13, freeform
    /// 500×568 with an opaque bar, root saved 500×524 and a scroll view on the top layout guide saved at y = 0; what
    /// the 44 points taken off include when the bar is prompted is unconfirmed: the root's saved height is used), and
    /// on a device's screen openfoodfacts-ios `ProductAttributeViewController.storyboard` and
    /// `ProductDetailViewController.storyboard` (Xcode 11, `retina4_7` with an opaque bar and no status bar simulated:
    /// roots saved 375×623, a stack 8 below the top layout guide saved at y = 8 and a scroll view 44 below it at
    /// y = 44).
    func rootLiesBelowOpaqueBar(in document: IBDocument) -> Bool {
        guard let saved = view?.frame else { return false }
        let screenHeight = freeformSize?.height ?? IBConfiguration.design(of: document).size.height
        return simulatedNavigationBar && simulatedNavigationBarIsOpaque && attributes["extendedLayoutIncludesOpaqueBars"] != "YES"
            && saved.y == 0 && saved.height < screenHeight
    }

    /// Whether the canvas shows the scene as a sheet (iOS 13's page sheet, Xcode 11 and later): the root is saved
    /// at y = 0, as wide as the design device's screen and up to 80 points shorter, with no bars of its own or from
    /// a container. The card lies at the bottom of the screen, below the status bar, so its safe area has the
    /// device's bottom inset and no top inset (observed: element-hq/element-ios `SpaceMenuViewController.storyboard`,
    /// `SpaceDetailViewController.storyboard` (toolsVersion 18122) and `RoomContextPreviewViewController.storyboard`
    /// (20037), `retina6_1` roots saved 414×842 whose views 16 below the safe area's top are saved at y = 16 and
    /// a table 16 above its bottom ends 50 above the root's; how Xcode decides to show a scene as a sheet is
    /// unconfirmed: the saved root's size is what is read).
    ///
    /// A navigation controller shown as a sheet saves its bar at the card's top, 56 high (`isSheetBar`); its scenes
    /// are sheets too, the bar inside the card (observed: xmartlabs/Eureka `Main.storyboard`, Xcode 11.3,
    /// `retina5_9`: a root saved 375×758 under a bar saved (0, 0, 375, 56), a table on the safe area's bottom saved
    /// ending 34 above the root's).
    func isShownAsSheet(in document: IBDocument) -> Bool {
        guard document.toolsVersion >= 15000, document.hasDeviceElement, freeformSize == nil, let saved = view?.frame,
            !(view?.savedMisplaced ?? true), !simulatedNavigationBar, simulatedBottomBarHeight == 0,
            inheritedTopBar.map(IBViewController.isSheetBar) ?? true, inheritedBottomBar == nil
        else { return false }
        let screen = IBConfiguration.design(of: document).size
        return saved.y == 0 && saved.width == screen.width && saved.height < screen.height && saved.height >= screen.height - 80
    }

    /// Whether a container's saved navigation bar is the one of a sheet: at the top of the card, 56 high (iOS 13's
    /// sheets).
    static func isSheetBar(_ bar: IBRect) -> Bool { bar.y == 0 && bar.height == 56 }
}
