import UIKitViews

/// A view controller that writes each callback UIKit makes on it into a shared log, as
/// "name.callback", so tests compare whole call sequences.
@MainActor
class RecordingViewController: UIViewController {
    /// The log entries of every recording controller that shares it, in call order.
    final class Log {
        var entries: [String] = []
        /// Forgets the entries so far.
        func clear() { entries = [] }
    }

    let name: String
    let log: Log
    /// Run at the end of viewWillAppear, to test re-entrant app code.
    var onViewWillAppear: ((RecordingViewController) -> Void)?
    /// Run at the end of viewDidLayoutSubviews, to test re-entrant app code.
    var onViewDidLayoutSubviews: ((RecordingViewController) -> Void)?

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not decoded in tests")
    }

    private func record(_ callback: String) {
        log.entries.append("\(name).\(callback)")
    }

    override func loadView() {
        record("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
        onViewWillAppear?(self)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        record("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
        onViewDidLayoutSubviews?(self)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "container" } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "container" } ?? "nil"))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record("traitCollectionDidChange")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        coordinator.animate(
            alongsideTransition: { [name, log] _ in log.entries.append("\(name).alongside") },
            completion: { [name, log] _ in log.entries.append("\(name).transitionCompletion") })
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        record("setEditing(\(editing))")
    }
}
