extension NSLayoutConstraint {
    /// The constraint as UIKit describes it in its logs, e.g.
    /// `<NSLayoutConstraint:0x… 'title' UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`:
    /// its class (UIKit's private class for the constraints it makes from autoresizing masks
    /// and intrinsic sizes), address, identifier, relation with a multiplier other than 1 and
    /// a constant other than 0, a priority other than required, and whether it is active.
    var debugText: String {
        var text = "<\(debugClassName):\(Self.address(of: self))"
        if let identifier, origin != .contentHugging, origin != .compressionResistance {
            text += " '\(identifier)'"
        }
        if case .autoresizingMask(let mask) = origin {
            text += " h=\(Self.maskCode(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))"
            text += " v=\(Self.maskCode(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))"
        }
        text += " \(Self.itemText(firstItem, firstAttribute, origin: origin))"
        text += " \(relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">=")"
        var right = ""
        if secondAttribute != .notAnAttribute {
            right = (multiplier != 1 ? "\(Self.number(multiplier))*" : "") + Self.itemText(secondItem, secondAttribute, origin: origin)
            if constant != 0 { right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            right = Self.number(constant)
        }
        text += " \(right)"
        switch origin {
        case .contentHugging: text += " Hug:\(Self.number(CGFloat(priority.rawValue)))"
        case .compressionResistance: text += " CompressionResistance:\(Self.number(CGFloat(priority.rawValue)))"
        default: if priority < .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        }
        let active = origin != nil || isActive
        return text + "   (\(active ? "active" : "inactive"))>"
    }

    /// UIKit's class name for the constraint.
    private var debugClassName: String {
        switch origin {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .compressionResistance: "NSContentSizeLayoutConstraint"
        default: "\(type(of: self))"
        }
    }

    /// `Class:0x….attribute`, or `Class:0x…` for the whole item; autoresizing constraints
    /// name the origin `minX`/`minY` as UIKit does.
    private static func itemText(_ item: AnyObject?, _ attribute: Attribute, origin: ImplicitConstraintOrigin?) -> String {
        guard let item else { return "nil" }
        var name = "\(type(of: item)):\(address(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            name = "'\(guide.identifier)'"
            if let owner = guide.owningView { name += "(\(type(of: owner)):\(address(of: owner)))" }
        }
        var attributeName = "\(attribute)"
        if case .autoresizingMask = origin {
            if attribute == .left { attributeName = "minX" }
            if attribute == .top { attributeName = "minY" }
        }
        return "\(name).\(attributeName)"
    }

    /// `-` for a fixed part and `&` for a flexible one: UIKit's notation of a mask.
    private static func maskCode(_ parts: Bool...) -> String {
        String(parts.map { $0 ? "&" : "-" })
    }

    /// An object's address as UIKit prints it.
    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// A number as UIKit prints it: whole numbers without a fraction, others to six
    /// significant digits.
    private static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }
}
