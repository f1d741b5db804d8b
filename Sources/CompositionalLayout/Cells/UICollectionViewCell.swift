@_spi(ViewHooks) import UIKitViews

/// A collection view's view for an item: a content view for the app's subviews, optional
/// background views, selection and highlight states, and content and background
/// configurations updated for the cell's state.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let imageView = UIView()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(imageView)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override var isSelected: Bool {
///         didSet { contentView.alpha = isSelected ? 0.5 : 1 }
///     }
/// }
/// ```
///
/// ## Views
///
/// ``contentView``, ``backgroundView`` and ``selectedBackgroundView`` fill the cell and follow
/// its size. The background view is behind everything; the selected background view, when
/// there is one, is a subview only while the cell is selected, just above the background view;
/// the content view is above both.
///
/// A ``backgroundConfiguration`` is shown as UIKit shows it: by a view at the back of the
/// cell, inset by the configuration's insets, with its color resolved for the cell's tint, its
/// corners, stroke, image and custom view, brought up to date in each layout pass (so after
/// every configuration update: selection, highlight, editing, traits). A list cell without a
/// configuration or background views shows its list style's default background for its
/// state.
///
/// ## Configuration updates
///
/// ``setNeedsUpdateConfiguration()`` asks for an update before the next layout pass, and a
/// change of ``isSelected``, ``isHighlighted``, the traits, ``configurationUpdateHandler`` or
/// the states the collection view sets asks for one. A new cell starts with one pending, so it
/// is configured before it is first laid out. An update, in this order: replaces
/// ``contentConfiguration`` and ``backgroundConfiguration`` with their `updated(for:)` copies
/// when the automatic updates are on, calls ``updateConfiguration(using:)``, then calls
/// ``configurationUpdateHandler``. Setting a configuration does not itself ask for an update,
/// so an override of ``updateConfiguration(using:)`` may set them.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// How a cell takes part in a drag.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Lifting, about to be dragged.
        case lifting
        /// Left in place, ghosted, while a copy is dragged.
        case dragging
    }

    /// A function that updates a cell's configurations for its state, an alternative to
    /// overriding ``updateConfiguration(using:)``.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The states of a cell that the collection view decides rather than the cell:
    /// editing, expansion, swipe, reordering, drag and drop, focus, pinning, disabled.
    struct CollectionViewStates: Hashable {
        var isDisabled = false
        var isFocused = false
        var isPinned = false
        var isEditing = false
        var isExpanded = false
        var isSwiped = false
        var isReordering = false
        var cellDragState = UICellConfigurationState.DragState.none
        var cellDropState = UICellConfigurationState.DropState.none
    }

    /// The view the app adds the cell's content to, or that a content configuration made.
    private var storedContentView: UIView
    /// The content configuration set, or `nil`.
    private var storedContentConfiguration: UIContentConfiguration?
    /// Whether a configuration update is due before the next layout pass.
    private var needsConfigurationUpdate = true

    /// Creates a cell of `frame` with an empty content view.
    public override init(frame: CGRect) {
        storedContentView = UIView()
        super.init(frame: frame)
        install(contentView: storedContentView, at: 0)
    }

    /// Creates a cell from an archive, with an empty content view; nothing is read headless
    /// (see `UIView`).
    public required init?(coder: NSCoder) {
        storedContentView = UIView()
        super.init(coder: coder)
        install(contentView: storedContentView, at: 0)
    }

    /// The view to add the cell's content to. A content configuration replaces it with the
    /// view it makes (see ``contentConfiguration``).
    open var contentView: UIView { storedContentView }

    /// Whether the cell is selected; `false` by default. The collection view sets it. A change
    /// shows or hides ``selectedBackgroundView`` and asks for a configuration update.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            arrangeBackgroundViews()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is highlighted (touched); `false` by default. A change asks for a
    /// configuration update.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            setNeedsUpdateConfiguration()
        }
    }

    /// A view behind the cell's other views; `nil` by default. Setting a view clears
    /// ``backgroundConfiguration``, which cannot be used with it.
    open var backgroundView: UIView? {
        didSet { backgroundViewDidChange(from: oldValue) }
    }

    /// A view shown just above ``backgroundView`` while the cell is selected; `nil` by default.
    /// Setting a view clears ``backgroundConfiguration``, which cannot be used with it.
    open var selectedBackgroundView: UIView? {
        didSet { backgroundViewDidChange(from: oldValue) }
    }

    /// A description of the cell's background; `nil` by default. Setting one removes
    /// ``backgroundView`` and ``selectedBackgroundView``, as in UIKit. The cell shows it with
    /// a view at the back of its subviews, made again in each layout pass (see the type's
    /// "Views").
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            setNeedsLayout()
            guard backgroundConfiguration != nil else { return }
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
        }
    }

    /// Whether updates replace ``backgroundConfiguration`` with its copy for the cell's state;
    /// `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A description of the cell's content, from which the content view is made; `nil` by
    /// default.
    ///
    /// Setting a configuration gives it to the current content view when that view was made
    /// from a configuration and `UIContentView.supports(_:)` it; otherwise the content view
    /// is replaced by `makeContentView()` of the new configuration (in the same place among
    /// the subviews, filling the cell). Setting `nil` after a configuration replaces the
    /// content view with a new empty one.
    open var contentConfiguration: UIContentConfiguration? {
        get { storedContentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// Whether updates replace ``contentConfiguration`` with its copy for the cell's state;
    /// `true` by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// A function run after ``updateConfiguration(using:)`` in each update; `nil` by default.
    /// Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The states the collection view sets on the cell (editing, expanded, …); a change asks
    /// for a configuration update.
    var collectionViewStates = CollectionViewStates() {
        didSet {
            guard collectionViewStates != oldValue else { return }
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's current state: its traits, ``isSelected``, ``isHighlighted`` and the states
    /// the collection view sets. Override it to add custom states, starting from `super`'s.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = collectionViewStates.isDisabled
        state.isFocused = collectionViewStates.isFocused
        state.isPinned = collectionViewStates.isPinned
        state.isEditing = collectionViewStates.isEditing
        state.isExpanded = collectionViewStates.isExpanded
        state.isSwiped = collectionViewStates.isSwiped
        state.isReordering = collectionViewStates.isReordering
        state.cellDragState = collectionViewStates.cellDragState
        state.cellDropState = collectionViewStates.cellDropState
        return state
    }

    /// Asks for a configuration update before the next layout pass. Several requests make one
    /// update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`. Does nothing by default (the automatic
    /// updates run before it); override it to set configurations from the state. Called by the
    /// update, never directly: use ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called when the cell's part in a drag changes. Does nothing by default; there are no
    /// drags headless.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The background configuration with the system's defaults for this kind of cell: clear
    /// for a plain cell.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        defaultBackground()
    }

    /// What ``defaultBackgroundConfiguration()`` answers; a list cell answers its list style's.
    func defaultBackground() -> UIBackgroundConfiguration {
        .clear()
    }

    /// Runs the pending configuration update now, if there is one (see the type's
    /// "Configuration updates"). The layout pass runs it; the collection view also runs it
    /// before it shows a cell.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = storedContentConfiguration {
            setContentConfiguration(configuration.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            backgroundConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The view showing ``backgroundConfiguration`` (or a list cell's default), while there is
    /// one.
    private(set) var systemBackgroundView: SystemBackgroundView?

    /// Brings the background configuration's view up to date with the cell's bounds and state.
    open override func layoutSubviews() {
        super.layoutSubviews()
        showBackgroundConfiguration()
    }

    /// Lays the cell out again for the new tint, which the background's colors may follow.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// The background configuration shown: ``backgroundConfiguration``; otherwise, in a cell
    /// without background views whose kind has a default background (a list cell), the
    /// default for the cell's state.
    var shownBackgroundConfiguration: UIBackgroundConfiguration? {
        if let backgroundConfiguration { return backgroundConfiguration }
        guard showsDefaultBackground, backgroundView == nil, selectedBackgroundView == nil else { return nil }
        return defaultBackground().updated(for: configurationState)
    }

    /// Whether the cell shows ``defaultBackgroundConfiguration()`` when it has no background;
    /// `false` for a plain cell, `true` for a list cell.
    var showsDefaultBackground: Bool { false }

    /// The corners the background's corner radius rounds: all four; a list cell at an end of
    /// an inset grouped section rounds that end's.
    var roundedBackgroundCorners: CACornerMask {
        [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }

    /// Shows the background configuration at the back of the cell, or removes its view.
    private func showBackgroundConfiguration() {
        guard let configuration = shownBackgroundConfiguration else {
            systemBackgroundView?.removeFromSuperview()
            systemBackgroundView = nil
            return
        }
        let view = systemBackgroundView ?? SystemBackgroundView()
        if systemBackgroundView == nil {
            systemBackgroundView = view
            insertSubview(view, at: 0)
        }
        view.apply(configuration, in: self, roundedCorners: roundedBackgroundCorners)
    }

    @_spi(ViewHooks) open override func layoutPassWillLayOutSubviews() {
        super.layoutPassWillLayOutSubviews()
        updateConfigurationIfNeeded()
    }

    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        setNeedsUpdateConfiguration()
    }

    /// What a cell measures by: its content view's size that fits `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentView.sizeThatFits(size)
    }

    /// What a cell's content needs: its content view's intrinsic content size.
    open override var intrinsicContentSize: CGSize {
        contentView.intrinsicContentSize
    }

    /// The size of the cell that fits `targetSize`, as UIKit's cells answer: from the
    /// constraints of ``contentView`` (which fills the cell) when there are any, solved with
    /// the content view's width and height held to the target at the fitting priorities; as
    /// any view otherwise (see `UIView`).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let solved = contentView.solvedFittingSize(
            for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        {
            return solved
        }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// Sets the content configuration (see ``contentConfiguration``).
    private func setContentConfiguration(_ configuration: UIContentConfiguration?) {
        let hadConfiguration = storedContentConfiguration != nil
        storedContentConfiguration = configuration
        if let configuration {
            if hadConfiguration, let current = storedContentView as? UIContentView, current.supports(configuration) {
                current.configuration = configuration
            } else {
                replaceContentView(with: configuration.makeContentView())
            }
        } else if hadConfiguration {
            replaceContentView(with: UIView())
        }
    }

    /// Puts `view` in the content view's place.
    private func replaceContentView(with view: UIView) {
        let index = subviews.firstIndex { $0 === storedContentView } ?? subviews.count
        storedContentView.removeFromSuperview()
        storedContentView = view
        install(contentView: view, at: index)
    }

    /// Makes `view` fill the cell and follow its size, at `index` of the subviews.
    private func install(contentView view: UIView, at index: Int) {
        fill(with: view)
        insertSubview(view, at: index)
    }

    /// Sizes `view` to the bounds and makes it follow them.
    private func fill(with view: UIView) {
        view.frame = CGRect(origin: .zero, size: bounds.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Takes a replaced background view out and puts the current ones in place.
    private func backgroundViewDidChange(from oldView: UIView?) {
        if let oldView, oldView !== backgroundView, oldView !== selectedBackgroundView, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        if backgroundView != nil || selectedBackgroundView != nil { backgroundConfiguration = nil }
        arrangeBackgroundViews()
    }

    /// Puts the background view at the back and the selected background view above it while
    /// the cell is selected, both filling the cell.
    private func arrangeBackgroundViews() {
        var index = 0
        if let backgroundView {
            fill(with: backgroundView)
            insertSubview(backgroundView, at: index)
            index += 1
        }
        guard let selectedBackgroundView, selectedBackgroundView !== backgroundView else { return }
        if isSelected {
            fill(with: selectedBackgroundView)
            insertSubview(selectedBackgroundView, at: index)
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
