// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/fontpreload.h"

#include <fontconfig/fontconfig.h>

namespace TrainDeck::Ui {

FontPreload::FontPreload()
    : m_thread([] { FcInit(); })
{}

FontPreload::~FontPreload()
{
    wait();
}

void FontPreload::wait()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace TrainDeck::Ui
