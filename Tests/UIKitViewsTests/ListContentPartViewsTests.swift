import Testing
@_spi(ViewHooks) @testable import UIKitViews

/// Issue 29: a list content view shows its parts in subviews, as UIKit's does — an image view
/// and two labels, placed by frame where the layout puts the parts, styled by the
/// configuration, hidden when their part is not shown.
///
/// Views at scale 3, as in `ListContentViewTests`: a body line is 17 × 2444/2048 = 20.287… →
/// 61/3 high, a caption 1 line 14.320… → 43/3. Widths come from the text measurement
/// (`TextSizeEstimate`), read through `measured(_:_:width:)`.
@MainActor
@Suite("List content part views")
struct ListContentPartViewsTests {
    /// A view `width` × `height` at scale 3 showing `configuration`, laid out.
    private func view(
        _ configuration: UIListContentConfiguration, width: CGFloat = 390, height: CGFloat = 44,
        traits: [UITraitCollection] = []
    ) -> UIListContentView {
        let view = makeListContentView(configuration, width: width, height: height, traits: traits)
        view.layoutIfNeeded()
        return view
    }

    /// The measured size of `text` in `font` at scale 3 wrapped at `width` (`nil`: unwrapped).
    private func measured(_ text: String, _ font: UIFont, width: CGFloat? = nil) -> CGSize {
        TextSizeEstimate(font: font, scale: 3).size(of: text, wrappingWidth: width, maximumLines: 0)
    }

    /// Whether `value` is `expected` to a billionth of a point.
    private func close(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test("a cell with a symbol image and text: an image view in the 24 × 22 slot, the label 16 points after it")
    func imageAndText() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Favorites"
        content.image = UIImage(systemName: "star")
        content.imageProperties.cornerRadius = 4
        let view = view(content)
        let imageView = try #require(view.imageView)
        let label = try #require(view.textLabel)
        #expect(view.subviews.count == 2 && imageView.superview === view && label.superview === view)
        // The slot is 24 × 22 (body leading at Large) at the leading margin 16, centred in
        // 44 − 22 = 22: y = 11.
        #expect(imageView.frame == CGRect(x: 16, y: 11, width: 24, height: 22))
        #expect(imageView.image == content.image && imageView.layer.cornerRadius == 4 && !imageView.isHidden)
        // No tint of its own: the view's (the system tint).
        #expect(imageView.tintColor == view.tintColor)
        // The text at 16 + 24 + 16 = 56, a body line 61/3 high centred in 22:
        // 11 + (22 − 61/3) / 2 = 11 + 5/6 = 71/6, at scale 3 35.5 → 36 pixels = 12.
        let width = min(measured("Favorites", .preferredFont(forTextStyle: .body)).width, 390 - 56 - 8)
        #expect(label.frame == CGRect(x: 56, y: 12, width: width, height: 61.0 / 3))
        #expect(label.frame == view.textLayoutGuide?.layoutFrame && imageView.frame == view.imageLayoutGuide?.layoutFrame)
        #expect(label.text == "Favorites" && label.font == .preferredFont(forTextStyle: .body) && label.textColor == .label)
        #expect(label.numberOfLines == 0 && label.lineBreakMode == .byTruncatingTail && label.textAlignment == .natural)
        #expect(view.secondaryTextLabel == nil)
        // Placed by frame: no constraints anywhere.
        #expect(view.constraints.isEmpty && label.constraints.isEmpty)
    }

