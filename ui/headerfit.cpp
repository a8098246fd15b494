// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/headerfit.h"

#include <QHeaderView>

namespace TrainDeck::Ui {

void fitHeaderToText(QHeaderView *header)
{
    if (!header || !header->model())
        return;
    for (int i = 0; i < header->count(); ++i) {
        if (header->isSectionHidden(i) || header->sectionResizeMode(i) != QHeaderView::Interactive)
            continue;
        const int need = header->sectionSizeHint(i);
        if (header->sectionSize(i) < need)
            header->resizeSection(i, need);
    }
}

} // namespace TrainDeck::Ui
