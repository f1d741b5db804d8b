/// The reading direction a trait collection reports, which may be left unspecified.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UITraitEnvironmentLayoutDirection {
    /// The trait for a reading direction, which is always specified.
    package init(_ direction: UIUserInterfaceLayoutDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}
