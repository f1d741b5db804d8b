import Foundation
@testable import UIKitViews

/// A view with a fixed intrinsic content size, so that expected frames follow from numbers and
/// not from fonts.
final class FixedSizeView: UIView {
    /// The intrinsic content size; setting it invalidates it, as a label does when its text changes.
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A view of intrinsic size `width` × `height` (`UIView.noIntrinsicMetric` for none on an axis).
@MainActor
func fixedView(_ width: CGFloat, _ height: CGFloat) -> FixedSizeView {
    let view = FixedSizeView()
    view.size = CGSize(width: width, height: height)
    return view
}

/// A stack view of `views` laid out in a frame of `width` × `height` at the origin: a view made
/// in code translates its frame into constraints, so the stack view keeps this size and arranges
/// its views inside it.
@MainActor
func laidOutStack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat, height: CGFloat,
    configure: (UIStackView) -> Void = { _ in }
) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    configure(stack)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    stack.layoutIfNeeded()
    return stack
}

/// The frames of `views`, for one comparison with the expected ones.
@MainActor
func frames(_ views: [UIView]) -> [CGRect] {
    views.map(\.frame)
}

/// A stack view's own constraints and those installed on its arranged views, each written as
/// `identifier: first.attribute relation second.attribute × multiplier + constant @ priority`
/// with the names given to the items, sorted.
@MainActor
func arrangementDescriptions(of stack: UIStackView, names: [ObjectIdentifier: String]) -> [String] {
    var all = stack.constraints
    for view in stack.arrangedSubviews { all += view.constraints }
    return all.filter { ($0.identifier ?? "").hasPrefix("UISV") }.map { describe($0, names: names) }.sorted()
}

/// `constraint` written as in ``arrangementDescriptions(of:names:)``.
@MainActor
private func describe(_ constraint: NSLayoutConstraint, names: [ObjectIdentifier: String]) -> String {
    func name(_ item: AnyObject?) -> String {
        guard let item else { return "" }
        if let guide = item as? UILayoutGuide, names[ObjectIdentifier(guide)] == nil { return guide.identifier }
        return names[ObjectIdentifier(item)] ?? "?"
    }
    let relation =
        switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    var text = "\(constraint.identifier ?? ""): \(name(constraint.firstItem)).\(constraint.firstAttribute.name) \(relation)"
    if constraint.secondItem != nil {
        text += " \(name(constraint.secondItem)).\(constraint.secondAttribute.name)"
        if constraint.multiplier != 1 { text += " × \(constraint.multiplier)" }
        if constraint.constant != 0 { text += " + \(constraint.constant)" }
    } else {
        text += " \(constraint.constant)"
    }
    if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
    return text
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name as UIKit's logs write it.
    fileprivate var name: String {
        switch self {
        case .notAnAttribute: "none"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}
