// Runs one benchmark scenario of ../shared/spec/benchmarks.md with kiwi's C++ core, for comparison with
// OpenAutoLayout's Cassowary solver. Usage: kiwi_driver SCENARIO N [build]
// Prints one line: "<build seconds> <phase seconds> <check value> <peak resident KiB>"; with "build" it stops
// after the build (phase and check 0), for repeated samples of the build alone.
#include <kiwi/kiwi.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// The order `Array.shuffled(seed:)` gives in our benchmarks (TestSupport's SeededRandom: Fisher–Yates drawing the
// high 31 bits of Knuth's MMIX LCG), so that both solvers add the shuffled scenarios' constraints in the same order.
template <typename T>
static void shuffle(std::vector<T>& v, unsigned long long state) {
    for (size_t i = v.size() - 1; i > 0; --i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        std::swap(v[i], v[(state >> 33) % (i + 1)]);
    }
}

// The seed of every shuffled scenario (the Swift driver's `shuffleSeed`).
static const unsigned long long shuffleSeed = 12345;

static void addAll(Solver& s, std::vector<Constraint> all, bool shuffled) {
    if (shuffled) shuffle(all, shuffleSeed);
    for (auto& c : all) s.addConstraint(c);
}

struct Chain {
    std::vector<Variable> left, width;
    Variable W{"W"};
    std::vector<Constraint> all;
};

static void buildChain(Solver& s, Chain& c, int n, bool shuffled) {
    for (int i = 0; i < n; ++i) { c.left.emplace_back("left"); c.width.emplace_back("width"); }
    for (int i = 0; i < n; ++i) {
        if (i == 0) c.all.push_back(c.left[0] == 0);
        else c.all.push_back(c.left[i] == c.left[i - 1] + c.width[i - 1] + 8);
        c.all.push_back(c.width[i] >= 20);
        c.all.push_back(Constraint(c.width[i] == 100, strength::weak));
    }
    c.all.push_back(c.left[n - 1] + c.width[n - 1] <= c.W);
    addAll(s, c.all, shuffled);
    s.addEditVariable(c.W, strength::strong);
    s.suggestValue(c.W, 108.0 * n - 8 + 100);
    s.updateVariables();
}