    @Test("an image tint of the configuration's own wins over the view's")
    func imageTint() throws {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "star")
        content.imageProperties.tintColor = .systemRed
        let view = view(content)
        #expect(view.imageView?.tintColor == .systemRed)
    }

    @Test("a subtitle cell: the text label at 14/3, the caption 1 label 61/3 below it")
    func subtitleCell() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        content.secondaryTextProperties.color = .systemGreen
        let view = view(content)
        let text = try #require(view.textLabel)
        let secondary = try #require(view.secondaryTextLabel)
        // Region 44 − 8 = 36, block 61/3 + 43/3 = 104/3 from 4 + (36 − 104/3) / 2 = 14/3; the
        // secondary text at 14/3 + 61/3 = 25.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let caption = UIFont.preferredFont(forTextStyle: .caption1)
        #expect(text.frame == CGRect(x: 16, y: 14.0 / 3, width: measured("Alps", body).width, height: 61.0 / 3))
        #expect(close(secondary.frame.minY, 25) && secondary.frame.minX == 16)
        #expect(secondary.frame.size == CGSize(width: measured("Europe", caption).width, height: 43.0 / 3))
        #expect(secondary.text == "Europe" && secondary.font == caption && secondary.textColor == .systemGreen)
        #expect(view.imageView == nil)
    }

    @Test("a value cell: the value's label ends at the trailing margin, both centred")
    func valueCell() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Height"
        content.secondaryText = "4,808 m"
        let view = view(content, height: 45)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let value = measured("4,808 m", body)
        // Centred in 45 − 22 = 23: 11 + (23 − 61/3) / 2 = 11 + 4/3 = 37/3; the value ends at
        // 390 − 8 = 382.
        #expect(view.textLabel?.frame.origin == CGPoint(x: 16, y: 37.0 / 3))
        let valueFrame = try #require(view.secondaryTextLabel?.frame)
        #expect(close(valueFrame.maxX, 382) && close(valueFrame.width, value.width) && valueFrame.minY == 37.0 / 3 && valueFrame.height == 61.0 / 3)
        #expect(view.secondaryTextLabel?.textColor == .secondaryLabel && view.secondaryTextLabel?.font == body)
    }

    @Test("parts no longer shown are hidden; shown again, the same views come back")
    func hiddenParts() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        content.image = UIImage(systemName: "mountain.2")
        let view = view(content)
        let secondary = try #require(view.secondaryTextLabel)
        let imageView = try #require(view.imageView)
        content.secondaryText = nil
        content.image = nil
        view.configuration = content
        view.layoutIfNeeded()
        #expect(secondary.isHidden && imageView.isHidden && view.textLabel?.isHidden == false)
        content.secondaryText = "Asia"
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel === secondary && !secondary.isHidden && secondary.text == "Asia")
        #expect(view.subviews.count == 3)
    }

    @Test("letter case and the text size reach the labels: a grouped header's text in capitals, AX2 body 33 points")
    func transformAndTraits() throws {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Peaks"
        #expect(view(header).textLabel?.text == "PEAKS")
        var content = UIListContentConfiguration.cell()
        content.text = "Alps"
        let view = view(content)
        #expect(view.textLabel?.font.pointSize == 17)
        view.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        ])
        view.layoutIfNeeded()
        // AX2 body: 33 points, a line of 39.380… → 119/3, centred in the 11 + 119/3 + 11 tall
        // content the view now needs (its frame is still 44: 11 + (22 − 119/3) / 2 =
        // 11 − 53/6 = 13/6, 6.5 pixels → 7 = 7/3).
        #expect(view.textLabel?.font.pointSize == 33)
        #expect(close(view.textLabel?.frame.height, 119.0 / 3) && close(view.textLabel?.frame.minY, 7.0 / 3))
    }

    @Test("wrapped text: the label breaks it into the lines the layout measured")
    func wrappedLines() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "A long description of a mountain range that wraps over several lines"
        let view = view(content, width: 200, height: 200)
        let label = try #require(view.textLabel)
        // Wrapped at 200 − 16 − 8 = 176.
        let size = measured(content.text!, .preferredFont(forTextStyle: .body), width: 176)
        #expect(size.height > 61.0 / 3 && label.frame.size == size)
        // The label's own lines at its frame's width are as high as the frame.
        #expect(label.sizeThatFits(CGSize(width: label.frame.width, height: 0)).height == size.height)
        #expect(label.laidOutText.lines.count == Int((size.height / (61.0 / 3)).rounded()))
    }

    @Test("applying a configuration does not invalidate upward from the labels, only from the view")
    func invalidationsStop() {
        final class Recorder: UIView {
            var invalidated: [UIView] = []
            override func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
                invalidated.append(view)
            }
        }
        let container = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "Alps"
        let view = UIListContentView(configuration: content)
        container.addSubview(view)
        container.invalidated = []
        content.text = "Andes"
        content.secondaryText = "South America"
        view.configuration = content
        // One invalidation, the view's own; its labels' (new text, new label) stop at it.
        #expect(container.invalidated.count == 1 && container.invalidated.first === view, "\(container.invalidated)")
        // The same configuration again changes no label: the view alone invalidates.
        view.configuration = content
        #expect(container.invalidated.count == 2 && container.invalidated.last === view)
    }
}
