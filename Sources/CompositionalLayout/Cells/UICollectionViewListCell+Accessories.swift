import UIKitViews

// The accessories of a list cell as views, as UIKit's list cells show them (values and sources
// in Docs/DECISIONS.md, "Cell views and images from data"): one subview of the cell per accessory, in the slot the
// layout reserves for it (UICollectionViewListCell+Layout.swift), centred in it and in the
// cell's height.
//
//   |margin|[delete]16[multiselect]|content view|[label]8[checkmark]8[disclosure]|margin|
//
// - On each edge the accessories go in the order set, leading to trailing: the first leading
//   one and the last trailing one are outermost, at the cell's layout margin. Indentation
//   moves the leading accessories with the content when `indentsAccessories` is on.
// - System accessories are image views of SF Symbols, the size of the standard accessory width
//   on both axes (symbols have no size headless); a label accessory is a label of its text's
//   size; a custom view keeps its size when it `maintainsFixedSize`, otherwise takes its actual
//   width and its intrinsic height (its frame's height when it has none).
// - An accessory not displayed in the cell's editing state is hidden, as is one whose options
//   hide it (the latter keeps its room, as in the layout).

extension UICollectionViewListCell {
    /// Replaces the accessory views shown with views of ``accessories``.
    func replaceAccessoryViews() {
        for view in accessoryViews where view.superview === self { view.removeFromSuperview() }
        accessoryViews = accessories.map(makeView(for:))
        for view in accessoryViews { addSubview(view) }
    }

    /// Places the accessory views in their slots and brings their images and visibility up to
    /// date with the cell's state.
    func placeAccessoryViews() {
        guard accessoryViews.count == accessories.count else { return }
        let state = configurationState
        let margins = directionalLayoutMargins
        let indentation = indentsAccessories ? contentIndentation : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leadingEdge = margins.leading + indentation
        var trailingEdge = bounds.width - margins.trailing
        let trailingShown = accessories.indices.filter {
            !accessories[$0].isOnLeadingEdge && accessories[$0].isDisplayed(editing: state.isEditing)
        }
        var slots: [Int: (x: CGFloat, width: CGFloat)] = [:]
        for index in accessories.indices where accessories[index].isOnLeadingEdge && accessories[index].isDisplayed(editing: state.isEditing) {
            let width = layoutWidth(of: accessories[index])
            slots[index] = (leadingEdge, width)
            leadingEdge += width + 16
        }
        for index in trailingShown.reversed() {
            let width = layoutWidth(of: accessories[index])
            trailingEdge -= width
            slots[index] = (trailingEdge, width)
            trailingEdge -= 8
        }
        for (index, accessory) in accessories.enumerated() {
            let view = accessoryViews[index]
            update(view, for: accessory, state: state)
            guard let slot = slots[index] else {
                view.isHidden = true
                continue
            }
            view.isHidden = accessory.isHiddenByOptions
            let size = accessorySize(of: view, for: accessory)
            let x = slot.x + (slot.width - size.width) / 2
            let frame = CGRect(
                x: snapped(rightToLeft ? bounds.width - x - size.width : x), y: snapped((bounds.height - size.height) / 2),
                width: size.width, height: size.height)
            view.bounds = CGRect(origin: .zero, size: frame.size)
            view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// The indentation of the content: ``indentationLevel`` × ``indentationWidth``, never
    /// negative.
    var contentIndentation: CGFloat {
        CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
    }

    /// `value` on the cell's pixel grid.
    private func snapped(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? (value * scale).rounded() / scale : value
    }

    /// The view of `accessory`: an image view of its symbol, a label, or the app's view.
    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.options {
        case .label(let text, _):
            let label = UILabel()
            label.text = text
            return label
        case .customView(let configuration):
            return configuration.customView
        default:
            let imageView = UIImageView()
            imageView.contentMode = .center
            return imageView
        }
    }

    /// Sets the symbol, colors and rotation of `view` for `accessory` in `state`.
    private func update(_ view: UIView, for accessory: UICellAccessory, state: UICellConfigurationState) {
        switch accessory.options {
        case .label(_, let options):
            guard let label = view as? UILabel else { return }
            label.font = options.adjustsFontForContentSizeCategory
                ? options.font.adjusted(toContentSizeCategoryOf: traitCollection) : options.font
            label.textColor = options.tintColor ?? .secondaryLabel
        case .customView(let configuration):
            if let tint = configuration.tintColor { view.tintColor = tint }
        default:
            guard let imageView = view as? UIImageView, let symbol = accessory.symbol(in: state) else { return }
            imageView.image = UIImage(systemName: symbol.name)
            imageView.tintColor = symbol.tint
            imageView.transform = symbol.rotated ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    /// The size of `view` for `accessory`: the standard width squared for a symbol, a label's
    /// text size, a custom view's size (see the file's notes).
    private func accessorySize(of view: UIView, for accessory: UICellAccessory) -> CGSize {
        switch accessory.options {
        case .label:
            return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        case .customView(let configuration):
            let size = view.bounds.size
            if configuration.maintainsFixedSize { return size }
            let intrinsic = view.intrinsicContentSize
            return CGSize(
                width: accessory.actualWidth ?? size.width,
                height: intrinsic.height == UIView.noIntrinsicMetric ? size.height : intrinsic.height)
        default:
            let side = standardAccessoryWidth
            return CGSize(width: side, height: side)
        }
    }
}

extension UICellAccessory {
    /// A system accessory's symbol: its name, its tint (`nil` follows the cell's) and whether
    /// it is turned a quarter turn clockwise.
    struct Symbol: Equatable {
        var name: String
        var tint: UIColor?
        var rotated = false
    }

    /// Whether the accessory is shown in a cell whose editing state is `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// Whether the accessory's options hide it (it keeps its room).
    var isHiddenByOptions: Bool {
        switch options {
        case .disclosureIndicator(let options): options.isHidden
        case .detail(let options): options.isHidden
        case .checkmark(let options): options.isHidden
        case .delete(let options): options.isHidden
        case .insert(let options): options.isHidden
        case .reorder(let options): options.isHidden
        case .multiselect(let options): options.isHidden
        case .outlineDisclosure(let options): options.isHidden
        case .label(_, let options): options.isHidden
        case .customView(let configuration): configuration.isHidden
        }
    }

    /// The symbol a system accessory shows in a cell in `state`; `nil` for labels and custom
    /// views. A multiselect circle fills with a checkmark while the cell is selected; an
    /// outline disclosure's chevron points down while the item is expanded.
    func symbol(in state: UICellConfigurationState) -> Symbol? {
        switch options {
        case .disclosureIndicator(let options): Symbol(name: "chevron.right", tint: options.tintColor ?? .tertiaryLabel)
        case .detail(let options): Symbol(name: "info.circle", tint: options.tintColor)
        case .checkmark(let options): Symbol(name: "checkmark", tint: options.tintColor)
        case .delete(let options): Symbol(name: "minus.circle.fill", tint: options.backgroundColor ?? .systemRed)
        case .insert(let options): Symbol(name: "plus.circle.fill", tint: options.backgroundColor ?? .systemGreen)
        case .reorder(let options): Symbol(name: "line.3.horizontal", tint: options.tintColor ?? .tertiaryLabel)
        case .multiselect(let options):
            state.isSelected
                ? Symbol(name: "checkmark.circle.fill", tint: options.backgroundColor ?? options.tintColor)
                : Symbol(name: "circle", tint: options.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure(let options): Symbol(name: "chevron.right", tint: options.tintColor, rotated: state.isExpanded)
        case .label, .customView: nil
        }
    }
}
