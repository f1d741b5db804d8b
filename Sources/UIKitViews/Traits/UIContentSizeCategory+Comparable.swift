extension UIContentSizeCategory: Comparable {
    /// The standard sizes from smallest to largest, the five accessibility sizes last.
    private static let ascending: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether `lhs` is a smaller text size than `rhs`, so that
    /// `category >= .accessibilityMedium` asks for one of the accessibility sizes.
    ///
    /// `.unspecified` and strings this package does not list come before `.extraSmall`
    /// (UIKit documents no order for them), ordered among themselves by their strings so
    /// that the order stays total.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        let (left, right) = (lhs.rank, rhs.rank)
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }

    /// The position in ``ascending``, or -1 for other strings.
    private var rank: Int {
        Self.ascending.firstIndex(of: self) ?? -1
    }
}
