extension NSLayoutConstraint {
    /// How ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views it lays
    /// out and which way a horizontal format reads. The raw values are UIKit's: an alignment
    /// bit is `1 << attribute`.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format reads from leading to trailing (the default, no bits).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format reads from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format reads from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Vertical spacing is measured between edges (the default, no bits).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
