/// A visual format string read into its parts, before any name is looked up.
///
/// The grammar, in our words (Apple's "Visual Format Language"):
///
/// ```
/// format      = [("H" | "V") ":"] ["|" connection] view {connection view} [connection "|"]
/// connection  = "" | "-" | "-" simple "-" | "-" "(" predicate {"," predicate} ")" "-"
/// simple      = number | name
/// view        = "[" name ["(" predicate {"," predicate} ")"] "]"
/// predicate   = ["==" | "<=" | ">="] (number | name) ["@" (number | name)]
/// ```
///
/// Spaces are skipped. A number may carry a sign inside parentheses.
struct VisualFormat {
    /// A relation with a constant or a named metric or view, at a priority.
    struct Predicate {
        /// How the attribute compares.
        var relation: NSLayoutConstraint.Relation
        /// What it is compared with.
        var object: Operand
        /// The priority: a number or a metric name; required when absent.
        var priority: Operand?
        /// Where the predicate starts in the format.
        var offset: Int
    }

    /// A number, or a name to look up.
    enum Operand {
        /// A number written in the format.
        case number(Double)
        /// A metric or view name.
        case name(String)
    }

    /// The space between two neighbours.
    enum Connection {
        /// None: the edges touch.
        case flush
        /// `-`: the standard space.
        case standard
        /// `-…-`: the predicates given.
        case predicates([Predicate])
    }

    /// A view and the predicates on its size.
    struct ViewTerm {
        /// The view's name in the views dictionary.
        var name: String
        /// Predicates on its width (horizontal) or height (vertical).
        var predicates: [Predicate]
        /// Where the name starts in the format.
        var offset: Int
    }

    /// Whether the format is vertical (`V:`).
    var isVertical = false
    /// The connection from the superview's starting edge, when the format starts with `|`.
    var leadingSuperview: Connection?
    /// The views, in order; never empty.
    var views: [ViewTerm] = []
    /// The connection after each view but the last.
    var connections: [Connection] = []
    /// The connection to the superview's ending edge, when the format ends with `|`.
    var trailingSuperview: Connection?
}

/// Reads a visual format string (see ``VisualFormat``), or reports where it stops following
/// the grammar.
struct VisualFormatParser {
    /// The problem found and its place.
    struct Failure: Error {
        var reason: VisualFormatError.Reason
        var offset: Int
    }

    private let characters: [Character]
    private var position = 0

    init(_ format: String) {
        characters = Array(format)
    }

    /// Reads the whole string.
    mutating func parse() throws(Failure) -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        if let axis = peek(), axis == "H" || axis == "V", peek(at: 1) == ":" {
            format.isVertical = axis == "V"
            position += 2
        }
        if take("|") { format.leadingSuperview = try connection() }
        format.views.append(try view())
        while true {
            let start = position
            let next = try connection()
            if peek() == "[" {
                format.connections.append(next)
                format.views.append(try view())
            } else if take("|") {
                format.trailingSuperview = next
                break
            } else if start == position, peek() == nil {
                break
            } else {
                throw fail(peek() == nil ? "a view or '|' after the connection" : "a view, '|' or the end of the format")
            }
        }
        guard peek() == nil else { throw fail("the end of the format") }
        return format
    }

    // MARK: Grammar

    private mutating func connection() throws(Failure) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek() == "(" {
            predicates = try predicateList()
        } else {
            let offset = position
            guard let operand = try operand(allowingSign: false) else { throw fail("a number or a metric name") }
            predicates = [VisualFormat.Predicate(relation: .equal, object: operand, priority: nil, offset: offset)]
        }
        guard take("-") else { throw fail("'-' after the spacing") }
        return .predicates(predicates)
    }

    private mutating func view() throws(Failure) -> VisualFormat.ViewTerm {
        guard take("[") else { throw fail("a view: '['") }
        let offset = position
        guard let name = identifier() else { throw fail("a view name") }
        let predicates = peek() == "(" ? try predicateList() : []
        guard take("]") else { throw fail("']' to close the view") }
        return VisualFormat.ViewTerm(name: name, predicates: predicates, offset: offset)
    }

    private mutating func predicateList() throws(Failure) -> [VisualFormat.Predicate] {
        guard take("(") else { throw fail("'('") }
        var predicates = [try predicate()]
        while take(",") { predicates.append(try predicate()) }
        guard take(")") else { throw fail("',' or ')' in the predicate list") }
        return predicates
    }

    private mutating func predicate() throws(Failure) -> VisualFormat.Predicate {
        let offset = position
        var relation = NSLayoutConstraint.Relation.equal
        if take("=", "=") {
            relation = .equal
        } else if take("<", "=") {
            relation = .lessThanOrEqual
        } else if take(">", "=") {
            relation = .greaterThanOrEqual
        }
        guard let object = try operand(allowingSign: true) else { throw fail("a number, a metric or a view name") }
        var priority: VisualFormat.Operand?
        if take("@") {
            guard let value = try operand(allowingSign: false) else { throw fail("a priority after '@'") }
            priority = value
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, offset: offset)
    }

    // MARK: Tokens

    private mutating func operand(allowingSign: Bool) throws(Failure) -> VisualFormat.Operand? {
        if let name = identifier() { return .name(name) }
        return try number(allowingSign: allowingSign).map { .number($0) }
    }

    private mutating func identifier() -> String? {
        skipSpaces()
        guard let first = peek(), first == "_" || first.isLetter else { return nil }
        var name = ""
        while let character = peek(), character == "_" || character.isLetter || character.isNumber {
            name.append(character)
            position += 1
        }
        return name
    }

    private mutating func number(allowingSign: Bool) throws(Failure) -> Double? {
        skipSpaces()
        let start = position
        var text = ""
        if allowingSign, let sign = peek(), sign == "-" || sign == "+" {
            text.append(sign)
            position += 1
        }
        while let character = peek(), character.isASCII, character.isNumber || character == "." {
            text.append(character)
            position += 1
        }
        guard position > start else { return nil }
        guard let value = Double(text), value.isFinite else {
            position = start
            throw fail("a number")
        }
        return value
    }

    private mutating func skipSpaces() {
        while characters.indices.contains(position), characters[position] == " " { position += 1 }
    }

    private mutating func peek(at distance: Int = 0) -> Character? {
        if distance == 0 { skipSpaces() }
        let index = position + distance
        return characters.indices.contains(index) ? characters[index] : nil
    }

    /// Consumes `expected` (one or two characters, adjacent) when it comes next.
    private mutating func take(_ expected: Character, _ second: Character? = nil) -> Bool {
        guard peek() == expected else { return false }
        if let second {
            guard peek(at: 1) == second else { return false }
            position += 2
        } else {
            position += 1
        }
        return true
    }

    private func fail(_ expected: String) -> Failure {
        Failure(reason: .syntax(expected: expected), offset: position)
    }
}
