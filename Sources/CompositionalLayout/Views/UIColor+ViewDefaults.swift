// The system colors views and configurations default to, by their light-mode values. They
// stand in for UIKit's `.systemBlue`, `.label` and `.secondaryLabel`, which the semantic
// palette (issue 17) adds to UIColor; once both are in, these should become those.

extension UIColor {
    /// iOS's system blue in light mode, #007AFF: the tint of a hierarchy that sets none.
    static let systemBlueStandIn = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// The color of primary text in light mode: black.
    static let labelStandIn = UIColor(white: 0, alpha: 1)
    /// The color of secondary text in light mode: #3C3C43 at 60 % opacity.
    static let secondaryLabelStandIn = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
}
