/// The reading direction of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft
}

extension UIUserInterfaceLayoutDirection {
    /// The direction a trait collection's reading direction lays out in: right to left when it
    /// says so, left to right otherwise (unspecified included).
    package init(_ direction: UITraitEnvironmentLayoutDirection) {
        switch direction {
        case .rightToLeft: self = .rightToLeft
        case .leftToRight, .unspecified: self = .leftToRight
        }
    }
}
