// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/builderpage.h"

class QStackedWidget;

namespace TrainDeck::Ui {

class ContainerPage;
class ScriptPage;
class TorchTunePage;

/// The builder's trainer section: one page per trainer type (script, container image,
/// TorchTune), the one of the selected type shown. Problems at a path go to the field of the
/// shown page; store() writes only the shown page's trainer.
class TrainerPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit TrainerPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;
    ValidatedField *fieldFor(const QString &path) const override;
    QList<ValidatedField *> fields() const override;

    void setKind(TrainerKind kind);
    TrainerKind kind() const { return m_kind; }
    /// The section title for `kind`: "Training Script", "Container Image", "TorchTune".
    static QString title(TrainerKind kind);

    ScriptPage *scriptPage() const { return m_script; }

private:
    BuilderPage *page(TrainerKind kind) const;

    TrainerKind m_kind = TrainerKind::CustomTrainer;
    QStackedWidget *m_stack = nullptr;
    ScriptPage *m_script = nullptr;
    ContainerPage *m_container = nullptr;
    TorchTunePage *m_torchTune = nullptr;
};

} // namespace TrainDeck::Ui