// Runs one scenario at size n; returns 2 for an unknown scenario.
static int run(const std::string& scenario, int n, bool buildOnly, double& build, double& phase, double& check) {
    Solver s;
    if (scenario == "chain" || scenario == "chain-shuffled" || scenario == "churn") {
        Chain c;
        auto t = Clock::now();
        buildChain(s, c, n, scenario == "chain-shuffled");
        build = since(t);
        if (buildOnly) return 0;
        t = Clock::now();
        if (scenario != "churn") {
            double w0 = 108.0 * n - 8 + 100;
            for (int k = 1; k <= 1000; ++k) {
                s.suggestValue(c.W, w0 - 400 * (1 - std::cos(2 * M_PI * k / 1000)));
                s.updateVariables();
                check = c.left[n - 1].value() + c.width[n - 1].value();
            }
        } else {
            unsigned long long seed = 12345;
            for (int k = 0; k < 1000; ++k) {
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                Constraint& victim = c.all[(seed >> 33) % c.all.size()];
                s.removeConstraint(victim);
                s.addConstraint(victim);
            }
            s.updateVariables();
            check = c.left[n - 1].value() + c.width[n - 1].value();
        }
        phase = since(t);
    } else if (scenario == "grid" || scenario == "grid-shuffled") {
        int k = (int)std::lround(std::sqrt((double)n));
        std::vector<Variable> left(k * k), top(k * k), width(k * k), height(k * k);
        Variable W("W"), H("H");
        auto t = Clock::now();
        std::vector<Constraint> all;
        for (int r = 0; r < k; ++r) {
            for (int col = 0; col < k; ++col) {
                int i = r * k + col;
                if (col == 0) all.push_back(left[i] == 0);
                else {
                    all.push_back(left[i] == left[i - 1] + width[i - 1] + 8);
                    all.push_back(width[i] == width[i - 1]);
                }
                if (col == k - 1) all.push_back(left[i] + width[i] == W);
                if (r == 0) all.push_back(top[i] == 0);
                else {
                    all.push_back(top[i] == top[i - k] + height[i - k] + 8);
                    all.push_back(height[i] == height[i - k]);
                }
                if (r == k - 1) all.push_back(top[i] + height[i] == H);
                all.push_back(width[i] >= 10);
                all.push_back(height[i] >= 10);
            }
        }
        addAll(s, all, scenario == "grid-shuffled");
        s.addEditVariable(W, strength::strong);
        s.addEditVariable(H, strength::strong);
        double w0 = 108.0 * k - 8, h0 = 52.0 * k - 8;
        s.suggestValue(W, w0);
        s.suggestValue(H, h0);
        s.updateVariables();
        build = since(t);
        if (buildOnly) return 0;
        t = Clock::now();
        for (int step = 1; step <= 1000; ++step) {
            s.suggestValue(W, w0 + 400 * std::sin(2 * M_PI * step / 1000));
            s.suggestValue(H, h0 + 300 * std::sin(2 * M_PI * step / 1000));
            s.updateVariables();
            check = left[k * k - 1].value() + width[k * k - 1].value() + top[k * k - 1].value() + height[k * k - 1].value();
        }
        phase = since(t);
    } else if (scenario == "cards" || scenario == "cards-shuffled") {
        // Issue 19's card list as TestSupport's SolverCardList writes it: priorities 250, 500 and 750 as kiwi's
        // weak, medium and strong.
        struct View { Variable left, right, top, bottom; };
        std::vector<View> cards(n), titles(n), images(n);
        Variable W("W");
        auto t = Clock::now();
        std::vector<Constraint> own, intrinsic;
        for (int i = 0; i < n; ++i) {
            View &card = cards[i], &title = titles[i], &image = images[i];
            own.push_back(card.left == 16);
            own.push_back(card.right == W - 16);
            own.push_back(i == 0 ? card.top == 16 : card.top == cards[i - 1].bottom + 8);
            own.push_back(title.left == card.left + 8);
            own.push_back(title.top == card.top + 8);
            own.push_back(image.right == card.right - 8);
            own.push_back(image.top == card.top + 8);
            own.push_back(image.right - image.left == image.bottom - image.top);
            own.push_back(Constraint(image.right - image.left == 44, strength::medium));
            own.push_back(title.right <= image.left - 8);
            own.push_back(card.bottom >= title.bottom + 8);
            own.push_back(card.bottom >= image.bottom + 8);
            own.push_back(Constraint(card.bottom - card.top == 0, strength::weak));
            intrinsic.push_back(Constraint(title.right - title.left >= 120, strength::strong));
            intrinsic.push_back(Constraint(title.right - title.left <= 120, strength::weak));
            intrinsic.push_back(Constraint(title.bottom - title.top >= 21, strength::strong));
            intrinsic.push_back(Constraint(title.bottom - title.top <= 21, strength::weak));
        }
        own.insert(own.end(), intrinsic.begin(), intrinsic.end());
        addAll(s, own, scenario == "cards-shuffled");
        s.addEditVariable(W, strength::strong);
        s.suggestValue(W, 375);
        s.updateVariables();
        build = since(t);
        if (buildOnly) return 0;
        t = Clock::now();
        for (int k = 1; k <= 10; ++k) {
            s.suggestValue(W, 375 + 10 * k);
            s.updateVariables();
        }
        check = cards[n - 1].bottom.value() + titles[n - 1].right.value() + images[n - 1].left.value();
        phase = since(t);
    } else if (scenario == "independent") {
        std::vector<Variable> x(n), y(n), w(n), h(n);
        auto t = Clock::now();
        for (int i = 0; i < n; ++i) {
            s.addConstraint(x[i] == 8);
            s.addConstraint(y[i] >= x[i]);
            s.addConstraint(Constraint(w[i] == 100 + (i % 10), strength::weak));
            s.addConstraint(h[i] == 0.5 * w[i]);
        }
        s.updateVariables();
        build = since(t);
        if (buildOnly) return 0;
        t = Clock::now();
        s.addEditVariable(w[0], strength::strong);
        for (int k = 1; k <= 1000; ++k) {
            s.suggestValue(w[0], 100 + (k % 50));
            s.updateVariables();
            check = h[0].value();
        }
        phase = since(t);
    } else {
        std::fprintf(stderr, "unknown scenario %s\n", scenario.c_str());
        return 2;
    }
    return 0;
}

int main(int argc, char** argv) {
    bool buildOnly = argc == 4 && std::strcmp(argv[3], "build") == 0;
    if (argc != 3 && !buildOnly) { std::fprintf(stderr, "usage: kiwi_driver SCENARIO N [build]\n"); return 2; }
    std::string scenario = argv[1];
    int n = std::atoi(argv[2]);
    double build = 0, phase = 0, check = 0;
    // A small untimed run first, as in our driver, so that neither pays first-use costs in the timed one.
    if (run(scenario, 10, false, build, phase, check) != 0) return 2;
    phase = check = 0;
    run(scenario, n, buildOnly, build, phase, check);
    // Peak resident KiB from VmHWM (getrusage's maxrss would include the parent's memory at fork).
    long kib = 0;
    if (FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, f)) {
            if (std::strncmp(line, "VmHWM:", 6) == 0) { kib = std::atol(line + 6); break; }
        }
        std::fclose(f);
    }
    std::printf("%.6f %.6f %.6f %ld\n", build, phase, check, kib);
    return 0;
}
