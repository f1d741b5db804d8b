import ConstraintSolver

/// A typical list cell measured by Auto Layout: a content view 390 points wide (the fitting
/// width, required) whose height is fitted (priority 50, compressed), an image view of 40×40
/// at the leading margin, and two labels stacked vertically beside it, each with its intrinsic
/// height as hugging (250) and compression resistance (750) inequalities. Four variables per
/// view (minX, minY, width, height); 20 constraints:
///
/// ```
/// content  minX == 0, minY == 0, width == 390            height == 0 @50
/// image    minX == content.minX + 16, minY == content.minY + 12, width == 40, height == 40
///          content.maxY >= image.maxY + 12
/// title    minX == image.maxX + 12, maxX == content.maxX - 16, minY == content.minY + 12
///          height <= 20 @250, height >= 20 @750
/// subtitle minX == title.minX, maxX == title.maxX, minY == title.maxY + 4
///          height <= h @250, height >= h @750      (h an edit variable at 999, 36 then 54)
///          content.maxY == subtitle.maxY + 12
/// ```
///
/// Solved: title 68…374 × 12…32, subtitle 68…374 × 36…72, content height 12 + 20 + 4 + 36 +
/// 12 = 84.
struct CellSystem {
    /// The variables, made in this order in every new system (the first 16: four per view).
    let variables: [Variable]
    /// The constraints, made once.
    let constraints: [Constraint]
    /// The subtitle's intrinsic-height constraints with a constant height, for `cell_readd_us`.
    let subtitleHeightIndices: [Int]

    var contentHeight: Variable { variables[3] }
    var subtitleHeight: Variable { variables[15] }
    var subtitleIntrinsicHeight: Variable { variables[16] }

    init() {
        var template = ConstraintSystem()
        let v = (0..<17).map { _ in template.makeVariable() }
        variables = v
        let (content, image, title, subtitle) = (0, 4, 8, 12)
        func x(_ view: Int) -> Variable { v[view] }
        func y(_ view: Int) -> Variable { v[view + 1] }
        func w(_ view: Int) -> Variable { v[view + 2] }
        func h(_ view: Int) -> Variable { v[view + 3] }
        func make(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ priority: Float = 1000)
            -> Constraint
        {
            Constraint(
                LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant), relation,
                strength: Strength(priority: priority))
        }
        let intrinsic = v[16]
        constraints = [
            make([(x(content), 1)], 0, .equal),
            make([(y(content), 1)], 0, .equal),
            make([(w(content), 1)], -390, .equal),
            make([(h(content), 1)], 0, .equal, 50),
            make([(x(image), 1), (x(content), -1)], -16, .equal),
            make([(y(image), 1), (y(content), -1)], -12, .equal),
            make([(w(image), 1)], -40, .equal),
            make([(h(image), 1)], -40, .equal),
            make([(y(content), 1), (h(content), 1), (y(image), -1), (h(image), -1)], -12, .greaterThanOrEqual),
            make([(x(title), 1), (x(image), -1), (w(image), -1)], -12, .equal),
            make([(x(title), 1), (w(title), 1), (x(content), -1), (w(content), -1)], 16, .equal),
            make([(y(title), 1), (y(content), -1)], -12, .equal),
            make([(h(title), 1)], -20, .lessThanOrEqual, 250),
            make([(h(title), 1)], -20, .greaterThanOrEqual, 750),
            make([(x(subtitle), 1), (x(title), -1)], 0, .equal),
            make([(x(subtitle), 1), (w(subtitle), 1), (x(title), -1), (w(title), -1)], 0, .equal),
            make([(y(subtitle), 1), (y(title), -1), (h(title), -1)], -4, .equal),
            make([(h(subtitle), 1), (intrinsic, -1)], 0, .lessThanOrEqual, 250),
            make([(h(subtitle), 1), (intrinsic, -1)], 0, .greaterThanOrEqual, 750),
            make([(y(content), 1), (h(content), 1), (y(subtitle), -1), (h(subtitle), -1)], -12, .equal),
        ]
        subtitleHeightIndices = [17, 18]
    }

    /// A new system with the cell's constraints, the subtitle's intrinsic height an edit
    /// variable (999) suggested at 36.
    func solved() -> ConstraintSystem {
        var system = ConstraintSystem()
        for _ in variables { _ = system.makeVariable() }
        for constraint in constraints { _ = try? system.add(constraint) }
        try? system.addEditVariable(subtitleIntrinsicHeight, strength: Strength(priority: 999))
        try? system.suggestValue(36, for: subtitleIntrinsicHeight)
        return system
    }

    /// The subtitle's intrinsic-height constraints for `height` as constants (no edit variable).
    func subtitleHeightConstraints(_ height: Double) -> [Constraint] {
        let hug = Constraint(LinearExpression([(subtitleHeight, 1)], constant: -height), .lessThanOrEqual, strength: Strength(priority: 250))
        let resist = Constraint(LinearExpression([(subtitleHeight, 1)], constant: -height), .greaterThanOrEqual, strength: Strength(priority: 750))
        return [hug, resist]
    }

    /// A new system with the cell's constraints and the subtitle's intrinsic height 36 as
    /// constants, with the handles of those two constraints.
    func solvedWithConstantHeights() -> (system: ConstraintSystem, handles: [ConstraintHandle]) {
        var system = ConstraintSystem()
        for _ in variables { _ = system.makeVariable() }
        for (i, constraint) in constraints.enumerated() where !subtitleHeightIndices.contains(i) {
            _ = try? system.add(constraint)
        }
        var handles: [ConstraintHandle] = []
        for constraint in subtitleHeightConstraints(36) {
            if let handle = try? system.add(constraint) { handles.append(handle) }
        }
        return (system, handles)
    }
}

extension ConstraintSystem {
    /// Replaces the subtitle's intrinsic-height constraints by ones for `height`.
    mutating func setSubtitleHeight(_ height: Double, handles: inout [ConstraintHandle], cell: CellSystem) {
        for handle in handles { try? remove(handle) }
        handles.removeAll(keepingCapacity: true)
        for constraint in cell.subtitleHeightConstraints(height) {
            if let handle = try? add(constraint) { handles.append(handle) }
        }
    }
}
