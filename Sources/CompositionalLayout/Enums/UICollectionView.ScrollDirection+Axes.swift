internal import LayoutCore

extension Axis {
    /// The engine's axis for the direction content scrolls in.
    init(_ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}

extension UICollectionView.ScrollDirection {
    /// UIKit's scroll direction for the engine's axis.
    init(_ axis: Axis) {
        switch axis {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}

extension UIAxis {
    /// The one axis content scrolling in `direction` moves along.
    init(_ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}
