/// A function from one color to another that a configuration applies to a color it keeps
/// (a text color, a background color) before use.
///
/// Two transformers are equal when one is a copy of the other: closures cannot be compared,
/// so each transformer made with ``init(_:)`` is its own identity. That keeps configurations
/// that hold transformers `Hashable`.
public struct UIConfigurationColorTransformer: Hashable {
    /// The function.
    public let transform: (UIColor) -> UIColor
    /// What makes copies of one transformer equal and different transformers unequal.
    private let identity = Identity()

    /// The identity of a transformer: compared by reference.
    private final class Identity {}

    /// Creates a transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The color `transform` makes of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// A gray of the color's luminance (0.299 red + 0.587 green + 0.114 blue, ITU-R BT.601),
    /// keeping its opacity. UIKit does not document its weighting; this is the common one.
    nonisolated(unsafe) public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(white: 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue, alpha: color.alpha)
    }

    /// The tint color, whatever the input: the system tint headless, where no view supplies
    /// one.
    nonisolated(unsafe) public static let preferredTint = UIConfigurationColorTransformer { _ in
        UIView.systemTintColor
    }

    /// A gray of the tint color (see ``preferredTint`` and ``grayscale``).
    nonisolated(unsafe) public static let monochromeTint = UIConfigurationColorTransformer { color in
        grayscale(preferredTint(color))
    }

    /// Transformers are equal when one is a copy of the other.
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }
}
