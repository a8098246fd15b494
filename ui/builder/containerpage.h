// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/builderpage.h"

class QLineEdit;

namespace TrainDeck::Ui {

/// The trainer page of a CustomTrainerContainer: a ready-made image, its command and
/// arguments. store() expects the job's trainer to be a CustomTrainerContainer already.
class ContainerPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit ContainerPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

private:
    QLineEdit *m_image = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_args = nullptr;
};

} // namespace TrainDeck::Ui
