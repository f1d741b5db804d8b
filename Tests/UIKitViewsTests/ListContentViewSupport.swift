import Foundation
@testable import UIKitViews

/// A list content view `width` × `height` at scale 3 (with `traits` on top) showing
/// `configuration`, with no superview and not laid out yet: what the list content tests
/// measure and lay out.
@MainActor
func makeListContentView(
    _ configuration: UIListContentConfiguration, width: CGFloat = 390, height: CGFloat = 44,
    traits: [UITraitCollection] = []
) -> UIListContentView {
    let view = UIListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    view.traitCollection = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3)] + traits)
    return view
}
