/// Limits every group solve shares.
public enum GroupLimits {
    /// The most cells one group may place; guards against tiny or zero subitem sizes.
    public static let maximumCapacity = 1 << 16

    /// The deepest nesting of groups the engine lays out: a top-level group is depth 1, its
    /// nested groups depth 2, and so on. Deeper trees are rejected with `nestingTooDeep` before
    /// anything recursive runs, so no input can exhaust a thread's stack.
    public static let maximumDepth = 64

    /// Two lengths closer than this count as equal when testing whether a subitem fits (S-12).
    static let fitTolerance = 0.001
}
