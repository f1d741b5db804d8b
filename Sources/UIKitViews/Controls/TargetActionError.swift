/// A target–action message the headless runtime could not deliver where UIKit would have
/// performed it, stopped the app or dropped it silently. Beyond UIKit.
///
/// Read them from ``UIControl/reportedErrors`` (and the same property of the other senders):
///
/// ```swift
/// toggle.simulateToggle()
/// #expect(toggle.reportedErrors.isEmpty, "\(toggle.reportedErrors)")
/// ```
public struct TargetActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the message was not delivered.
    public enum Reason: Hashable, Sendable {
        /// The selector was made from a name (`Selector("refresh")`, a string literal). Only
        /// the Objective-C runtime can find a method by name; write `Selector(refresh)`, a
        /// reference to the method, instead. Nothing is performed.
        case namedSelector(String)
        /// The target is not of the type the unbound method belongs to, or the sender not of
        /// the type the method takes. UIKit stops the app ("unrecognized selector sent to
        /// instance") for the first; here nothing is performed.
        case unrecognizedSelector(selector: String, target: String)
        /// The message had no target, and no responder from the sender up the chain could
        /// perform it. UIKit drops such a message silently.
        case noResponderPerforms(selector: String)
    }

    /// Why the message was not delivered.
    public let reason: Reason

    /// Creates a report of `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The reason in a sentence.
    public var description: String {
        switch reason {
        case .namedSelector(let name):
            "the selector \"\(name)\" is a name, which cannot be performed without the Objective-C runtime"
        case .unrecognizedSelector(let selector, let target):
            "\(selector): unrecognized selector sent to instance of \(target)"
        case .noResponderPerforms(let selector):
            "no responder in the chain performs \(selector)"
        }
    }
}
