import UIKit

/// The lifecycle calls a screen's controller receives, in order; repeated layout calls in a
/// row count once, since how many layout passes run is not the order's concern.
struct LifecycleLog {
    private(set) var calls: [String] = []

    mutating func record(_ call: String) {
        if call.contains("Layout"), calls.last == call { return }
        calls.append(call)
    }
}

/// UIKit's order for a root controller shown by `makeKeyAndVisible()` and laid out.
let firstAppearance = ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]

/// The outline screen, recording its lifecycle.
final class RecordedOutlineViewController: OutlineViewController {
    var log = LifecycleLog()
    override func viewDidLoad() {
        log.record("viewDidLoad")
        super.viewDidLoad()
    }
    override func viewWillAppear(_ animated: Bool) {
        log.record("viewWillAppear")
        super.viewWillAppear(animated)
    }
    override func viewWillLayoutSubviews() {
        log.record("viewWillLayoutSubviews")
        super.viewWillLayoutSubviews()
    }
    override func viewDidLayoutSubviews() {
        log.record("viewDidLayoutSubviews")
        super.viewDidLayoutSubviews()
    }
    override func viewDidAppear(_ animated: Bool) {
        log.record("viewDidAppear")
        super.viewDidAppear(animated)
    }
}

/// The search screen, recording its lifecycle.
final class RecordedMountainsViewController: MountainsViewController {
    var log = LifecycleLog()
    override func viewDidLoad() {
        log.record("viewDidLoad")
        super.viewDidLoad()
    }
    override func viewWillAppear(_ animated: Bool) {
        log.record("viewWillAppear")
        super.viewWillAppear(animated)
    }
    override func viewWillLayoutSubviews() {
        log.record("viewWillLayoutSubviews")
        super.viewWillLayoutSubviews()
    }
    override func viewDidLayoutSubviews() {
        log.record("viewDidLayoutSubviews")
        super.viewDidLayoutSubviews()
    }
    override func viewDidAppear(_ animated: Bool) {
        log.record("viewDidAppear")
        super.viewDidAppear(animated)
    }
}

/// The reorderable list, recording its lifecycle.
final class RecordedReorderableListViewController: ReorderableListViewController {
    var log = LifecycleLog()
    override func viewDidLoad() {
        log.record("viewDidLoad")
        super.viewDidLoad()
    }
    override func viewWillAppear(_ animated: Bool) {
        log.record("viewWillAppear")
        super.viewWillAppear(animated)
    }
    override func viewWillLayoutSubviews() {
        log.record("viewWillLayoutSubviews")
        super.viewWillLayoutSubviews()
    }
    override func viewDidLayoutSubviews() {
        log.record("viewDidLayoutSubviews")
        super.viewDidLayoutSubviews()
    }
    override func viewDidAppear(_ animated: Bool) {
        log.record("viewDidAppear")
        super.viewDidAppear(animated)
    }
}
