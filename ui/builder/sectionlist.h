// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QListWidget>

namespace TrainDeck::Ui {

/// The builder's list of sections on the left: one row per page, with a red dot and a count
/// when the section has problems.
class SectionList final : public QListWidget
{
    Q_OBJECT
public:
    explicit SectionList(QWidget *parent = nullptr);

    void addSection(const QString &title);
    void setTitle(int row, const QString &title);
    /// Shows `count` problems on the row (none: the plain title).
    void setProblemCount(int row, int count);
    /// Wide enough for the longest of `titles` plus a problem count, measured, not guessed.
    void fitWidth(const QStringList &titles);
};

} // namespace TrainDeck::Ui
