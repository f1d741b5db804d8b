/// The layout guides of a list content view's parts: its image, text and secondary text.
///
/// The guides' frames are where the view lays the parts out (`ListContentLayout`): they follow
/// the configuration, the view's bounds and traits, and a part the configuration does not show
/// has no guide.
extension UIListContentView {
    /// The guide of the image's area, or `nil` when the configuration has no image.
    public var imageLayoutGuide: UILayoutGuide? {
        partGuide(.image)
    }

    /// The guide of the primary text's area, or `nil` when the configuration has no text.
    public var textLayoutGuide: UILayoutGuide? {
        partGuide(.text)
    }

    /// The guide of the secondary text's area, or `nil` when the configuration has no
    /// secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        partGuide(.secondaryText)
    }

    /// Where `part` is, in the view's coordinates; `.zero` when it is not shown.
    func frame(of part: ListContentPart) -> CGRect {
        let placement = listLayout.placement(in: bounds.size)
        let frame: CGRect? =
            switch part {
            case .image: placement.image
            case .text: placement.text
            case .secondaryText: placement.secondaryText
            }
        return frame.map { $0.offsetBy(dx: bounds.minX, dy: bounds.minY) } ?? .zero
    }

    /// The guide of `part`, made and added to the view on first read; `nil` while the
    /// configuration does not show the part.
    private func partGuide(_ part: ListContentPart) -> UILayoutGuide? {
        guard ListContentLayout.shows(part, in: listConfiguration) else { return nil }
        if let guide = partGuides[part] { return guide }
        let guide = UILayoutGuide(role: .listContent(part), identifier: part.guideIdentifier)
        partGuides[part] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// Removes the guides of the parts the configuration no longer shows.
    func dropHiddenPartGuides() {
        for (part, guide) in partGuides where !ListContentLayout.shows(part, in: listConfiguration) {
            removeLayoutGuide(guide)
            partGuides[part] = nil
        }
    }
}

/// A part of list content that has a layout guide.
enum ListContentPart: Hashable, CaseIterable {
    case image
    case text
    case secondaryText

    /// The guide's identifier, for debugging.
    var guideIdentifier: String {
        switch self {
        case .image: "UIListContentViewImageLayoutGuide"
        case .text: "UIListContentViewTextLayoutGuide"
        case .secondaryText: "UIListContentViewSecondaryTextLayoutGuide"
        }
    }
}
