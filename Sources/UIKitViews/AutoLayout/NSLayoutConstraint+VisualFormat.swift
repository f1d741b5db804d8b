internal import InternalUtilities

extension NSLayoutConstraint {
    /// The space the standard connection `-` leaves between two views.
    static let standardSiblingSpacing: CGFloat = 8
    /// The space the standard connection `-` leaves between a view and its superview's edge.
    static let standardSuperviewSpacing: CGFloat = 20

    /// The visual formats this process could not turn into constraints, oldest first; the last
    /// 100 are kept. Beyond UIKit, which raises an exception for them.
    public static var reportedFormatErrors: [VisualFormatError] { Array(formatErrorLog) }

    /// The reports behind ``reportedFormatErrors``.
    private static var formatErrorLog = BoundedLog<VisualFormatError>(capacity: 100)

    /// The constraints a visual format string describes, inactive, in the order the format
    /// names them: the leading superview connection, then each view's size predicates followed
    /// by the connection after it, the trailing superview connection, and last the alignment
    /// the options ask for (each view aligned with the one before it).
    ///
    /// `H:|-20-[title]-[badge(==24@750)]-(>=8)-|` gives, reading leading to trailing:
    ///
    /// ```
    /// title.leading == superview.leading + 20
    /// badge.leading == title.trailing + 8        standard space between views
    /// badge.width == 24                          priority 750
    /// superview.trailing >= badge.trailing + 8
    /// ```
    ///
    /// `|` stands for the superview of the view next to it; `-` alone is the standard space,
    /// 8 points between views and 20 to a superview edge. Names are looked up in `metrics`
    /// (numbers) and `views` (views or layout guides). A format that does not parse, names
    /// something not given, or whose options align along its own axis gives no constraints and
    /// is recorded in ``reportedFormatErrors``.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format)
        do {
            let parsed = try parser.parse()
            var builder = VisualFormatBuilder(format: parsed, options: options, metrics: metrics ?? [:], views: views)
            return try builder.build()
        } catch {
            formatErrorLog.append(VisualFormatError(error.reason, format: format, offset: error.offset))
            return []
        }
    }
}

