import Testing
import UIKitViews

/// A superview holding the named subviews, for formats to lay out.
@MainActor
private struct Scene {
    let superview = UIView()
    let views: [String: UIView]

    init(_ names: [String]) {
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            superview.addSubview(view)
            views[name] = view
        }
        self.views = views
    }

    /// A constraint written as `first.attribute relation second.attribute + constant @priority`,
    /// naming the superview `|`; the priority only when not required.
    func describe(_ constraint: NSLayoutConstraint) -> String {
        func name(_ item: AnyObject?) -> String {
            if item === superview { return "|" }
            return views.first { $0.value === item }?.key ?? "nil"
        }
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(symbol(constraint.relation))"
        if constraint.secondAttribute != .notAnAttribute {
            text += " \(name(constraint.secondItem)).\(constraint.secondAttribute) +"
        }
        text += " \(constraint.constant)"
        if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
        return text
    }

    func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> [String] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(describe)
    }

    private func symbol(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

@MainActor
@Suite("NSLayoutConstraint visual format")
struct VisualFormatTests {
    @Test("a horizontal format: superview spacing, the standard 8 between views, a size at a priority, a relation to the edge")
    func horizontal() {
        let scene = Scene(["title", "badge"])
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[title]-[badge(==24@750)]-(>=8)-|", metrics: nil, views: scene.views)
        #expect(made.map(scene.describe) == [
            "title.leading == |.leading + 20.0",
            "badge.leading == title.trailing + 8.0",
            "badge.width == 24.0 @750.0",
            "|.trailing >= badge.trailing + 8.0",
        ])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test("a vertical format with metrics, flush edges and two predicates on one view")
    func vertical() {
        let scene = Scene(["header", "body"])
        let made = scene.constraints(
            "V:|[header(h)]-gap-[body(>=100,<=top@500)]|", metrics: ["h": 44, "gap": 12.5, "top": CGFloat(300)])
        #expect(made == [
            "header.top == |.top + 0.0",
            "header.height == 44.0",
            "body.top == header.bottom + 12.5",
            "body.height >= 100.0",
            "body.height <= 300.0 @500.0",
            "|.bottom == body.bottom + 0.0",
        ])
    }

    @Test("the standard space to a superview edge is 20; a view predicate names another view's size; alignment chains the views")
    func standardSpacingAndAlignment() {
        let scene = Scene(["a", "b", "c"])
        #expect(scene.constraints("|-[a]-|") == ["a.leading == |.leading + 20.0", "|.trailing == a.trailing + 20.0"])
        #expect(scene.constraints("[a][b(==a)]-0-[c(a)]", options: .alignAllCenterY) == [
            "b.leading == a.trailing + 0.0",
            "b.width == a.width + 0.0",
            "c.leading == b.trailing + 0.0",
            "c.width == a.width + 0.0",
            "b.centerY == a.centerY + 0.0",
            "c.centerY == b.centerY + 0.0",
        ])
    }

    @Test("left to right uses left and right; right to left puts the earlier view after the later one")
    func directions() {
        let scene = Scene(["a", "b"])
        #expect(scene.constraints("H:[a]-(-4)-[b]", options: .directionLeftToRight) == ["b.left == a.right + -4.0"])
        #expect(scene.constraints("H:|-2-[a]-(-4)-[b]-6-|", options: .directionRightToLeft) == [
            "|.right == a.right + 2.0",
            "a.left == b.right + -4.0",
            "b.left == |.left + 6.0",
        ])
    }

    @Test(
        "a format that cannot be made gives no constraints and is reported",
        arguments: [
            ("H:[a", VisualFormatError.Reason.syntax(expected: "']' to close the view"), 4),
            ("H:[a]-", .syntax(expected: "a number or a metric name"), 6),
            ("H:[a]x", .syntax(expected: "a view, '|' or the end of the format"), 5),
            ("H:[missing]", .unknownView("missing"), 3),
            ("H:[a(==width)]", .unknownMetric("width"), 5),
            ("H:[a(50@2000)]", .invalidPriority(2000), 5),
            ("V:[a][b]", .alignmentAlongAxis, 0),
        ] as [(String, VisualFormatError.Reason, Int)])
    func malformed(format: String, reason: VisualFormatError.Reason, offset: Int) {
        let scene = Scene(["a", "b"])
        let options: NSLayoutConstraint.FormatOptions = format.hasPrefix("V:") ? .alignAllCenterY : []
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: scene.views)
        #expect(made.isEmpty)
        #expect(NSLayoutConstraint.reportedFormatErrors.last == VisualFormatError(reason, format: format, offset: offset))
    }

    @Test("'|' next to a view without a superview is reported with UIKit's text and a caret")
    func noSuperview() {
        let lonely = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[lonely]", metrics: nil, views: ["lonely": lonely]).isEmpty)
        let report = NSLayoutConstraint.reportedFormatErrors.last
        #expect(report?.reason == .noSuperview(view: "lonely"))
        #expect(report?.description == """
            Unable to parse constraint format: \nUnable to interpret '|' character, because the related view (lonely) \
            doesn't have a superview.\nH:|[lonely]\n    ^
            """)
    }
}
