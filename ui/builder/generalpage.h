// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/domain/runtime.h"
#include "ui/builder/builderpage.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QLineEdit;

namespace TrainDeck::Ui {

/// The builder's General section: the job's name, its runtime, the trainer type and where it
/// runs ("Runs on", the connections the app offers). The trainer type decides which variant
/// of the trainer store() leaves in the job for the trainer page to fill.
class GeneralPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit GeneralPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

    void setRuntimes(const QList<Runtime> &runtimes);
    QList<Runtime> runtimes() const { return m_runtimes; }
    /// The runtime picked: the job file's own when it has one of that name, else the
    /// catalog's; null when neither knows it.
    const Runtime *selectedRuntime() const;

    TrainerKind trainerKind() const;
    void setTrainerKind(TrainerKind kind);

    /// The connections "Runs on" offers; without any it shows `standalone` alone, disabled.
    void setTargets(const QList<Backend *> &backends, BackendKind standalone);
    QList<Backend *> targets() const;
    bool hasTargets() const { return !m_targets.isEmpty(); }
    bool setTargetBackend(Backend *backend);
    Backend *targetBackend() const;
    /// Selects the first target of `kind`; without targets, names `kind` as where it runs.
    void selectKind(BackendKind kind);

    /// True when the name field holds nothing the user typed: empty, the generated
    /// default, or a name a loaded file gave it.
    bool nameIsAutomatic() const;
    /// Fills the name field as loading a file does, unless the user typed one.
    void setAutomaticName(const QString &name);
    /// `name`, just given to the job from a loaded file, counts as automatic.
    void markNameAutomatic(const QString &name) { m_automaticName = name; }
    /// A TrainJob name from a file or folder name: train_mnist.py -> train-mnist.
    static QString jobNameFrom(const QString &base);

signals:
    void runtimeChanged();
    void trainerKindChanged(TrainDeck::TrainerKind kind);
    /// "Runs on" now shows `target` (null without targets).
    void targetChanged(TrainDeck::Backend *target);

private:
    void selectRuntime(const QString &name);
    void updateRuntimeInfo();
    void refreshTargetNames();

    QList<Runtime> m_runtimes;
    std::optional<Runtime> m_fileRuntime; ///< the runtime the loaded job's file defines
    QString m_loadedRuntime;
    QString m_loadedName;
    bool m_loadedNameGenerated = false;
    QString m_automaticName; ///< the name last filled from a loaded file
    QList<QPointer<Backend>> m_targets;

    QLineEdit *m_name = nullptr;
    QComboBox *m_runtime = nullptr;
    QLabel *m_runtimeInfo = nullptr;
    QComboBox *m_trainerType = nullptr;
    QComboBox *m_target = nullptr; ///< "Runs on"
};

} // namespace TrainDeck::Ui
