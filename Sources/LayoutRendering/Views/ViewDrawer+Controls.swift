import Foundation
import UIKitViews

extension ViewDrawer {
    /// Draws a button's title and image when they are not among its subviews (a button makes
    /// its title label and image view without adding them): the image (a square as tall as the
    /// title's line, or as the button when it has no title) before the title, the two centred
    /// together in `box`. The title is in the configuration's body font or, without a
    /// configuration, the title label's 15-point system font; in the configuration's foreground
    /// color (the tint by default) or the current title color.
    mutating func drawButtonContent(of button: UIButton, in box: CGRect, environment: Environment) {
        let subviews = button.subviews
        guard !subviews.contains(where: { $0 is UILabel || $0 is UIImageView }) else { return }
        let configuration = button.configuration
        let title = configuration != nil ? configuration?.title : button.currentTitle
        let image = configuration != nil ? configuration?.image : button.currentImage
        let font: UIFont =
            configuration != nil
            ? .preferredFont(forTextStyle: .body, compatibleWith: environment.traits) : .systemFont(ofSize: 15)
        let titleColor: UIColor =
            configuration != nil ? configuration?.baseForegroundColor ?? environment.tint : button.currentTitleColor
        var label: UILabel?
        var titleWidth: CGFloat = 0
        if let title, !title.isEmpty {
            let made = UILabel()
            made.font = font
            made.textColor = titleColor
            made.textAlignment = .center
            made.text = title
            titleWidth = min(made.intrinsicContentSize.width, box.width)
            label = made
        }
        let side = image == nil ? 0 : (label == nil ? min(box.width, box.height) : min(box.height, font.lineHeight))
        let gap: CGFloat = image != nil && label != nil ? max(0, configuration?.imagePadding ?? 0) : 0
        var x = box.midX - (side + gap + titleWidth) / 2
        if let image {
            drawImage(image, in: CGRect(x: x, y: box.midY - side / 2, width: side, height: side), environment: environment)
            x += side + gap
        }
        if let label {
            let frame = CGRect(x: x, y: box.minY, width: titleWidth, height: box.height)
            label.frame = frame
            drawText(of: label, in: frame, environment: environment)
        }
    }

    /// Draws a text field's text, or its placeholder in the placeholder color when it has no
    /// text, on one line centred vertically; inset 7 points from the sides when the field has
    /// a border style, as the system's rounded field insets it.
    mutating func drawFieldText(of field: UITextField, in box: CGRect, environment: Environment) {
        let text = field.text ?? ""
        let shown = text.isEmpty ? field.placeholder ?? "" : text
        guard !shown.isEmpty else { return }
        let inset: CGFloat = field.borderStyle == .none ? 0 : 7
        let frame = box.insetBy(dx: min(inset, box.width / 2), dy: 0)
        let label = UILabel(frame: frame)
        label.font = field.font ?? .systemFont(ofSize: 17)
        label.textColor = text.isEmpty ? .placeholderText : field.textColor ?? .label
        label.textAlignment = field.textAlignment
        label.text = shown
        drawText(of: label, in: frame, environment: environment)
    }

    /// Draws a text view's text from the top of its text container (inside
    /// `textContainerInset` and the container's 5-point line padding on each side), wrapped
    /// at words, every line.
    mutating func drawText(of textView: UITextView, in box: CGRect, environment: Environment) {
        guard let text = textView.text, !text.isEmpty else { return }
        let insets = textView.textContainerInset
        let frame = CGRect(
            x: box.minX + insets.left + 5, y: box.minY + insets.top,
            width: max(0, box.width - insets.left - insets.right - 10), height: max(0, box.height - insets.top - insets.bottom))
        let label = UILabel(frame: frame)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = textView.font ?? .systemFont(ofSize: 12)
        label.textColor = textView.textColor ?? .label
        label.textAlignment = textView.textAlignment
        label.text = text
        drawText(of: label, in: frame, environment: environment, centersVertically: false)
    }
}
