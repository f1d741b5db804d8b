/// The item a `scrollToItem(at:at:animated:)` call scrolls to, kept until the layout passes
/// after it settle: a pass that measured elements shown for the first time can move the item,
/// and the view moves again to keep it where the call asked.
struct ScrollToItemTarget {
    /// The item scrolled to.
    let indexPath: IndexPath
    /// The vertical position named, or none.
    let vertical: UICollectionView.ScrollPosition
    /// The horizontal position named, or none.
    let horizontal: UICollectionView.ScrollPosition
    /// Whether the scroll animates: each move does as the call did.
    let animated: Bool
    /// The moves made after the first, bounded by `maximumLayoutPasses`.
    var moves = 0
}
