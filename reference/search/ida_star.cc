#include "search/ida_star.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

namespace puzzle {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct Step {
  int from;  // blank cell before the move
  int to;    // blank cell after the move
  Direction direction;
};

class IdaSearch {
 public:
  IdaSearch(const Board& start, const Board& goal, const IdaConfig& config)
      : shape_(start.shape()),
        neighbours_(shape_),
        heuristic_(config.heuristic, goal),
        config_(config) {
    std::copy(start.tiles().begin(), start.tiles().end(), tiles_.begin());
    std::copy(goal.tiles().begin(), goal.tiles().end(), goal_.begin());
  }

  SearchOutcome run() {
    double bound = heuristic_(tiles_.data());
    while (true) {
      next_bound_ = kInfinity;
      if (counting()) push(1);
      const Pass pass = visit(0, bound, heuristic_(tiles_.data()), Step{-1, -1, Direction::up});
      if (pass == Pass::found) return SearchOutcome::found;
      if (pass == Pass::limit) return SearchOutcome::limit_reached;
      if (next_bound_ == kInfinity) return SearchOutcome::exhausted;
      bound = next_bound_;
    }
  }

  const std::vector<Step>& path() const { return path_; }
  const Counters& counters() const { return counters_; }

 private:
  enum class Pass { found, not_found, limit };

  Pass visit(double g, double bound, double h, Step last) {
    const double f = g + h;
    if (f > bound) {
      next_bound_ = std::min(next_bound_, f);
      return Pass::not_found;
    }
    if (counting()) --frontier_;  // this node is popped
    counters_.max_depth = std::max(counters_.max_depth, static_cast<int>(path_.size()));
    if (std::memcmp(tiles_.data(), goal_.data(), static_cast<std::size_t>(shape_.cells())) == 0) {
      counters_.final_frontier = frontier_;
      return Pass::found;
    }
    if (counters_.expanded >= config_.max_expansions) return Pass::limit;
    ++counters_.expanded;
    std::array<int, kMaxCells> blanks{};
    int blank_count = 0;
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      if (tiles_[cell] == kBlank) blanks[blank_count++] = cell;
    }
    if (counting()) push(children_within(g, bound, h, last, blanks, blank_count));
    for (int i = 0; i < blank_count; ++i) {
      for (Direction direction : config_.move_order) {
        const Pass pass = try_move(g, bound, h, last, Step{blanks[i], -1, direction});
        if (pass != Pass::not_found) return pass;
      }
    }
    return Pass::not_found;
  }

  bool counting() const { return config_.frontier == IdaFrontier::counted; }

  void push(std::uint64_t count) {
    counters_.pushed += count;
    frontier_ += count;
    counters_.max_frontier = std::max(counters_.max_frontier, frontier_);
  }

  // Fills step.to; false when the step leaves the board, moves a blank into a blank or
  // undoes `last`.
  bool legal(Step& step, Step last) const {
    step.to = neighbours_(step.from, step.direction);
    if (step.to < 0 || tiles_[step.to] == kBlank) return false;
    return !(step.from == last.to && step.to == last.from);
  }

  // h after `step`, whose swap is already made on tiles_.
  double moved_h(double h, const Step& step) const {
    const Tile tile = tiles_[step.from];
    return heuristic_.is_additive()
               ? h - heuristic_.tile_cost(tile, step.to) + heuristic_.tile_cost(tile, step.from)
               : heuristic_(tiles_.data());
  }

  // How many children visit() will accept under `bound`: the pushes of an explicit stack.
  std::uint64_t children_within(double g, double bound, double h, Step last,
                                const std::array<int, kMaxCells>& blanks, int blank_count) {
    std::uint64_t count = 0;
    for (int i = 0; i < blank_count; ++i) {
      for (Direction direction : config_.move_order) {
        Step step{blanks[i], -1, direction};
        if (!legal(step, last)) continue;
        std::swap(tiles_[step.from], tiles_[step.to]);
        const double f = g + config_.step_costs(step.direction) + moved_h(h, step);
        std::swap(tiles_[step.from], tiles_[step.to]);
        if (f <= bound) ++count;
      }
    }
    return count;
  }

  Pass try_move(double g, double bound, double h, Step last, Step step) {
    if (!legal(step, last)) return Pass::not_found;
    ++counters_.generated;
    std::swap(tiles_[step.from], tiles_[step.to]);
    const double child_h = moved_h(h, step);
    path_.push_back(step);
    const Pass pass = visit(g + config_.step_costs(step.direction), bound, child_h, step);
    if (pass == Pass::found) return pass;
    path_.pop_back();
    std::swap(tiles_[step.from], tiles_[step.to]);
    return pass;
  }

  Shape shape_;
  NeighbourTable neighbours_;
  Heuristic heuristic_;
  const IdaConfig& config_;
  std::array<Tile, kMaxCells> tiles_{};
  std::array<Tile, kMaxCells> goal_{};
  std::vector<Step> path_;
  Counters counters_;
  double next_bound_ = kInfinity;
  std::uint64_t frontier_ = 0;  // the explicit stack's size, when counting
};

std::vector<PathStep> replay(const Board& start, const std::vector<Step>& steps,
                             const IdaConfig& config) {
  std::vector<PathStep> path{{start, std::nullopt, 0, 0}};
  for (const Step& step : steps) {
    Board next = apply_move(path.back().board, Move{step.from, step.direction});
    const double g = path.back().g + config.step_costs(step.direction);
    path.push_back({std::move(next), step.direction, g, 0});
  }
  return path;
}

}  // namespace

SearchResult ida_star(const Board& start, const Board& goal, const IdaConfig& config) {
  if (start.shape() != goal.shape() || start.blank_count() != goal.blank_count()) {
    throw std::invalid_argument("ida_star: start and goal differ in shape or number of blanks");
  }
  IdaSearch search(start, goal, config);
  SearchResult result;
  result.outcome = search.run();
  result.counters = search.counters();
  if (result.outcome == SearchOutcome::found) {
    result.path = replay(start, search.path(), config);
    const Heuristic heuristic(config.heuristic, goal);
    for (auto& step : result.path) step.h = heuristic(step.board);
  }
  return result;
}

}  // namespace puzzle
