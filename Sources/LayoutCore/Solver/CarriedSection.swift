/// What a section after a data update carries from the solution before it: the section it
/// was (`nil` for a new one) and its measurements moved with their items (`nil` when they are
/// the old section's unchanged). The facade computes these from a batch update; the solver
/// keeps an old section as it is only when its measurements and inputs are unchanged.
public struct CarriedSection: Hashable, Sendable {
    /// The index, in the previous solution, of the section this one was.
    public var source: Int?
    /// The measurements moved with their items, or `nil` when they are the source's as they were.
    public var measurements: SectionMeasurements?

    /// A section carried from `source` with `measurements`.
    public init(source: Int?, measurements: SectionMeasurements? = nil) {
        self.source = source
        self.measurements = measurements
    }
}
