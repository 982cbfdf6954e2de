# SPDX-License-Identifier: MIT
# Builds, installs and packages cubescroll (docs/install.md):
#
#   make               the app (release build, Swift runtime linked in), its man page and bash/zsh/fish
#                      completions, and the C library libcubescroll.so (Swift runtime linked in, only
#                      cubescroll_* exported), all under .build/dist
#   make install       copies them under $(DESTDIR)$(PREFIX); PREFIX defaults to /usr/local
#   make uninstall     removes exactly the files install put there (directories stay, as GNU's does)
#   make install-library / uninstall-library    the C library, header and cubescroll.pc alone
#   make deb           cubescroll_$(VERSION)_$(ARCH).deb, built with dpkg-deb (packaging/debian)
#   make clean         removes .build/dist, .build/c-library and the .deb
#
# Directory variables follow the GNU coding standards and can be set on the command line, e.g.
#   make install PREFIX=/opt/cubescroll        make install DESTDIR=/tmp/stage PREFIX=/usr LIBDIR=/usr/lib/x86_64-linux-gnu
# Needs a Swift 6 toolchain (SWIFT, default `swift` on PATH) and the -dev packages of
# .ci/install-deps; what it installs runs without the toolchain.

PREFIX      ?= /usr/local
BINDIR      ?= $(PREFIX)/bin
LIBDIR      ?= $(PREFIX)/lib
INCLUDEDIR  ?= $(PREFIX)/include
DATAROOTDIR ?= $(PREFIX)/share
MANDIR      ?= $(DATAROOTDIR)/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
BASHCOMPDIR ?= $(DATAROOTDIR)/bash-completion/completions
ZSHCOMPDIR  ?= $(DATAROOTDIR)/zsh/site-functions
FISHCOMPDIR ?= $(DATAROOTDIR)/fish/vendor_completions.d
# cubescroll.pc's link flags record LIBDIR as a run path, so apps find the library in a prefix the
# loader does not search; empty for a system directory (the Debian package).
PC_RPATH    ?= -Wl,-rpath,$${libdir}
DESTDIR     ?=

SWIFT   ?= swift
INSTALL ?= install
STRIP   ?= strip

# The release, from the one place it is written (include/cubescroll.h; docs/releasing.md).
VERSION := $(shell Scripts/version)
MAJOR   := $(firstword $(subst ., ,$(VERSION)))
ARCH    := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)

DIST  := .build/dist
# The C library builds in a scratch folder of its own: it links with the toolchain's lld (a toolset),
# whose build settings would otherwise rebuild the app's release build each time.
CLIB_BUILD := .build/c-library
SONAME   := libcubescroll.so.$(MAJOR)
LIBREAL  := libcubescroll.so.$(VERSION)
DEB      := cubescroll_$(VERSION)_$(ARCH).deb

# What `make install` puts under $(DESTDIR); `make uninstall` removes exactly these.
INSTALLED_APP := $(BINDIR)/cubescroll \
                 $(MANDIR)/man1/cubescroll.1 \
                 $(BASHCOMPDIR)/cubescroll $(ZSHCOMPDIR)/_cubescroll $(FISHCOMPDIR)/cubescroll.fish
INSTALLED_LIBRARY := $(LIBDIR)/$(LIBREAL) $(LIBDIR)/$(SONAME) $(LIBDIR)/libcubescroll.so \
                     $(INCLUDEDIR)/cubescroll.h $(PKGCONFIGDIR)/cubescroll.pc

all: app library

app: $(DIST)/cubescroll $(DIST)/cubescroll.1 $(DIST)/completions/cubescroll.bash
	touch $(DIST)/app.built

library: $(DIST)/$(LIBREAL)
	touch $(DIST)/library.built

# SwiftPM tracks the sources itself, so `make` always asks it (a no-op when nothing changed). The
# install targets only build what was never built (the .built stamps), so `sudo make install` after
# `make` copies files and needs no Swift toolchain on root's PATH.
.PHONY: all app library install install-app install-library uninstall uninstall-app uninstall-library deb clean FORCE
FORCE:
$(DIST)/app.built:
	$(MAKE) app
$(DIST)/library.built:
	$(MAKE) library

# The app: a release build with the Swift runtime and Foundation linked in (--static-swift-stdlib), so
# it runs where no toolchain is installed.
SWIFT_RELEASE := -c release --static-swift-stdlib
$(DIST)/cubescroll: FORCE | $(DIST)
	$(SWIFT) build $(SWIFT_RELEASE) --product cubescroll
	cp "$$($(SWIFT) build $(SWIFT_RELEASE) --show-bin-path)/cubescroll" $@
	$(STRIP) $@

# The man page comes from the command-line definitions: swift-argument-parser's generate-manual plugin
# builds the package's executables and runs its tool on them. It builds them in debug: the
# plugin cannot pass --static-swift-stdlib, and a release build without it would share the app's
# build folder with other settings, rebuilding everything on each `make` (measured: 6.5 min a time);
# the debug build is the one `swift build` and the tests already made. The page is dated with the
# release's CHANGELOG.md entry, so the same release gives the same page.
MAN_DATE := $(shell sed -n 's/^\#\# \[$(VERSION)\] - \([0-9-]*\)$$/\1/p' CHANGELOG.md)
$(DIST)/cubescroll.1: FORCE | $(DIST)
	$(SWIFT) package --disable-sandbox generate-manual --configuration debug \
	    --authors "The cubescroll authors" $(if $(MAN_DATE),--date $(MAN_DATE))
	cp .build/plugins/GenerateManual/outputs/cubescroll/cubescroll.1 $@

