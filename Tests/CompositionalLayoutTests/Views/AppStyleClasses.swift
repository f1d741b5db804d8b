@testable import CompositionalLayout

// View classes written as iOS apps write them against UIKit: only `import UIKit` replaced.
// They must compile unchanged; AppStyleClassesTests exercises them.

/// A manual-layout cell: a badge in the top-trailing corner, a fixed height it prefers, and
/// a selection look.
final class ProfileCell: UICollectionViewCell {
    static let reuseIdentifier = "ProfileCell"

    let badge = UIView()
    private(set) var reuseCount = 0
    private(set) var appliedIndexPaths: [IndexPath] = []
    private(set) var selectionChanges: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
        contentView.backgroundColor = .white
        layer.cornerRadius = 12
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        badge.isHidden = false
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedIndexPaths.append(layoutAttributes.indexPath)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = 88
        return attributes
    }

    override var isSelected: Bool {
        didSet {
            selectionChanges.append(isSelected)
            contentView.alpha = isSelected ? 0.5 : 1
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.maxX - 20, y: 4, width: 16, height: 16)
    }
}

/// A list cell that builds its configurations from its state.
final class SettingsCell: UICollectionViewListCell {
    var title = "" {
        didSet { setNeedsUpdateConfiguration() }
    }

    private(set) var updates: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = title
        content.textProperties.color = state.isSelected ? .white : .black
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isHighlighted || state.isSelected ? .black : .white
        backgroundConfiguration = background
        accessories = state.isEditing ? [.delete(), .reorder()] : [.disclosureIndicator()]
    }
}

/// A section header, registered for `elementKindSectionHeader`.
final class SectionHeaderView: UICollectionReusableView {
    static let elementKind = UICollectionView.elementKindSectionHeader
    private(set) var resets = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
    }
}

/// A custom content configuration and its view, as iOS 14 apps write them.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        var updated = self
        if let cellState = state as? UICellConfigurationState {
            updated.isHighlighted = cellState.isHighlighted
        }
        return updated
    }
}

final class BadgeContentView: UIView, UIContentView {
    private(set) var appliedCounts: [Int] = []

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 44, height: 20 + CGFloat((configuration as? BadgeConfiguration)?.count ?? 0))
    }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        appliedCounts.append(badge.count)
        invalidateIntrinsicContentSize()
    }
}

/// A custom view overriding UIKit's usual override points.
final class RingView: UIView {
    private(set) var frameChanges = 0
    private(set) var tintChanges = 0
    private(set) var traitChanges: [UIUserInterfaceStyle] = []
    var ringWidth: CGFloat = 4 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var frame: CGRect {
        didSet { frameChanges += 1 }
    }

    override var backgroundColor: UIColor? {
        didSet { layer.borderColor = backgroundColor?.cgColor }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 40 + 2 * ringWidth, height: 40 + 2 * ringWidth)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(traitCollection.userInterfaceStyle)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // Only the ring takes touches: a circle of the bounds' width around its middle.
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= bounds.width * bounds.width / 4
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
    }
}

/// A scroll view subclass that follows its own offset.
final class PagerView: UIScrollView {
    private(set) var offsets: [CGPoint] = []

    override var contentOffset: CGPoint {
        didSet { offsets.append(contentOffset) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, page) in subviews.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
        }
        contentSize = CGSize(width: CGFloat(subviews.count) * bounds.width, height: bounds.height)
    }
}
