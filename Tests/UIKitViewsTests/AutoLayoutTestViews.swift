@testable import UIKitViews

/// A view whose intrinsic content size is whatever the test sets: content independent of any
/// text measurement.
final class FixedIntrinsicView: UIView {
    /// The intrinsic size reported.
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: CGSize) {
        contentSize = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        contentSize = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A view whose intrinsic height follows the width it is given, as wrapping text's does:
/// `area` square points laid out in rows of the given width, each row 10 points high
/// (rows = ⌈area / 10 / width⌉); unbounded, one row as wide as `area / 10`.
final class WrappingView: UIView {
    /// The points of content.
    let area: CGFloat

    init(area: CGFloat) {
        self.area = area
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        area = 0
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { intrinsicContentSize(forLayoutWidth: nil) }

    override var intrinsicSizeDependsOnWidth: Bool { true }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        let length = area / 10
        guard let width, width > 0, width < length else { return CGSize(width: length, height: 10) }
        return CGSize(width: width, height: (length / width).rounded(.up) * 10)
    }
}

extension UIView {
    /// A view with `translatesAutoresizingMaskIntoConstraints` off, added to `self`.
    @MainActor
    func addConstrainedSubview(_ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}
