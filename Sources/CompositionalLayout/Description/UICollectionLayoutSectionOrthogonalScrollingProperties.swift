internal import LayoutCore

/// The scrolling physics of an orthogonally scrolling section.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How quickly a flicked row slows down, as the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond; 0 means "use the collection view's".
        public var rawValue: CGFloat

        /// Creates a rate from its raw fraction.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The collection view's own rate.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// The ordinary scroll-view rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The rate used by paging scroll views.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether a row bounces at its ends.
    public enum Bounce: Int, Sendable {
        /// The collection view's own behaviour.
        case automatic = 0
        /// Always bounce.
        case always
        /// Never bounce.
        case never
    }

    /// The row's deceleration rate.
    public var decelerationRate: DecelerationRate = .automatic
    /// Whether the row bounces.
    public var bounce: Bounce = .automatic

    /// Creates properties with the collection view's own rate and bounce.
    public init() {}
}

extension RowBounce {
    /// The engine's bounce for a row's bounce behaviour.
    init(_ bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce) {
        switch bounce {
        case .automatic: self = .automatic
        case .always: self = .always
        case .never: self = .never
        }
    }
}
