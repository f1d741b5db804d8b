/// A row of segments, one of which is selected: a screen's filter or layout picker.
///
/// Segments show a title or an image and may carry a ``UIAction`` (``init(frame:actions:)``).
/// Setting ``selectedSegmentIndex`` sends no event, as in UIKit; a user's tap does, and is
/// made headless by ``simulateTap(onSegmentAt:)``. Indexes past the end are clamped for
/// insertion and ignored elsewhere, where UIKit raises a range exception.
///
/// ```swift
/// let picker = UISegmentedControl(items: ["Grid", "List"])
/// picker.selectedSegmentIndex = 0
/// picker.addTarget(self, action: Selector(layoutChanged), for: .valueChanged)
/// picker.simulateTap(onSegmentAt: 1)   // selects "List", layoutChanged(_:) runs
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The index ``selectedSegmentIndex`` holds when no segment is selected.
    nonisolated public static let noSegment = -1

    /// What one segment shows and does.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    /// The segments, in order.
    private var segments: [Segment] = []

    /// Title text attributes by control state.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment's index, or ``noSegment`` (the default). Setting it sends no
    /// event; an index that names no segment is ignored.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                selectedSegmentIndex = oldValue
            }
        }
    }

    /// Whether a tapped segment stays selected only while touched; `false` by default. Stored
    /// only: a tapped segment's index is kept.
    open var isMomentary = false

    /// Whether segments are as wide as their content rather than equal; `false` by default.
    /// Stored only.
    open var apportionsSegmentWidthsByContent = false

    /// The color of the selected segment; `nil` (the system's) by default. Stored only.
    open var selectedSegmentTintColor: UIColor?

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with one segment per item: a `String` makes a titled segment, a
    /// ``UIImage`` an image segment; other items are skipped. No segment is selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
    }

    /// Creates a control with one segment per action, showing its title and image; tapping a
    /// segment performs its action. No segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title, image: action.image, action: action)
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment`, clamped to 0 … ``numberOfSegments``.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment`, clamped to 0 … ``numberOfSegments``.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment`, clamped to 0 … ``numberOfSegments``.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removes the segment at `segment`. Removing the selected segment leaves none selected;
    /// removing one before it keeps the same segment selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    // MARK: Segment content

    /// Sets the title of the segment at `segment`; a segment shows a title or an image, so
    /// its image is removed.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of the segment at `segment`; `nil` for an image segment or no segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`, which replaces its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of the segment at `segment`; `nil` for a titled segment or no segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of the segment at `segment` and shows its title and image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Self.segment(for: action)
    }

    /// The action of the segment at `segment`, or `nil`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Enables or disables the segment at `segment`; a disabled segment cannot be tapped.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled; `false` for no segment.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets the width of the segment at `segment`; 0 (the default) sizes it automatically.
    /// Stored only.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// The width set for the segment at `segment`; 0 when automatic or no segment.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets how far the content of the segment at `segment` is moved. Stored only.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// How far the content of the segment at `segment` is moved; zero by default.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Sets the attributes of segment titles in `state`. Stored only.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title attributes set for `state`, or `nil`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: User interaction

    /// Taps the segment at `segment` as a user would. Nothing happens when the control or the
    /// segment is disabled, or the segment is already selected (unless ``isMomentary``).
    /// Otherwise the segment is selected, its action is performed, then
    /// ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered`` are
    /// sent. Returns whether the selection was made. Beyond UIKit.
    @discardableResult
    open func simulateTap(onSegmentAt segment: Int) -> Bool {
        guard isEnabled, isEnabledForSegment(at: segment) else { return false }
        guard isMomentary || segment != selectedSegmentIndex else { return false }
        selectedSegmentIndex = segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
