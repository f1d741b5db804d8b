/// The subviews that show a list content view's parts: an image view for the image and a
/// label each for the text and the secondary text.
///
/// The configuration is applied to them when it is set and when the traits or the tint color
/// change, and a property is set only when its value changes; the view sets their frames in
/// `layoutSubviews()` from the layout's placement (`placeParts()`), so they never join the
/// Auto Layout engine.
extension UIListContentView {
    /// Places the parts' views where the layout puts the parts in the bounds.
    func placeParts() {
        let placement = listLayout.placement(in: bounds.size)
        func place(_ view: UIView?, at frame: CGRect?) {
            guard let view, let frame else { return }
            let placed = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
            if view.frame != placed { view.frame = placed }
        }
        place(imageView, at: placement.image)
        place(textLabel, at: placement.text)
        place(secondaryTextLabel, at: placement.secondaryText)
    }

    /// Shows the configuration in the parts' views: makes the views of parts shown, hides
    /// those of parts not shown, and sets their content and style where it changed.
    func applyConfigurationToParts() {
        applyImage()
        let configuration = listConfiguration
        let showsText = ListContentLayout.shows(.text, in: configuration)
        let showsSecondary = ListContentLayout.shows(.secondaryText, in: configuration)
        // Made and kept before they are styled, so that their invalidations are known as theirs.
        if showsText, textLabel == nil { textLabel = makePartView(UILabel(frame: .zero)) }
        if showsSecondary, secondaryTextLabel == nil { secondaryTextLabel = makePartView(UILabel(frame: .zero)) }
        applyText(configuration.text, configuration.attributedText, configuration.textProperties, shown: showsText, to: textLabel)
        applyText(
            configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties,
            shown: showsSecondary, to: secondaryTextLabel)
    }

    /// Shows the configuration's image, its tint resolved against the view's tint color and
    /// its corner radius, in the image view (made on first use); hides the view without one.
    func applyImage() {
        guard let image = listConfiguration.image else {
            if let imageView, !imageView.isHidden { imageView.isHidden = true }
            return
        }
        if imageView == nil { imageView = makePartView(UIImageView(frame: .zero)) }
        guard let view = imageView else { return }
        let properties = listConfiguration.imageProperties
        if view.isHidden { view.isHidden = false }
        if view.image != image { view.image = image }
        if view.preferredSymbolConfiguration != properties.preferredSymbolConfiguration {
            view.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
        }
        let tint = properties.resolvedTintColor(for: tintColor)
        if view.tintColor != tint { view.tintColor = tint }
        if view.layer.cornerRadius != properties.cornerRadius { view.layer.cornerRadius = properties.cornerRadius }
    }

    /// Shows `text` (`attributed` when set) in `properties` in `label`; hides the label when
    /// the part is not `shown`.
    private func applyText(
        _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties,
        shown: Bool, to label: UILabel?
    ) {
        guard let label else { return }
        guard shown else {
            if !label.isHidden { label.isHidden = true }
            return
        }
        if label.isHidden { label.isHidden = false }
        let style = ListContentLabelStyle(
            text: text, attributedText: attributed, properties: properties,
            font: ListContentLayout.font(of: properties, traits: traitCollection))
        if ListContentLabelStyle(of: label) != style { style.apply(to: label) }
    }

    /// `view`, added as a subview placed by frame.
    private func makePartView<View: UIView>(_ view: View) -> View {
        addSubview(view)
        return view
    }
}

/// What a list content view's label shows: its text and how it is set.
struct ListContentLabelStyle: Equatable {
    /// The plain text, `nil` when attributed text is shown.
    var text: String?
    /// The attributed text, `nil` when plain text is shown.
    var attributedText: NSAttributedString?
    var font: UIFont
    var color: UIColor
    var alignment: NSTextAlignment
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode

    /// The style of a text of `properties` in `font`, the letter case changed: the attributed
    /// text when set (its string recased in its first run's attributes when the case
    /// changes), else the plain text.
    init(
        text: String?, attributedText: NSAttributedString?, properties: UIListContentConfiguration.TextProperties,
        font: UIFont
    ) {
        if let attributedText {
            self.text = nil
            if properties.transform == .none || attributedText.length == 0 {
                self.attributedText = attributedText
            } else {
                let attributes = attributedText.attributes(at: 0, effectiveRange: nil)
                self.attributedText = NSAttributedString(
                    string: properties.transformed(attributedText.string), attributes: attributes)
            }
        } else {
            self.text = text.map(properties.transformed)
            self.attributedText = nil
        }
        self.font = font
        color = properties.resolvedColor()
        alignment =
            switch properties.alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        numberOfLines = properties.numberOfLines
        lineBreakMode = properties.lineBreakMode
    }

    /// The style `label` shows.
    @MainActor init(of label: UILabel) {
        attributedText = label.styledText
        text = attributedText == nil ? label.text : nil
        font = label.font
        color = label.textColor
        alignment = label.textAlignment
        numberOfLines = label.numberOfLines
        lineBreakMode = label.lineBreakMode
    }

    /// Sets the style on `label`: the font and color first, so that they do not restyle the
    /// attributed text set after them.
    @MainActor func apply(to label: UILabel) {
        label.font = font
        label.textColor = color
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text
        }
        label.textAlignment = alignment
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
    }
}
