# The Debian package: `cpack -G DEB` in the build directory makes
# tensorlens_<version>_<arch>.deb from the install rules, the version being the project's.
# Included once, at the end of the top-level CMakeLists.txt, when every installed target exists.
include(GNUInstallDirs)

set(TENSORLENS_PACKAGE_MAINTAINER "TensorLens maintainers <maintainers@tensorlens.invalid>"
    CACHE STRING "Maintainer of the Debian package: Name <address>")
set(TL_PACKAGING_DIR "${PROJECT_BINARY_DIR}/packaging")
set(TL_DOC_DIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/tensorlens")

# Debian wants the licence as doc/<package>/copyright, pointing to its own copy of the GPL
# rather than holding the full text; the template says GPL-3+, so the LICENSE must be it.
file(STRINGS "${PROJECT_SOURCE_DIR}/LICENSE" TL_LICENSE_HEAD LIMIT_COUNT 2)
if(NOT TL_LICENSE_HEAD MATCHES "GNU GENERAL PUBLIC LICENSE;.*Version 3,")
  message(FATAL_ERROR "LICENSE is no longer the GPL version 3: update resources/packaging/copyright.in")
endif()
configure_file("${PROJECT_SOURCE_DIR}/resources/packaging/copyright.in" "${TL_PACKAGING_DIR}/copyright" COPYONLY)

# A changelog in Debian's format, compressed without a name or time in the gzip header (the
# date honours SOURCE_DATE_EPOCH, so rebuilt packages stay the same).
string(TIMESTAMP TL_PACKAGE_DATE "%a, %d %b %Y 00:00:00 +0000" UTC)
configure_file("${PROJECT_SOURCE_DIR}/resources/packaging/changelog.in" "${TL_PACKAGING_DIR}/changelog" @ONLY)
find_program(TL_GZIP gzip REQUIRED)
execute_process(COMMAND "${TL_GZIP}" -9nc "${TL_PACKAGING_DIR}/changelog"
                OUTPUT_FILE "${TL_PACKAGING_DIR}/changelog.gz" COMMAND_ERROR_IS_FATAL ANY)

install(FILES "${TL_PACKAGING_DIR}/copyright" "${TL_PACKAGING_DIR}/changelog.gz" DESTINATION "${TL_DOC_DIR}")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME tensorlens)
set(CPACK_PACKAGE_VENDOR "The TensorLens authors")
set(CPACK_PACKAGE_CONTACT "${TENSORLENS_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian's extended description: lines under 80 columns, as they are shown.
set(CPACK_PACKAGE_DESCRIPTION
"TensorLens shows every storage block of PyTorch tensors and NumPy arrays in
its memory lane, every tensor and array that views it, every alias that
changes when an element is written, and every copy between host and device.
Its engine performs each operation the way PyTorch 1.13 and NumPy 1.24 do,
without either installed; `tensorlens run FILE.py` runs the same Python subset
without a window and prints what python3 prints with real PyTorch. Without an
NVIDIA GPU, cuda:0 is a simulated device with the same semantics.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
# Debian packages install under /usr, whatever prefix this build tree was configured with.
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The libraries the executable and the window module link, as dpkg-shlibdeps finds them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Real PyTorch and NumPy, to run the same scripts with python3 and compare.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-torch, python3-numpy")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
