// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/pipeline/jobplan.h"

/// The plan of resources/examples/four-node-with-initializers.yaml with `numNodes` nodes on
/// `backend`, as the pipeline makes it; the diagram tests draw it. Aborts the test program
/// when the bundled example cannot be planned (a broken tree, not a test result).
TrainDeck::JobPlan examplePlan(TrainDeck::BackendKind backend, int numNodes = 4);
