// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <thread>

namespace TrainDeck::Ui {

/// Loads fontconfig's configuration and font list (FcInit) on a thread of its own, made before
/// QApplication so that both start up side by side. The window's first text needs them, and
/// reading them is the largest single cost of the launch: about a quarter of the instructions
/// up to the window's map, most of it parsing fontconfig's XML files (docs/startup.md).
/// fontconfig keeps one configuration per process and sets it atomically, so Qt's own FcInit()
/// then finds it loaded. wait() before the first widget that shows text: if Qt got there
/// first, both would load it and one copy would be thrown away.
class FontPreload
{
public:
    FontPreload();
    ~FontPreload();
    FontPreload(const FontPreload &) = delete;
    FontPreload &operator=(const FontPreload &) = delete;

    /// Returns once the fonts are loaded (at once after the first call).
    void wait();

private:
    std::thread m_thread;
};

} // namespace TrainDeck::Ui
