// The constraints a stack view makes, as UIKit's makes them (see Docs/DECISIONS.md, "Stack
// views"): the roles, relations, priorities and identifiers are UIKit's, read from its
// constraint logs.

extension UIStackView {
    /// The priority of `UISV-hiding`, a hidden view's zero length: 999.999, just below required,
    /// so a required length of the app's own wins without a conflict being logged.
    static let hidingPriority = UILayoutPriority(999.999)
    /// The priority of `UISV-spacing-hidden`, which places a hidden view in the order.
    static let hiddenSpacingPriority = UILayoutPriority(50)
    /// The priority of `UISV-ambiguity-suppression`: a view's length across the axis drawn to 0
    /// when nothing else decides it.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The priority of `UISV-spanning-fit`, which shrinks the alignment spanner onto the views.
    static let spanningFitPriority = UILayoutPriority(51)
    /// The priority of `UISV-canvas-fit`, which shrinks the stack view onto its views where
    /// inequalities leave its length open.
    static let canvasFitPriority = UILayoutPriority(49)
    /// The priority of the equal `UISV-spanning-boundary` constraints of the leading and trailing
    /// alignments: 999.5, just below required.
    static let spanningEdgePriority = UILayoutPriority(999.5)

    /// Every constraint the arrangement wants now, in the order UIKit makes them: along the
    /// axis (canvas connections, spacing, hiding, distribution), then across it (alignment).
    func wantedArrangementConstraints() -> [StackConstraint] {
        let views = arrangedSubviews
        guard !views.isEmpty else { return [] }
        let attributes = StackAttributes(axis: axis)
        var wanted: [StackConstraint] = []
        appendOrderingConstraints(of: views, attributes: attributes, to: &wanted)
        appendTextWidthDisambiguation(of: views, to: &wanted)
        appendAlignmentConstraints(of: views, attributes: attributes, to: &wanted)
        return wanted
    }

    /// `UISV-text-width-disambiguation`: in a horizontal stack view that fills or spaces its
    /// views (not ``Distribution/fillEqually`` or ``Distribution/fillProportionally``), two
    /// multi-line labels or more are each kept at most an equal share of the width,
    /// `width <= canvas.width / n − spacing × (n − 1) / n` for `n` visible such labels, at
    /// priorities from 950 rising by `min(25 / count, 1)` in arrangement order, so that side by
    /// side they wrap rather than one taking the whole width.
    private func appendTextWidthDisambiguation(of views: [UIView], to wanted: inout [StackConstraint]) {
        guard axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally else { return }
        let candidates = views.filter(Self.isMultilineLabel)
        guard candidates.count >= 2 else { return }
        let visibleCount = CGFloat(candidates.filter { !$0.isHidden }.count)
        let space = spacing.isFinite && spacing != Self.spacingUseDefault ? spacing : 0
        let multiplier = visibleCount > 0 ? 1 / visibleCount : 1
        let constant = visibleCount > 0 ? -(space * (visibleCount - 1)) / visibleCount : 0
        let step = min(25 / Float(candidates.count), 1)
        for (index, label) in candidates.enumerated() {
            wanted.append(
                StackConstraint(
                    "UISV-text-width-disambiguation", label, .width, .lessThanOrEqual, canvas, .width,
                    multiplier: multiplier, constant: constant, priority: UILayoutPriority(950 + step * Float(index))))
        }
    }

    /// Whether `view` is a label that may wrap onto several lines.
    static func isMultilineLabel(_ view: UIView) -> Bool {
        (view as? UILabel).map { $0.numberOfLines != 1 } ?? false
    }

