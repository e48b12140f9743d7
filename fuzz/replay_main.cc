// Replays fuzz inputs without libFuzzer: calls LLVMFuzzerTestOneInput on every file of
// the folders (or files) given, so CI checks the corpus and every past crash with GCC in
// seconds. Exit 0 when every input ran; a crash is the test failing.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

void replay_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

int replay(const std::filesystem::path& where) {
  if (!std::filesystem::is_directory(where)) {
    replay_file(where);
    return 1;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(where)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  for (const auto& file : files) replay_file(file);
  return static_cast<int>(files.size());
}

}  // namespace

int main(int argc, char** argv) {
  int count = 0;
  for (int i = 1; i < argc; ++i) count += replay(argv[i]);
  std::printf("replayed %d inputs\n", count);
  return 0;
}
