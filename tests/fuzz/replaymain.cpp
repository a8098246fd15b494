// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Runs a libFuzzer target's entry (fuzz/fuzz_<name>.cpp) over files in the normal build, as
// libFuzzer runs the files named on its command line: every input of the kept corpus and
// every regression input, so that each keeps meeting the target's invariants (the target
// aborts when one does not) on every scripts/test, without clang.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        const fs::path p(argv[i]);
        if (fs::is_directory(p)) {
            for (const auto &e : fs::directory_iterator(p))
                if (e.is_regular_file())
                    files.push_back(e.path());
        } else if (fs::is_regular_file(p)) {
            files.push_back(p);
        } else if (i == 1) {
            // The kept corpus must be there: without it this test would pass on nothing.
            std::fprintf(stderr, "no corpus at %s\n", argv[i]);
            return 1;
        }
    }
    std::sort(files.begin(), files.end());
    for (const fs::path &f : files) {
        std::ifstream in(f, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in),
                                      std::istreambuf_iterator<char>()};
        // Named before it runs: an input that breaks an invariant aborts the process.
        std::fprintf(stderr, "%s (%zu bytes)\n", f.c_str(), bytes.size());
        // An exact-size copy, as libFuzzer hands it, so that sanitizer builds see overreads.
        const std::unique_ptr<uint8_t[]> exact(new uint8_t[bytes.size()]);
        std::copy(bytes.begin(), bytes.end(), exact.get());
        LLVMFuzzerTestOneInput(exact.get(), bytes.size());
    }
    if (files.empty()) {
        std::fprintf(stderr, "no inputs\n");
        return 1;
    }
    std::printf("%zu inputs passed\n", files.size());
    return 0;
}
