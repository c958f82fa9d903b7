// One import for UIKit-shaped layout code, as UIKit is one import on iOS:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import OpenAutoLayout
//     #endif
//
// It brings UIKit's layout vocabulary (views, guides, constraints, anchors, controls, stack and scroll views,
// view controllers), the Visual Format Language, SwiftyLayout's operators, and Foundation's geometry types
// (`CGRect`, `CGFloat`, …), which UIKit also brings.
@_exported import AutoLayout
@_exported import Foundation
@_exported import SwiftyLayout
@_exported import VisualFormat
