import Foundation

/// A pinned boundary item of a ``LayoutScene`` with the rule that moves it as the view
/// scrolls: the same rule the layout applies, written once here as the reference the HTML
/// page's script follows.
///
/// Along the main axis, in reading order (``isReversed`` for a right-to-left horizontal
/// layout, whose main axis runs from the right), with `n` the natural start, `len` the
/// length, `[low, high]` the pinning bounds and `[w0, w1]` the pinning window:
///
/// * end items: `max(min(n, w1 − len), min(F, n))`, where `F` is the larger of `low` and
///   the natural ends of the start items pinned within the same bounds;
/// * start items: `max(min(max(n, w0), high − len, E − len), n)`, where `E` is the
///   smallest start of those end items where they are pinned (or +∞).
///
/// The result is rounded to the pixel grid, as the layout rounds supplementary origins.
public struct ScenePin: Hashable, Sendable {
    /// Which end of the main axis the item sits on, in reading order.
    public enum Edge: String, Hashable, Sendable {
        /// The start: the top, or the leading side of a horizontal layout.
        case start
        /// The end: the bottom, or the trailing side of a horizontal layout.
        case end
    }

    /// The index of the pinned element in ``LayoutScene/elements``.
    public var element: Int
    /// The edge the item sits on.
    public var edge: Edge
    /// The main axis.
    public var axis: LayoutScene.Axis
    /// Whether reading order runs against the axis (right-to-left horizontal layouts).
    public var isReversed: Bool
    /// Where the item sits unpinned.
    public var naturalFrame: CGRect
    /// The rectangle it stays within: its section, or the content for layout-wide items.
    public var pinningBounds: CGRect
    /// Pins with the same group share pinning bounds and push each other: the section, or
    /// `-1` for layout-wide items.
    public var group: Int

    /// Creates a pin.
    public init(
        element: Int, edge: Edge, axis: LayoutScene.Axis, isReversed: Bool, naturalFrame: CGRect, pinningBounds: CGRect,
        group: Int
    ) {
        self.element = element
        self.edge = edge
        self.axis = axis
        self.isReversed = isReversed
        self.naturalFrame = naturalFrame
        self.pinningBounds = pinningBounds
        self.group = group
    }
}

extension LayoutScene {
    /// The frames of ``pins`` (in their order) with the pinning window `window`: the
    /// reference for the page's script, and what ``pinningWindow`` gives the reported frames.
    public func pinnedFrames(window: CGRect) -> [CGRect] {
        var starts = [Double](repeating: 0, count: pins.count)
        var groups: [Int] = []
        for pin in pins where !groups.contains(pin.group) { groups.append(pin.group) }
        for group in groups {
            let members = pins.indices.filter { pins[$0].group == group }
            let reading = members.map { ReadingSpan(pins[$0], window: window) }
            let startEnds = zip(members, reading).filter { pins[$0.0].edge == .start }.map { $0.1.natural + $0.1.length }
            let floor = startEnds.reduce(reading.first?.low ?? 0, Swift.max)
            var endStart = Double.infinity
            for (index, span) in zip(members, reading) where pins[index].edge == .end {
                let position = Swift.max(Swift.min(span.natural, span.windowHigh - span.length), Swift.min(floor, span.natural))
                starts[index] = span.physical(position)
                endStart = Swift.min(endStart, position)
            }
            for (index, span) in zip(members, reading) where pins[index].edge == .start {
                let limit = Swift.min(span.high - span.length, endStart - span.length)
                let position = Swift.max(Swift.min(Swift.max(span.natural, span.windowLow), limit), span.natural)
                starts[index] = span.physical(position)
            }
        }
        return pins.indices.map { index in
            let pin = pins[index]
            let start = rounded(starts[index])
            return pin.axis == .vertical
                ? CGRect(x: pin.naturalFrame.minX, y: start, width: pin.naturalFrame.width, height: pin.naturalFrame.height)
                : CGRect(x: start, y: pin.naturalFrame.minY, width: pin.naturalFrame.width, height: pin.naturalFrame.height)
        }
    }

    /// `value` on the pixel grid, halves away from zero.
    private func rounded(_ value: Double) -> Double {
        guard displayScale > 0, displayScale.isFinite else { return value }
        return (value * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
}

/// A pin's numbers along the main axis in reading order: negated (and measured from the far
/// edge) when the axis runs right to left, so one rule serves both directions.
private struct ReadingSpan {
    let natural: Double
    let length: Double
    let low: Double
    let high: Double
    let windowLow: Double
    let windowHigh: Double
    let reversed: Bool

    init(_ pin: ScenePin, window: CGRect) {
        let vertical = pin.axis == .vertical
        let frame = pin.naturalFrame
        let bounds = pin.pinningBounds
        let start = vertical ? frame.minY : frame.minX
        length = vertical ? frame.height : frame.width
        let lowP = vertical ? bounds.minY : bounds.minX
        let highP = vertical ? bounds.maxY : bounds.maxX
        let w0 = vertical ? window.minY : window.minX
        let w1 = vertical ? window.maxY : window.maxX
        reversed = pin.isReversed
        if reversed {
            natural = -(start + length)
            low = -highP
            high = -lowP
            windowLow = -w1
            windowHigh = -w0
        } else {
            natural = start
            low = lowP
            high = highP
            windowLow = w0
            windowHigh = w1
        }
    }

    /// A reading-order start back on the physical axis.
    func physical(_ position: Double) -> Double {
        reversed ? -position - length : position
    }
}
