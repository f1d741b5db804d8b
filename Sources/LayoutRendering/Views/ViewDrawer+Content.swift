import Foundation
import UIKitViews

extension ViewDrawer {
    /// Whether `view` draws anything of its own (so that a view without subviews that draws
    /// nothing is left out of the document).
    func drawsOwnContent(_ view: UIView) -> Bool {
        let layer = view.layer
        if view.backgroundColor != nil || layer.backgroundColor != nil || layer.borderWidth > 0 || layer.shadowOpacity > 0 {
            return true
        }
        return view is UILabel || view is UIImageView || view is UIButton || view is UITextField || view is UITextView
    }

    /// Draws what `view` shows above its background and below its subviews, in its bounds
    /// rectangle `box`: a label's text, an image view's image, a button's title and image when
    /// they are not subviews, a text field's or text view's text.
    mutating func drawOwnContent(of view: UIView, in box: CGRect, environment: Environment) {
        switch view {
        case let label as UILabel:
            drawText(of: label, in: box, environment: environment)
        case let imageView as UIImageView:
            let shown = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image
            if let shown { drawImage(shown, in: box, environment: environment) }
        case let button as UIButton:
            drawButtonContent(of: button, in: box, environment: environment)
        case let field as UITextField:
            drawFieldText(of: field, in: box, environment: environment)
        case let textView as UITextView:
            drawText(of: textView, in: box, environment: environment)
        default:
            break
        }
    }
}