    /// What the views are tied to: the stack view, or its layout margins guide when
    /// ``isLayoutMarginsRelativeArrangement`` is set.
    private var canvas: AnyObject {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    // MARK: Along the axis

    /// The canvas connections at both ends, the spacing between views, the hidden views'
    /// constraints and the distribution's.
    private func appendOrderingConstraints(
        of views: [UIView], attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        let visible = views.indices.filter { !views[$0].isHidden }
        guard let firstVisible = visible.first, let lastVisible = visible.last else {
            for view in views {
                wanted.append(.size("UISV-hiding", view, attributes.length, equalTo: 0, priority: Self.hidingPriority))
                wanted.append(
                    StackConstraint(
                        "UISV-spacing-hidden", view, attributes.start, .equal, canvas, attributes.start,
                        priority: Self.hiddenSpacingPriority))
            }
            return
        }
        wanted.append(
            StackConstraint(
                "UISV-canvas-connection", canvas, attributes.start, .equal, views[firstVisible], attributes.start))
        wanted.append(
            StackConstraint(
                "UISV-canvas-connection", views[lastVisible], attributes.end, .equal, canvas, attributes.end))
        for (preceding, following) in zip(visible, visible.dropFirst()) {
            wanted.append(gapConstraint(from: views[preceding], to: views[following], bothVisible: true, attributes))
        }
        var precedingVisible: Int?
        for index in views.indices {
            guard views[index].isHidden else {
                precedingVisible = index
                continue
            }
            wanted.append(
                .size("UISV-hiding", views[index], attributes.length, equalTo: 0, priority: Self.hidingPriority))
            if let preceding = precedingVisible {
                wanted.append(
                    gapConstraint(
                        from: views[preceding], to: views[index], bothVisible: false, attributes,
                        halfSpacing: index < lastVisible))
            } else {
                wanted.append(
                    gapConstraint(
                        from: views[index], to: views[firstVisible], bothVisible: false, attributes, halfSpacing: false))
            }
        }
        appendDistributionConstraints(of: views, visible: visible, attributes: attributes, to: &wanted)
    }

    /// The constraint placing `following` after `preceding`: `UISV-spacing` between two visible
    /// views (an equality, or at least the spacing for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``), `UISV-spacing-hidden` at priority 50 beside a hidden
    /// one, whose gap is half the spacing between visible views, or none at the ends.
    private func gapConstraint(
        from preceding: UIView, to following: UIView, bothVisible: Bool, _ attributes: StackAttributes,
        halfSpacing: Bool = false
    ) -> StackConstraint {
        let relation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let measuresBaselines = axis == .vertical && isBaselineRelativeArrangement
        let startAttribute = measuresBaselines && !following.isHidden ? .firstBaseline : attributes.start
        let endAttribute = measuresBaselines && !preceding.isHidden ? .lastBaseline : attributes.end
        let space = spacingValue(after: preceding)
        let constant: CGFloat
        if space == Self.spacingUseSystem {
            constant = NSLayoutAnchor<NSLayoutXAxisAnchor>.systemSpacing * (bothVisible ? 1 : 0.5)
        } else if bothVisible {
            constant = roundedToPixels(space)
        } else {
            constant = halfSpacing ? roundedToPixels(space) * 0.5 : 0
        }
        return StackConstraint(
            bothVisible ? "UISV-spacing" : "UISV-spacing-hidden", following, startAttribute, relation, preceding,
            endAttribute, constant: constant, priority: bothVisible ? .required : Self.hiddenSpacingPriority)
    }

    /// The spacing after `view`: its custom spacing, else ``spacing``; 0 for a value that is not
    /// a finite number of points (``spacingUseDefault`` set as the spacing, NaN, infinity).
    private func spacingValue(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        guard value.isFinite, value != Self.spacingUseDefault else { return 0 }
        return value
    }

    /// `value` rounded to the nearest pixel of the stack view's display scale, as UIKit rounds
    /// spacings (a scale of 1 when the traits do not say).
    private func roundedToPixels(_ value: CGFloat) -> CGFloat {
        let displayScale = traitCollection.displayScale
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return (value * scale).rounded() / scale
    }

    /// The distribution's own constraints: equal lengths, proportional lengths, or the gap
    /// guides of equal spacing and equal centering.
    private func appendDistributionConstraints(
        of views: [UIView], visible: [Int], attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        switch distribution {
        case .fill:
            return
        case .fillEqually:
            appendEqualLengths(of: visible.map { views[$0] }, attributes: attributes, to: &wanted)
        case .fillProportionally:
            if let denominator = proportionalDenominator(of: views, visible: visible, attributes: attributes) {
                appendProportionalLengths(
                    of: views, visible: visible, denominator: denominator, attributes: attributes, to: &wanted)
            } else {
                appendEqualLengths(of: visible.map { views[$0] }, attributes: attributes, to: &wanted)
            }
        case .equalSpacing, .equalCentering:
            appendGapGuides(of: views, visible: visible, attributes: attributes, to: &wanted)
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first.
    private func appendEqualLengths(
        of views: [UIView], attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        guard let reference = views.first else { return }
        for view in views.dropFirst() {
            wanted.append(
                StackConstraint("UISV-fill-equally", view, attributes.length, .equal, reference, attributes.length))
        }
    }

    /// The sum of the visible views' lengths (those above 0) and of the spacing between them,
    /// or `nil` when it is not above the spacing of all the views (or 1 point): then UIKit
    /// fills equally.
    private func proportionalDenominator(of views: [UIView], visible: [Int], attributes: StackAttributes)
        -> CGFloat?
    {
        let space = spacing.isFinite && spacing != Self.spacingUseDefault ? spacing : 0
        var denominator = space * CGFloat(visible.count - 1)
        for index in visible {
            let length = proportionalLength(of: views[index])
            if length > 0 { denominator += length }
        }
        return denominator > max(space * CGFloat(views.count - 1), 1) ? denominator : nil
    }

    /// The length a view claims in a proportional fill: its intrinsic length along the axis, or
    /// for a view without one its compressed fitting length (a nested stack view's content).
    private func proportionalLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        if length != Self.noIntrinsicMetric { return length.isFinite ? length : 0 }
        let fitting = view.systemLayoutSizeFitting(Self.layoutFittingCompressedSize)
        let fitted = axis == .horizontal ? fitting.width : fitting.height
        return fitted.isFinite ? fitted : 0
    }

    /// `UISV-fill-proportionally`: each visible view's length the canvas's length times its
    /// share of the denominator, at priorities falling from 999 by the view's index (not below
    /// 751); a view with no length gets a required length of 0.
    private func appendProportionalLengths(
        of views: [UIView], visible: [Int], denominator: CGFloat, attributes: StackAttributes,
        to wanted: inout [StackConstraint]
    ) {
        for index in visible {
            let share = max(proportionalLength(of: views[index]), 0) / denominator
            guard share > 0 else {
                wanted.append(.size("UISV-fill-proportionally", views[index], attributes.length, equalTo: 0, priority: .required))
                continue
            }
            let priority = share == 1 ? UILayoutPriority.required : UILayoutPriority(Float(max(999 - index, 751)))
            wanted.append(
                StackConstraint(
                    "UISV-fill-proportionally", views[index], attributes.length, .equal, canvas, attributes.length,
                    multiplier: share, priority: priority))
        }
    }

    /// The gap guides (`UISV-distributing`) between visible views, tied to their edges
    /// (``Distribution/equalSpacing``) or centres (``Distribution/equalCentering``) by
    /// `UISV-distributing-edge`, all as long as the first (`UISV-fill-equally`; for equal
    /// centering at priorities falling from 150 by the preceding view's index, not below 50), and
    /// the stack view drawn to its shortest (`UISV-canvas-fit`).
    private func appendGapGuides(
        of views: [UIView], visible: [Int], attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        let centering = distribution == .equalCentering
        var reference: UILayoutGuide?
        for (preceding, following) in zip(visible, visible.dropFirst()) {
            let guide = gapGuide(after: views[preceding])
            wanted.append(
                StackConstraint(
                    "UISV-distributing-edge", guide, attributes.start, .equal, views[preceding],
                    centering ? attributes.center : attributes.end))
            wanted.append(
                StackConstraint(
                    "UISV-distributing-edge", guide, attributes.end, .equal, views[following],
                    centering ? attributes.center : attributes.start))
            guard let reference else {
                reference = guide
                continue
            }
            let priority = centering ? UILayoutPriority(Float(max(150 - preceding, 50))) : .required
            wanted.append(
                StackConstraint(
                    "UISV-fill-equally", guide, attributes.length, .equal, reference, attributes.length,
                    priority: priority))
        }
        wanted.append(.size("UISV-canvas-fit", self, attributes.length, equalTo: 0, priority: Self.canvasFitPriority))
    }

    // MARK: Across the axis

    /// The alignment's constraints: every view aligned with the first (`UISV-alignment`), the
    /// stack view's edges tied to the first view or to the alignment spanner
    /// (`UISV-canvas-connection`), the spanner around the visible views
    /// (`UISV-spanning-boundary`, `UISV-spanning-fit`), and, when the views do not fill across,
    /// their lengths drawn to 0 at priority 25 (`UISV-ambiguity-suppression`).
    private func appendAlignmentConstraints(
        of views: [UIView], attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        let reference = views[0]
        let alignment = effectiveAlignment
        for view in views.dropFirst() {
            for attribute in alignedAttributes(for: alignment, attributes) {
                let resolved = Self.hasBaseline(view) ? attribute : Self.edge(standingFor: attribute, attributes)
                wanted.append(StackConstraint("UISV-alignment", reference, resolved, .equal, view, resolved))
            }
        }
        guard alignment != .fill else {
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", canvas, attributes.crossStart, .equal, reference, attributes.crossStart))
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", reference, attributes.crossEnd, .equal, canvas, attributes.crossEnd))
            return
        }
        if views.count == 1 {
            appendSingleViewCanvasConnections(of: reference, alignment: alignment, attributes: attributes, to: &wanted)
        } else {
            appendSpannerConstraints(of: views, alignment: alignment, attributes: attributes, to: &wanted)
        }
        for view in views {
            wanted.append(
                .size(
                    "UISV-ambiguity-suppression", view, attributes.crossLength, equalTo: 0,
                    priority: Self.ambiguitySuppressionPriority))
        }
    }

    /// The alignment in effect: the baseline alignments are for horizontal stack views only, and
    /// a vertical one fills across instead.
    private var effectiveAlignment: Alignment {
        switch alignment {
        case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
        default: alignment
        }
    }

    /// The attributes every view shares with the first under `alignment`.
    private func alignedAttributes(for alignment: Alignment, _ attributes: StackAttributes)
        -> [NSLayoutConstraint.Attribute]
    {
        switch alignment {
        case .fill: [attributes.crossStart, attributes.crossEnd]
        case .leading: [attributes.crossStart]
        case .center: [attributes.crossCenter]
        case .trailing: [attributes.crossEnd]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
    }

    /// The edge a view without text is aligned by in place of a baseline: its top for the first
    /// baseline, its bottom for the last, as UIKit aligns such views; other attributes unchanged.
    private static func edge(standingFor attribute: NSLayoutConstraint.Attribute, _ attributes: StackAttributes)
        -> NSLayoutConstraint.Attribute
    {
        switch attribute {
        case .firstBaseline: attributes.crossStart
        case .lastBaseline: attributes.crossEnd
        default: attribute
        }
    }

    /// Whether `view` has a text baseline of its own.
    private static func hasBaseline(_ view: UIView) -> Bool {
        view is UILabel
    }

    /// A single view not filling across: the stack view around it, the aligned edge equal, the
    /// other ones inequalities, the stack view drawn to its shortest.
    private func appendSingleViewCanvasConnections(
        of view: UIView, alignment: Alignment, attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        let pinsStart = alignment == .leading
        let pinsEnd = alignment == .trailing
        wanted.append(
            StackConstraint(
                "UISV-canvas-connection", canvas, attributes.crossStart, pinsStart ? .equal : .lessThanOrEqual, view,
                attributes.crossStart))
        if pinsEnd {
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", view, attributes.crossEnd, .equal, canvas, attributes.crossEnd))
        } else {
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", canvas, attributes.crossEnd, .greaterThanOrEqual, view,
                    attributes.crossEnd))
        }
        if alignment == .center {
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", canvas, attributes.crossCenter, .equal, view, attributes.crossCenter))
        }
        wanted.append(
            .size("UISV-canvas-fit", self, attributes.crossLength, equalTo: 0, priority: Self.canvasFitPriority))
    }

    /// Two views or more not filling across: the alignment spanner around the visible views,
    /// its aligned edge equal to theirs at 999.5, shrunk onto them at 51, and tied to the stack
    /// view's edges; the first view tied to the stack view's aligned edge.
    private func appendSpannerConstraints(
        of views: [UIView], alignment: Alignment, attributes: StackAttributes, to wanted: inout [StackConstraint]
    ) {
        let spanner = alignmentSpanner()
        // The aligned edge holds the spanner to each view's edge; the other edge only keeps
        // each view inside it.
        let edges: [(attribute: NSLayoutConstraint.Attribute, aligned: Bool, relation: NSLayoutConstraint.Relation)] = [
            (attributes.crossStart, alignment == .leading, .lessThanOrEqual),
            (attributes.crossEnd, alignment == .trailing, .greaterThanOrEqual),
        ]
        for view in views where !view.isHidden {
            for edge in edges {
                wanted.append(
                    edge.aligned
                        ? StackConstraint(
                            "UISV-spanning-boundary", spanner, edge.attribute, .equal, view, edge.attribute,
                            priority: Self.spanningEdgePriority)
                        : StackConstraint("UISV-spanning-boundary", spanner, edge.attribute, edge.relation, view, edge.attribute))
            }
        }
        wanted.append(
            .size("UISV-spanning-fit", spanner, attributes.crossLength, equalTo: 0, priority: Self.spanningFitPriority))
        let reference = views[0]
        let start: StackConstraint =
            alignment == .leading
            ? StackConstraint(
                "UISV-canvas-connection", canvas, attributes.crossStart, .equal, reference, attributes.crossStart)
            : StackConstraint(
                "UISV-canvas-connection", canvas, attributes.crossStart, .equal, spanner, attributes.crossStart)
        wanted.append(start)
        switch alignment {
        case .trailing:
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", reference, attributes.crossEnd, .equal, canvas, attributes.crossEnd))
        case .lastBaseline:
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", canvas, attributes.crossEnd, .greaterThanOrEqual, reference,
                    attributes.crossEnd))
        default:
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", spanner, attributes.crossEnd, .equal, canvas, attributes.crossEnd))
        }
        if alignment == .center {
            wanted.append(
                StackConstraint(
                    "UISV-canvas-connection", canvas, attributes.crossCenter, .equal, reference,
                    attributes.crossCenter))
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            wanted.append(
                .size("UISV-canvas-fit", self, attributes.crossLength, equalTo: 0, priority: Self.canvasFitPriority))
        }
    }
}
