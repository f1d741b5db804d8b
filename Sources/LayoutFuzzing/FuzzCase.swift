import InternalUtilities
import LayoutCore

/// One generated layout with everything needed to solve, query and measure it again: the
/// description, the container, the custom-group hooks, the row offsets and visible rectangle
/// the queries use, and what the generator knows about the input (whether it made it
/// invalid on purpose, whether it may trip an engine limit).
public struct FuzzCase: Sendable {
    /// The seed the case was generated from.
    public var seed: UInt64
    /// The layout.
    public var layout: LayoutDescription
    /// Where it is shown.
    public var container: Container
    /// The frames of custom groups.
    public var hooks: FuzzHooks
    /// Row offsets by section, as the host would pass them to queries.
    public var rowOffsets: [Int: Double]
    /// The visible rectangle pinned boundary items stay in, or `nil` for natural places.
    public var visible: Rect?
    /// The one thing the generator made invalid on purpose, if any.
    public var invalidity: Invalidity?
    /// Engine limits the input may legitimately run into.
    public var limits: LimitExpectation
    /// Sections with so many items that they are checked on samples instead of in full.
    public var sampledSections: Set<Int>
}

/// Engine limits a valid input may run into, with what the generator knows about them.
public struct LimitExpectation: Hashable, Sendable {
    /// The input has zero, tiny or inset-swallowed lengths, so a group may hold more cells
    /// than `LayoutLimits.maximumCapacity` (`groupTooDense`).
    public var mayBeTooDense = false
    /// The input has lengths or counts large enough to reach `LayoutLimits.maximumCoordinate`
    /// (`coordinatesTooLarge`); a group that long may also hold too many cells.
    public var mayExceedCoordinates = false
    /// The content certainly reaches past `LayoutLimits.maximumCoordinate`: solving must fail
    /// with `coordinatesTooLarge`.
    public var mustExceedCoordinates = false

    /// Creates an expectation with no limit in reach.
    public init() {}

    /// Whether `error` is an acceptable outcome for a valid input with these limits.
    public func accepts(_ error: LayoutError) -> Bool {
        switch error.reason {
        case .groupTooDense: return mayBeTooDense || mayExceedCoordinates
        case .coordinatesTooLarge, .indexPathsTooLarge: return mayExceedCoordinates || mustExceedCoordinates
        default: return false
        }
    }
}

/// Custom-group frames for generated layouts: a deterministic function of the group id and
/// its geometry, one to four frames inside the group's content box.
public struct FuzzHooks: SolverHooks, Sendable {
    /// Mixed into every frame, so that different cases get different frames.
    public var seed: UInt64

    /// Creates hooks for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// One to four frames inside the content box of custom group `id`.
    public func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem] {
        var rng = SplitMix64.stream(seed ^ UInt64(truncatingIfNeeded: id), 7)
        let width = max(0, size.width - contentInsets.leading - contentInsets.trailing)
        let height = max(0, size.height - contentInsets.top - contentInsets.bottom)
        return (0..<rng.int(1...4)).map { _ in
            let w = rng.unit() * width, h = rng.unit() * height
            let frame = Rect(x: rng.unit() * (width - w), y: rng.unit() * (height - h), width: w, height: h)
            return CustomItem(frame: frame, zIndex: rng.int(-1...2))
        }
    }
}
