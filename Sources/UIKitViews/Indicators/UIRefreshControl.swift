/// The spinner a user pulls down from the top of a scroll view to refresh its content, set as
/// the scroll view's ``UIScrollView/refreshControl``.
///
/// Headless no finger pulls: ``simulatePullToRefresh()`` (beyond UIKit) does what the gesture
/// does, starting the refresh and sending ``UIControl/Event/valueChanged``; the app ends it
/// with ``endRefreshing()``.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in model.reload() }, for: .valueChanged)
/// collectionView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Creates a control that is not refreshing.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false

    /// The text shown under the spinner; `nil` by default. Stored only.
    open var attributedTitle: NSAttributedString?

    /// Starts a refresh from code; no event is sent, as in UIKit.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh under way.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Pulls the scroll view down as a user would (beyond UIKit): a refresh starts and
    /// ``UIControl/Event/valueChanged`` is sent. Nothing happens while one is under way or when
    /// the control is disabled.
    open func simulatePullToRefresh() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
