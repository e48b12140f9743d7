#include "gen/search_memo.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

namespace puzzle::gen {
namespace {

class LastSearchMemo {
 public:
  explicit LastSearchMemo(MethodSearch search) : search_(std::move(search)) {}

  SearchResult operator()(const SearchConfig& config) {
    std::string key = config_key(config);
    const auto thread = std::this_thread::get_id();
    {
      std::lock_guard lock(mutex_);
      const auto found = last_.find(thread);
      if (found != last_.end() && found->second.first == key) return found->second.second;
    }
    // The search runs unlocked, so other threads search at the same time.
    SearchResult result = search_(config);
    std::lock_guard lock(mutex_);
    last_.insert_or_assign(thread, std::make_pair(std::move(key), result));
    return result;
  }

 private:
  MethodSearch search_;
  std::mutex mutex_;
  std::map<std::thread::id, std::pair<std::string, SearchResult>> last_;
};

}  // namespace

MethodSearch remember_last_search(MethodSearch search) {
  auto memo = std::make_shared<LastSearchMemo>(std::move(search));
  return [memo](const SearchConfig& config) { return (*memo)(config); };
}

}  // namespace puzzle::gen
