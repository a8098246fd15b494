// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/builderpage.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QSpinBox;

namespace TrainDeck::Ui {

class KeyValueTable;

/// The trainer page of a BuiltinTrainer: TorchTune's settings, LoRA and instruct-dataset
/// preprocessing. An empty setting stays unset, so the recipe's default applies. store()
/// expects the job's trainer to be a BuiltinTrainer already.
class TorchTunePage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit TorchTunePage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

private:
    QSpinBox *spin(QWidget *parent, const QString &name, int max);
    QCheckBox *triState(QWidget *parent, const QString &text);

    QComboBox *m_dtype = nullptr;
    QSpinBox *m_batchSize = nullptr;
    QSpinBox *m_epochs = nullptr;
    QComboBox *m_loss = nullptr;
    QGroupBox *m_lora = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QSpinBox *m_loraAlpha = nullptr;
    QDoubleSpinBox *m_loraDropout = nullptr;
    QLineEdit *m_loraModules = nullptr;
    QCheckBox *m_loraMlp = nullptr;
    QCheckBox *m_loraOutput = nullptr;
    QCheckBox *m_loraQuantize = nullptr;
    QCheckBox *m_loraDora = nullptr;
    QGroupBox *m_instruct = nullptr;
    QComboBox *m_instructSource = nullptr;
    QLineEdit *m_instructSplit = nullptr;
    QCheckBox *m_instructTrainOnInput = nullptr;
    QLineEdit *m_instructPrompt = nullptr;
    KeyValueTable *m_instructColumns = nullptr;
};

} // namespace TrainDeck::Ui