$(DIST)/completions/cubescroll.bash: $(DIST)/cubescroll
	mkdir -p $(DIST)/completions
	$(DIST)/cubescroll --generate-completion-script bash > $(DIST)/completions/cubescroll.bash
	$(DIST)/cubescroll --generate-completion-script zsh > $(DIST)/completions/_cubescroll
	$(DIST)/cubescroll --generate-completion-script fish > $(DIST)/completions/cubescroll.fish

# libcubescroll.so: the Swift runtime linked in (-static-stdlib; the scroll library imports no
# Foundation), SONAME libcubescroll.so.MAJOR, only cubescroll_* exported (packaging/libcubescroll.map),
# no run path. Linked with lld, which leaves the symbols the map makes local out of the dynamic
# symbol table (gold keeps some there).
$(DIST)/$(LIBREAL): FORCE | $(DIST)
	printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' \
	    "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/ld.lld" > $(DIST)/lld-toolset.json
	$(SWIFT) build -c release --scratch-path $(CLIB_BUILD) --product CubescrollC \
	    --toolset $(CURDIR)/$(DIST)/lld-toolset.json --disable-local-rpath -Xswiftc -static-stdlib \
	    -Xlinker -soname=$(SONAME) -Xlinker --version-script=$(CURDIR)/packaging/libcubescroll.map
	cp $(CLIB_BUILD)/release/libCubescrollC.so $@
	$(STRIP) --strip-unneeded $@

$(DIST):
	mkdir -p $@

install: install-app install-library

install-app: $(DIST)/app.built
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR) \
	    $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	$(INSTALL) -m 0755 $(DIST)/cubescroll $(DESTDIR)$(BINDIR)/cubescroll
	$(INSTALL) -m 0644 $(DIST)/cubescroll.1 $(DESTDIR)$(MANDIR)/man1/cubescroll.1
	$(INSTALL) -m 0644 $(DIST)/completions/cubescroll.bash $(DESTDIR)$(BASHCOMPDIR)/cubescroll
	$(INSTALL) -m 0644 $(DIST)/completions/_cubescroll $(DESTDIR)$(ZSHCOMPDIR)/_cubescroll
	$(INSTALL) -m 0644 $(DIST)/completions/cubescroll.fish $(DESTDIR)$(FISHCOMPDIR)/cubescroll.fish

install-library: $(DIST)/library.built
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	$(INSTALL) -m 0644 $(DIST)/$(LIBREAL) $(DESTDIR)$(LIBDIR)/$(LIBREAL)
	ln -sf $(LIBREAL) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libcubescroll.so
	$(INSTALL) -m 0644 include/cubescroll.h $(DESTDIR)$(INCLUDEDIR)/cubescroll.h
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	    -e 's|@VERSION@|$(VERSION)|' -e 's|@RPATH@|$(if $(PC_RPATH),$(PC_RPATH) )|' \
	    packaging/cubescroll.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/cubescroll.pc
	chmod 0644 $(DESTDIR)$(PKGCONFIGDIR)/cubescroll.pc

uninstall: uninstall-app uninstall-library

uninstall-app:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED_APP))

uninstall-library:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED_LIBRARY))

# The Debian package: `make install` into a staging tree laid out as Debian wants it (multiarch
# library folder, zsh vendor completions, compressed man page, no run path in cubescroll.pc), the
# copyright file, an ldconfig trigger, and dpkg-deb. Depends lists the bookworm runtime packages the
# app and the library load (packaging/debian/control.in).
DEB_ROOT    := .build/deb/root
DEB_LIBDIR  := /usr/lib/$(shell dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)
deb: all
	rm -rf $(DEB_ROOT)
	$(MAKE) install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr LIBDIR=$(DEB_LIBDIR) \
	    ZSHCOMPDIR=/usr/share/zsh/vendor-completions PC_RPATH=
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/cubescroll.1
	$(INSTALL) -d $(DEB_ROOT)/usr/share/doc/cubescroll $(DEB_ROOT)/DEBIAN
	$(INSTALL) -m 0644 packaging/debian/copyright $(DEB_ROOT)/usr/share/doc/cubescroll/copyright
	printf 'activate-noawait ldconfig\n' > $(DEB_ROOT)/DEBIAN/triggers
	sed -e 's|@VERSION@|$(VERSION)|' -e 's|@ARCH@|$(ARCH)|' \
	    -e "s|@INSTALLED_SIZE@|$$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)|" \
	    packaging/debian/control.in > $(DEB_ROOT)/DEBIAN/control
	dpkg-deb --root-owner-group -Zxz --build $(DEB_ROOT) $(DEB)
	@echo "built $(DEB)"

clean:
	rm -rf $(DIST) $(CLIB_BUILD) .build/deb $(DEB)
