// The `~` operator, declared once for every floor that gives it a meaning: the solver's `x == 10 ~ .weak`
// (Cassowary) and SwiftyLayout's `a[.width] == 100 ~ 750`. Both re-export this module, so that either can be
// imported alone, or both together, without ambiguity, and SwiftyLayout's users do not see the solver.

/// Binds looser than `==`, `<=` and `>=`, so that `x == 10 ~ .weak` reads as `(x == 10) ~ .weak`.
precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
    associativity: left
}

/// Sets a strength or priority: `x == 10 ~ .weak`, `a[.width] == 100 ~ 750`.
infix operator ~ : StrengthPrecedence
