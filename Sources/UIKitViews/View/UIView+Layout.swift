extension UIView {
    /// The value of an intrinsic size's axis that has no natural length: -1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The target size that asks a fitting computation for the smallest size: zero.
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero

    /// The target size that asks a fitting computation for the largest size: 10,000,000
    /// points each way. UIKit does not document its value; this one is larger than any view.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Marks the view as needing layout, and every ancestor as having a descendant that does,
    /// stopping at the first ancestor already marked (its own ancestors are marked too).
    package func markNeedsLayout() {
        needsLayout = true
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// The pass of ``layoutIfNeeded()``: from the highest ancestor in the unbroken chain of
    /// ancestors that need layout, first the constraint updates below it (leaves first), then
    /// the hierarchy's Auto Layout engine takes in what changed and solves (views it moves
    /// make their superviews need layout), then the layout down through the views marked.
    func runLayoutPass() {
        passRoot.updateConstraintsOnMarkedPaths()
        synchronizeLayoutEngine()
        passRoot.layOutSubtreeIfNeeded()
    }

    /// The highest ancestor in the unbroken chain of ancestors that need layout (the view
    /// itself when its superview does not). Asked again after the engine solved, since views
    /// whose frames it changed make their superviews need layout.
    private var passRoot: UIView {
        var root = self
        while let parent = root.superview, parent.needsLayout { root = parent }
        return root
    }

    /// What ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// answers (see there).
    func fittingSize(for targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let intrinsic = intrinsicContentSize
        var fitted: CGSize?
        func fitting() -> CGSize {
            if let fitted { return fitted }
            let size = sizeThatFits(targetSize)
            fitted = size
            return size
        }
        let width =
            horizontal >= .required
            ? targetSize.width : intrinsic.width != Self.noIntrinsicMetric ? intrinsic.width : fitting().width
        let height =
            vertical >= .required
            ? targetSize.height : intrinsic.height != Self.noIntrinsicMetric ? intrinsic.height : fitting().height
        return CGSize(width: width, height: height)
    }

    /// Lays out this view if it needs it, then the views below it that do.
    private func layOutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutPassWillLayOutSubviews()
            layoutSubviews()
            layoutPassDidLayOutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        forEachSubview { $0.layOutSubtreeIfNeeded() }
    }
}
