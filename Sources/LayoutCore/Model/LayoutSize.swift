/// The width and height dimensions of an element.
public struct LayoutSize: Hashable, Sendable {
    /// The width dimension.
    public var width: Dimension
    /// The height dimension.
    public var height: Dimension

    /// Creates a size from its two dimensions.
    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// The dimension used on `axis`.
    public func dimension(along axis: Axis) -> Dimension {
        axis == .horizontal ? width : height
    }

    /// Both dimensions resolved inside `container`, never negative (sizing.md S-1).
    public func resolve(in container: Size) -> Size {
        Size(width: Swift.max(0, width.resolve(in: container)), height: Swift.max(0, height.resolve(in: container)))
    }
}

/// The axes on which an element takes its measured size (S-31).
public struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    /// The bit mask: 1 for the width, 2 for the height.
    public var rawValue: Int

    /// Creates a set from its bit mask.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The width is measured.
    public static let width = SelfSizingAxes(rawValue: 1)
    /// The height is measured.
    public static let height = SelfSizingAxes(rawValue: 2)

    /// Whether the axis `axis` is measured.
    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? .width : .height)
    }
}

extension LayoutSize {
    /// The axes whose dimension is `.estimated` or `.uniformAcrossSiblings`.
    public var selfSizingAxes: SelfSizingAxes {
        var axes: SelfSizingAxes = []
        if width.isEstimated { axes.insert(.width) }
        if height.isEstimated { axes.insert(.height) }
        return axes
    }

    /// `resolved` with `measured` taken on the self-sizing axes only (S-31); without a
    /// measurement, `resolved` unchanged.
    public func applying(measured: Size?, to resolved: Size) -> Size {
        guard let measured else { return resolved }
        return Size(
            width: width.isEstimated ? measured.width : resolved.width,
            height: height.isEstimated ? measured.height : resolved.height)
    }
}
