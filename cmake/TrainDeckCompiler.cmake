# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# Shared compile settings for every TrainDeck target.
function(traindeck_setup_target target)
    target_compile_options(${target} PRIVATE -Wall -Wextra)
    if(TRAINDECK_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_TO_ASCII
        QT_RESTRICTED_CAST_FROM_ASCII
        QT_NO_URL_CAST_FROM_STRING
        QT_NO_KEYWORDS_FOR_NONE
        TRAINDECK_VERSION="${PROJECT_VERSION}")
endfunction()
