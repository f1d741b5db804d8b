import CompositionalLayout

// Cells and headers written as iOS apps write them with UIKit's content views and Auto Layout:
// only `import UIKit` replaced, and no `@testable`, so they compile against the public API
// alone. AppCellsWithAutoLayoutTests exercises them.

/// A feed cell: a thumbnail, a title and a subtitle pinned with anchors inside the layout
/// margins, set up in both initializers through a shared method.
final class ArticleCell: UICollectionViewCell {
    static let reuseIdentifier = "ArticleCell"

    let thumbnailView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    private(set) var subtitleBottom: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0

        for view in [thumbnailView, titleLabel, subtitleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        subtitleLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

        let margins = contentView.layoutMarginsGuide
        subtitleBottom = subtitleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        subtitleBottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            thumbnailView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            thumbnailView.topAnchor.constraint(equalTo: margins.topAnchor),
            thumbnailView.widthAnchor.constraint(equalToConstant: 60),
            thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor),
            thumbnailView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: thumbnailView.trailingAnchor, multiplier: 1.5),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),

            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleBottom,
        ])
    }

    func configure(title: String, subtitle: String?, imageName: String) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        thumbnailView.image = UIImage(named: imageName)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        subtitleLabel.text = nil
        thumbnailView.image = nil
    }
}

/// A profile cell built from stack views: a vertical stack of labels beside an avatar, with a
/// follow button, pinned edge to edge with constants.
final class ProfileStackCell: UICollectionViewCell {
    let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let followButton = UIButton(type: .system)
    let textStack = UIStackView()
    let rowStack = UIStackView()
    private(set) var followTaps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        handleLabel.font = .preferredFont(forTextStyle: .footnote)
        handleLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.followTaps += 1
                self.followButton.isSelected.toggle()
            }, for: .touchUpInside)

        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(handleLabel)

        rowStack.axis = .horizontal
        rowStack.alignment = .center
        rowStack.distribution = .fill
        rowStack.spacing = 12
        rowStack.isLayoutMarginsRelativeArrangement = true
        rowStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        [avatarView, textStack, followButton].forEach(rowStack.addArrangedSubview)
        rowStack.setCustomSpacing(16, after: textStack)
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowStack)

        let bottom = rowStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: contentView.topAnchor),
            rowStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bottom,
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
        ])
        followButton.setContentHuggingPriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section header with a title and a "See All" button, set up with anchors against the
/// margins and the safe area.
final class TitledHeaderView: UICollectionReusableView {
    static let elementKind = UICollectionView.elementKindSectionHeader

    let titleLabel = UILabel()
    let seeAllButton = UIButton(type: .system)
    var onSeeAll: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.addAction(UIAction { [weak self] _ in self?.onSeeAll?() }, for: .touchUpInside)
        addSubview(titleLabel)
        addSubview(seeAllButton)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: safeAreaLayoutGuide.topAnchor, multiplier: 1),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            seeAllButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            seeAllButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            seeAllButton.lastBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header laid out by hand in `layoutSubviews`, sizing its label with `sizeThatFits(_:)`.
final class FrameLayoutHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        actionButton.setTitle("Edit", for: .normal)
        addSubview(titleLabel)
        addSubview(actionButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = bounds.inset(by: layoutMargins)
        let buttonWidth: CGFloat = 60
        actionButton.frame = CGRect(x: bounds.maxX - buttonWidth, y: bounds.minY, width: buttonWidth, height: bounds.height)
        let labelSize = titleLabel.sizeThatFits(CGSize(width: bounds.width - buttonWidth - 8, height: bounds.height))
        titleLabel.frame = CGRect(origin: CGPoint(x: bounds.minX, y: bounds.midY - labelSize.height / 2), size: labelSize)
    }
}

/// A list cell configured the iOS 14 way, with a custom accessory and a state-driven update.
final class SettingsToggleCell: UICollectionViewListCell {
    var item: (title: String, detail: String?, symbol: String)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard let item else { return }
        var content = defaultContentConfiguration().updated(for: state)
        content.text = item.title
        content.secondaryText = item.detail
        content.image = UIImage(systemName: item.symbol)
        content.imageProperties.tintColor = .systemBlue
        content.textProperties.numberOfLines = 1
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

/// A label that insets its text, the common UILabel subclass.
final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

/// A badge that sets up its constraints in `updateConstraints()`, the pattern of views that
/// require constraint-based layout.
final class CountBadgeView: UIView {
    let countLabel = UILabel()
    private var didSetUpConstraints = false
    private(set) var constraintUpdates = 0

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.textAlignment = .center
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        constraintUpdates += 1
        if !didSetUpConstraints {
            NSLayoutConstraint.activate([
                countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor),
                heightAnchor.constraint(equalToConstant: 20),
            ])
            didSetUpConstraints = true
        }
        super.updateConstraints()
    }
}
