import UIKitViews

// A list cell draws its own separators, as UIKit's do: the collection view, which knows the
// list layout, hands the cell the lines its row shows (`listSeparators(forItemAt:)`, carried
// into the cell's coordinates) each time it lays out its views; the cell shows each line as a
// hairline view of the line's color (one device pixel thick, as the layout reports it) above
// its content, and removes the view of a line the row no longer shows.

extension UICollectionViewListCell {
    /// A separator line handed to the cell: where it runs, in the cell's coordinates, and its
    /// color.
    struct SeparatorLine: Equatable {
        /// The line's rectangle in the cell's bounds.
        var frame: CGRect
        /// The line's color.
        var color: UIColor
    }

    /// The lines a row shows along its top and bottom edges; none by default (a cell outside
    /// a list shows none).
    struct SeparatorLines: Equatable {
        /// The line along the top edge, if shown.
        var top: SeparatorLine?
        /// The line along the bottom edge, if shown.
        var bottom: SeparatorLine?
    }

    /// The hairline views showing the separator lines.
    struct SeparatorViews {
        /// The top line's view, while shown.
        var top: UIView?
        /// The bottom line's view, while shown.
        var bottom: UIView?
    }

    /// Shows ``separatorLines`` as hairline views, or removes the views of lines not shown.
    func placeSeparatorViews() {
        separatorViews.top = show(separatorLines.top, with: separatorViews.top)
        separatorViews.bottom = show(separatorLines.bottom, with: separatorViews.bottom)
    }

    /// `line` shown with `view` (made when there is none yet), or `nil` with `view` removed
    /// when there is no line.
    private func show(_ line: SeparatorLine?, with view: UIView?) -> UIView? {
        guard let line else {
            view?.removeFromSuperview()
            return nil
        }
        let shown = view ?? UIView()
        if shown.superview !== self {
            shown.isUserInteractionEnabled = false
            addSubview(shown)
        }
        shown.frame = line.frame
        shown.backgroundColor = line.color
        return shown
    }
}
