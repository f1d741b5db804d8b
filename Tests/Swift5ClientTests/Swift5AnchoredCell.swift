// A cell written the way Swift 5 apps write one with Auto Layout and a closure action: the
// view classes, constraints, anchors, guides and actions are main-actor as in UIKit, and a
// cell subclass inherits that isolation, so this compiles in the Swift 5 mode (Package.swift)
// without a diagnostic.
import CompositionalLayout

/// A cell with a label and a button pinned to the content view's margins.
final class Swift5AnchoredCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)
    var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.setTitle("More", for: .normal)
        actionButton.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        contentView.addSubview(titleLabel)
        contentView.addSubview(actionButton)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            actionButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            actionButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            actionButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
