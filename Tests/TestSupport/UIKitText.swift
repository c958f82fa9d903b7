/// Text UIKit prints, as the tests expect it and feed it to the log reader.
public enum UIKitText {
    /// The advice after "Unable to simultaneously satisfy constraints." (spec diagnostics.md §2).
    public static let unsatisfiableAdvice = """
        \tProbably at least one of the constraints in the following list is one you don't want. \n\
        \tTry this: \n\
        \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n
        """

    /// The two lines after the constraint that UIKit broke.
    public static let unsatisfiableFooter = """
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
}
