extension UIView {
    /// Which parts of a view's frame stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The space between the superview's left edge and the view stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space between the view and the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space between the superview's top edge and the view stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space between the view and the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that autoresize after this view's bounds changed size from
    /// `oldSize`, when ``autoresizesSubviews`` is on.
    ///
    /// Along each axis a subview's frame has three parts: the space before it, its length and
    /// the space after it, measured against the old size. The change in size is shared among
    /// the flexible parts in proportion to their current lengths, as UIKit's documentation of
    /// `AutoresizingMask` describes; when the flexible parts all measure 0, it is shared
    /// equally (a choice: the documentation is silent there). A subview with a transform is
    /// resized through its frame, as UIKit does.
    func resizeSubviews(fromOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let horizontal = Self.resized(
                start: frame.minX, length: frame.width, total: oldSize.width, delta: newSize.width - oldSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                           mask.contains(.flexibleRightMargin)))
            let vertical = Self.resized(
                start: frame.minY, length: frame.height, total: oldSize.height, delta: newSize.height - oldSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                           mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        }
    }

    /// One axis of an autoresize: the new start and length of a span that started at `start`
    /// with `length` inside `total`, when `total` grows by `delta`.
    private static func resized(
        start: CGFloat, length: CGFloat, total: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [start, length, total - start - length]
        let isFlexible = [flexible.0, flexible.1, flexible.2]
        let flexibleCount = isFlexible.filter { $0 }.count
        guard flexibleCount > 0, delta != 0 else { return (start, length) }
        let flexibleSum = zip(parts, isFlexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        func share(_ index: Int) -> CGFloat {
            guard isFlexible[index] else { return 0 }
            return flexibleSum != 0 ? delta * parts[index] / flexibleSum : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), length + share(1))
    }
}
