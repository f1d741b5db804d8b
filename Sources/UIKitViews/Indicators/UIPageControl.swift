/// A row of dots that shows which page of several is shown, and moves to another when tapped.
///
/// Headless no finger taps it: ``simulateTap(onPage:)`` (beyond UIKit) does what a user's tap
/// on a dot does, changing ``currentPage`` and sending ``UIControl/Event/valueChanged``.
/// Setting ``currentPage`` from code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// When the control draws a background behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        /// A background while the user interacts with it.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    /// The number of pages; negative counts as 0. Shrinking it keeps ``currentPage`` on a page.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
        }
    }

    /// The page shown, clamped to the pages there are; 0 by default.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// Whether the control hides itself when there is only one page; `false` by default.
    /// Stored only.
    open var hidesForSinglePage = false

    /// The dots' colour; `nil` uses the style's. Stored only.
    open var pageIndicatorTintColor: UIColor?

    /// The current page's dot colour; `nil` uses the style's. Stored only.
    open var currentPageIndicatorTintColor: UIColor?

    /// When the control draws a background; ``BackgroundStyle/automatic`` by default. Stored
    /// only.
    open var backgroundStyle: BackgroundStyle = .automatic

    /// Taps the dot of `page`, as a user would (beyond UIKit): the page becomes current and
    /// ``UIControl/Event/valueChanged`` is sent. A page out of range changes nothing.
    open func simulateTap(onPage page: Int) {
        guard page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
