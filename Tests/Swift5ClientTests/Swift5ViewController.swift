// A view controller as an iOS app writes it, in the Swift 5 language mode: the only edits
// from the iOS source are `@objc` dropped and `#selector(method)` written `Selector(method)`.
// This target must build without a diagnostic.
import CompositionalLayout
import Testing

/// A list screen: its own initializer, the coder initializer apps stub out, and bar buttons
/// made in viewDidLoad with target–action and a primary action.
final class MountainsViewController: UIViewController {
    private(set) var mountains: [String]
    private(set) var events: [String] = []

    init(mountains: [String]) {
        self.mountains = mountains
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountains"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: Selector(addMountain))
        navigationItem.leftBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(title: "Sort", style: .plain, target: self, action: Selector(sortTapped)),
        ]
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append(editing ? "editing" : "done")
    }

    func addMountain() {
        mountains.append("Mountain \(mountains.count + 1)")
    }

    func sortTapped(_ sender: UIBarButtonItem) {
        mountains.sort(by: >)
        events.append("sorted by \(sender.title ?? "")")
    }
}

@MainActor
@Suite("Swift 5 clients: a view controller with bar buttons")
struct Swift5ViewControllerTests {
    @Test("The controller loads, appears and runs its bar buttons' actions")
    func barButtons() {
        let controller = MountainsViewController(mountains: ["Denali", "Aconcagua"])
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(controller.events == ["viewDidLoad", "viewWillAppear"])
        #expect(controller.navigationItem.title == "Mountains")
        #expect(controller.navigationItem.rightBarButtonItem?.simulateTap() == .targetAction)
        #expect(controller.mountains == ["Denali", "Aconcagua", "Mountain 3"])
        controller.navigationItem.leftBarButtonItems?.last?.simulateTap()
        controller.navigationItem.leftBarButtonItems?.first?.simulateTap()
        #expect(controller.mountains == ["Mountain 3", "Denali", "Aconcagua"])
        #expect(controller.events.suffix(2) == ["sorted by Sort", "editing"])
        #expect(controller.navigationItem.searchController?.obscuresBackgroundDuringPresentation == false)
        // `Selector(addMountain)` holds the controller, and its navigation item holds the
        // selector: drop the items to end the cycle (`Selector(Self.addMountain)` has none).
        controller.navigationItem.rightBarButtonItem = nil
        controller.navigationItem.leftBarButtonItems = nil
    }
}