/// Turns a parsed visual format into constraints, looking names up.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var constraints: [NSLayoutConstraint] = []

    init(format: VisualFormat, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// An item a connection joins: a view of the format, or the superview at one end.
    private enum End {
        case view(AnyObject)
        case superview(UIView)
    }

    /// The attributes along the format's axis: where an item starts, where it ends, its size;
    /// and whether the format runs against them (right to left).
    private var axis: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
        size: NSLayoutConstraint.Attribute, reversed: Bool)
    {
        if format.isVertical { return (.top, .bottom, .height, false) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, .width, false)
        case .directionRightToLeft: return (.left, .right, .width, true)
        default: return (.leading, .trailing, .width, false)
        }
    }

    mutating func build() throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        let items = try format.views.map { term throws(VisualFormatParser.Failure) in try view(named: term.name, at: term.offset) }
        if let leading = format.leadingSuperview {
            let first = format.views[0]
            try connect(.superview(try superview(of: items[0], named: first.name, at: first.offset)), .view(items[0]), by: leading)
        }
        for (index, term) in format.views.enumerated() {
            for predicate in term.predicates { try addSize(predicate, of: items[index]) }
            if index < format.connections.count {
                try connect(.view(items[index]), .view(items[index + 1]), by: format.connections[index])
            }
        }
        if let trailing = format.trailingSuperview, let last = format.views.last, let item = items.last {
            try connect(.view(item), .superview(try superview(of: item, named: last.name, at: last.offset)), by: trailing)
        }
        try addAlignment(items)
        return constraints
    }

    // MARK: Constraints

    /// Adds the constraints for the connection from `earlier` to `later`: the gap between
    /// the end of the earlier item (the start, for the superview before the first view) and
    /// the start of the later one (the end, for the superview after the last) relates to each
    /// predicate's constant.
    private mutating func connect(_ earlier: End, _ later: End, by connection: VisualFormat.Connection) throws(VisualFormatParser.Failure) {
        let axis = self.axis
        let (earlierItem, earlierEdge): (AnyObject, NSLayoutConstraint.Attribute) =
            switch earlier {
            case .superview(let view): (view, axis.reversed ? axis.end : axis.start)
            case .view(let view): (view, axis.reversed ? axis.start : axis.end)
            }
        let (laterItem, laterEdge): (AnyObject, NSLayoutConstraint.Attribute) =
            switch later {
            case .superview(let view): (view, axis.reversed ? axis.start : axis.end)
            case .view(let view): (view, axis.reversed ? axis.end : axis.start)
            }
        let touchesSuperview = if case .view = earlier, case .view = later { false } else { true }
        let spacings: [(NSLayoutConstraint.Relation, CGFloat, UILayoutPriority)]
        switch connection {
        case .flush:
            spacings = [(.equal, 0, .required)]
        case .standard:
            let space = touchesSuperview ? NSLayoutConstraint.standardSuperviewSpacing : NSLayoutConstraint.standardSiblingSpacing
            spacings = [(.equal, space, .required)]
        case .predicates(let predicates):
            spacings = try predicates.map { predicate throws(VisualFormatParser.Failure) in
                (predicate.relation, try constant(predicate.object, at: predicate.offset), try priority(of: predicate))
            }
        }
        for (relation, space, priority) in spacings {
            // Reading forwards the later item's start lies `space` after the earlier item's
            // end; right to left the earlier item lies after the later one.
            let (first, firstEdge, second, secondEdge) =
                axis.reversed ? (earlierItem, earlierEdge, laterItem, laterEdge) : (laterItem, laterEdge, earlierItem, earlierEdge)
            let constraint = NSLayoutConstraint(
                firstItem: first, firstAttribute: firstEdge, relation: relation, secondItem: second,
                secondAttribute: secondEdge, multiplier: 1, constant: space)
            constraint.priority = priority
            constraints.append(constraint)
        }
    }

    /// Adds the size constraint of `predicate` on `item`: to a constant, or to another view's
    /// size when the predicate names a view.
    private mutating func addSize(_ predicate: VisualFormat.Predicate, of item: AnyObject) throws(VisualFormatParser.Failure) {
        let size = axis.size
        let constraint: NSLayoutConstraint
        if case .name(let name) = predicate.object, metricValue(name) == nil, views[name] != nil {
            let other = try view(named: name, at: predicate.offset)
            constraint = NSLayoutConstraint(
                firstItem: item, firstAttribute: size, relation: predicate.relation, secondItem: other,
                secondAttribute: size, multiplier: 1, constant: 0)
        } else {
            constraint = NSLayoutConstraint(
                firstItem: item, firstAttribute: size, relation: predicate.relation, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: try constant(predicate.object, at: predicate.offset))
        }
        constraint.priority = try priority(of: predicate)
        constraints.append(constraint)
    }

    /// Adds, for each alignment the options ask for, one constraint per view after the first
    /// aligning it with the view before it.
    private mutating func addAlignment(_ items: [AnyObject]) throws(VisualFormatParser.Failure) {
        let attributes: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ].filter { options.contains(NSLayoutConstraint.FormatOptions(rawValue: 1 << UInt($0.rawValue))) }
        let alongAxis: Set<NSLayoutConstraint.Attribute> =
            format.isVertical ? [.top, .bottom, .centerY, .lastBaseline, .firstBaseline] : [.left, .right, .leading, .trailing, .centerX]
        if attributes.contains(where: alongAxis.contains) {
            throw VisualFormatParser.Failure(reason: .alignmentAlongAxis, offset: 0)
        }
        for attribute in attributes {
            for index in items.indices.dropFirst() {
                constraints.append(
                    NSLayoutConstraint(
                        firstItem: items[index], firstAttribute: attribute, relation: .equal, secondItem: items[index - 1],
                        secondAttribute: attribute, multiplier: 1, constant: 0))
            }
        }
    }

    // MARK: Names

    private func view(named name: String, at offset: Int) throws(VisualFormatParser.Failure) -> AnyObject {
        guard let value = views[name] else { throw VisualFormatParser.Failure(reason: .unknownView(name), offset: offset) }
        let object = value as AnyObject
        guard object is UIView || object is UILayoutGuide else {
            throw VisualFormatParser.Failure(reason: .unknownView(name), offset: offset)
        }
        return object
    }

    private func superview(of item: AnyObject, named name: String, at offset: Int) throws(VisualFormatParser.Failure) -> UIView {
        let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        guard let superview else { throw VisualFormatParser.Failure(reason: .noSuperview(view: name), offset: offset) }
        return superview
    }

    private func constant(_ operand: VisualFormat.Operand, at offset: Int) throws(VisualFormatParser.Failure) -> CGFloat {
        switch operand {
        case .number(let value):
            return CGFloat(value)
        case .name(let name):
            guard let value = metricValue(name) else { throw VisualFormatParser.Failure(reason: .unknownMetric(name), offset: offset) }
            return value
        }
    }

    private func priority(of predicate: VisualFormat.Predicate) throws(VisualFormatParser.Failure) -> UILayoutPriority {
        guard let operand = predicate.priority else { return .required }
        let value = Double(try constant(operand, at: predicate.offset))
        guard value >= 1, value <= 1000 else {
            throw VisualFormatParser.Failure(reason: .invalidPriority(value), offset: predicate.offset)
        }
        return UILayoutPriority(Float(value))
    }

    /// The metric named `name` as a number, whatever numeric type it was given as.
    private func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value.isFinite ? value : nil
        case let value as Double: value.isFinite ? CGFloat(value) : nil
        case let value as Float: value.isFinite ? CGFloat(value) : nil
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
