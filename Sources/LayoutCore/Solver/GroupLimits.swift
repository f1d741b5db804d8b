/// Constants every group solve shares.
enum GroupLimits {
    /// The most cells one group may place; guards against tiny or zero subitem sizes.
    static let maximumCapacity = 1 << 16

    /// Two lengths closer than this count as equal when testing whether a subitem fits (S-12).
    static let fitTolerance = 0.001
}
