extension UICollectionView {
    /// One element's animation in the last batch update, beyond UIKit: headless, an animation
    /// is where the element starts and where it ends. The update lays out at once; the
    /// animations complete (and the completion handlers run) at the next layout pass.
    ///
    /// An element shown before the update that lives on goes from its attributes then to its
    /// attributes after it. One that disappears (deleted, reloaded, or in such a section) ends
    /// at the layout's `finalLayoutAttributes…ForDisappearing…` answer, or where it was when
    /// the layout answers `nil`. One that appears (inserted, reloaded, or in such a section)
    /// starts at the layout's `initialLayoutAttributes…ForAppearing…` answer, or where it ends
    /// when that is `nil`; one that lives on and comes into the bounds starts where the layout
    /// had it before the update. In an animated bounds change nothing comes or goes: an
    /// element that leaves the bounds disappears and one that enters them appears, with the
    /// same hooks.
    public struct ElementAnimation {
        /// What the element is.
        public let category: UICollectionElementCategory
        /// The kind of a supplementary or decoration view; `nil` for a cell.
        public let elementKind: String?
        /// Where the element was before the update; `nil` when it appears.
        public let indexPathBeforeUpdate: IndexPath?
        /// Where the element is after the update; `nil` when it disappears.
        public let indexPathAfterUpdate: IndexPath?
        /// The attributes the element starts from.
        public let initialAttributes: UICollectionViewLayoutAttributes
        /// The attributes the element ends at.
        public let finalAttributes: UICollectionViewLayoutAttributes
    }
}
