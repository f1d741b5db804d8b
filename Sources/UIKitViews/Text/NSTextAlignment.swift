/// How lines of text are placed between the edges of the area they are drawn in. Stored only:
/// no text is drawn headless. The raw values are UIKit's on iOS.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Stretched to both edges, except the last line.
    case justified = 3
    /// Along the edge where the text's script starts lines: left for left-to-right scripts,
    /// right for right-to-left ones.
    case natural = 4
}
