#pragma once
// CPython's own Gamma and log-Gamma (Modules/mathmodule.c m_tgamma, m_lgamma): the
// Lanczos approximation with N=13, g=6.02468..., not the C library's, so math.gamma and
// math.lgamma give CPython's digits. Each sets errno as CPython's do (EDOM, ERANGE).
namespace tl {

class LanczosGamma {
public:
    static double gamma(double x);
    static double lgamma(double x);
};

} // namespace tl
