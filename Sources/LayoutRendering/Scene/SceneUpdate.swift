import CompositionalLayout
import Foundation

/// A batch update to play: each element shown before or after it, with where it starts and
/// where it ends (frame in content coordinates, and alpha), read from the view's
/// `lastUpdateAnimations`. The HTML page moves each element between the two.
public struct SceneUpdate: Hashable, Sendable {
    /// One element's movement.
    public struct Movement: Hashable, Sendable {
        /// What the element is.
        public var category: SceneElement.Category
        /// The kind of a supplementary or decoration view; `nil` for a cell.
        public var kind: String?
        /// Its index path before the update, `[section, item]`; `nil` when it appears.
        public var indexPathBefore: [Int]?
        /// Its index path after the update, `[section, item]`; `nil` when it disappears.
        public var indexPathAfter: [Int]?
        /// Where it starts, in content coordinates.
        public var initialFrame: CGRect
        /// Its alpha at the start.
        public var initialAlpha: Double
        /// Where it ends, in content coordinates.
        public var finalFrame: CGRect
        /// Its alpha at the end.
        public var finalAlpha: Double

        /// Creates a movement.
        public init(
            category: SceneElement.Category, kind: String?, indexPathBefore: [Int]?, indexPathAfter: [Int]?,
            initialFrame: CGRect, initialAlpha: Double, finalFrame: CGRect, finalAlpha: Double
        ) {
            self.category = category
            self.kind = kind
            self.indexPathBefore = indexPathBefore
            self.indexPathAfter = indexPathAfter
            self.initialFrame = initialFrame
            self.initialAlpha = initialAlpha
            self.finalFrame = finalFrame
            self.finalAlpha = finalAlpha
        }
    }

    /// The movements, in the order of `lastUpdateAnimations`.
    public var movements: [Movement]

    /// Creates an update to play.
    public init(movements: [Movement]) {
        self.movements = movements
    }

    /// The last batch update of `collectionView`; `nil` when it has performed none (or its
    /// last update moved nothing on screen).
    @MainActor
    public init?(lastUpdateOf collectionView: UICollectionView) {
        let animations = collectionView.lastUpdateAnimations
        guard !animations.isEmpty else { return nil }
        movements = animations.map { animation in
            Movement(
                category: SceneElement.Category(animation.category), kind: animation.elementKind,
                indexPathBefore: animation.indexPathBeforeUpdate.map { [$0.section, $0.item] },
                indexPathAfter: animation.indexPathAfterUpdate.map { [$0.section, $0.item] },
                initialFrame: animation.initialAttributes.frame, initialAlpha: Double(animation.initialAttributes.alpha),
                finalFrame: animation.finalAttributes.frame, finalAlpha: Double(animation.finalAttributes.alpha))
        }
    }
}
