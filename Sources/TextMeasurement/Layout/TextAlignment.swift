/// Where each line sits across the width: UIKit's `NSTextAlignment` for left-to-right text.
public enum TextAlignment: Int, Hashable, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Against the left edge; lines are not stretched (their width is what is measured).
    case justified = 3
    /// The writing direction's leading edge: left, as the text laid out here runs left to right.
    case natural = 4
}
