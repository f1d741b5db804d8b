@testable import UIKitViews

/// A view that writes each hook UIKit calls on it into a shared log, named by its `name`.
@MainActor
final class RecordingView: UIView {
    /// The log entries of every recording view that shares it, in call order.
    final class Log {
        var entries: [String] = []
    }

    let name: String
    let log: Log

    init(_ name: String, log: Log, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        log = Log()
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("\(name).layoutSubviews")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(Self.name(of: newSuperview)))")
    }

    override func didMoveToSuperview() {
        log.entries.append("\(name).didMoveToSuperview")
    }

    override func didAddSubview(_ subview: UIView) {
        log.entries.append("\(name).didAddSubview(\(Self.name(of: subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name).willRemoveSubview(\(Self.name(of: subview)))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.entries.append("\(name).traitCollectionDidChange")
    }

    override func tintColorDidChange() {
        log.entries.append("\(name).tintColorDidChange")
    }

    override func layoutMarginsDidChange() {
        log.entries.append("\(name).layoutMarginsDidChange")
    }

    override func safeAreaInsetsDidChange() {
        log.entries.append("\(name).safeAreaInsetsDidChange")
    }

    private static func name(of view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? RecordingView)?.name ?? "view"
    }
}
