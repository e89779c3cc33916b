// The samplers and reparameterised gradients of torch.distributions as PyTorch 1.13's ATen/native/Distributions.h:
// Poisson (PTRS), Gamma (Marsaglia-Tsang), binomial (inversion and BTRS), the Gamma and Dirichlet gradients, and
// digamma_one. Host-and-device code: the CPU kernels (random/random_ops.cpp) run it with draws from the CPU
// generator, which keeps PyTorch's CPU streams to the bit; the CUDA kernels (cuda/samplers.cu) with each element's
// own Philox stream (cuda/philox.hpp's PhiloxStream). A generator G gives double uniform() in [0, 1) and double
// normal().
#pragma once

#include <cmath>
#include <cstdint>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::samplers {

// One Poisson draw as PyTorch 1.13's sample_poisson: Hoermann's transformed rejection (PTRS) for rates of 10 or
// more, otherwise products of uniforms until they fall below exp(-rate).
template <class G>
TSR_HD int64_t sample_poisson(double lambda, G& gen) {
  if (lambda >= 10) {
    const double slam = std::sqrt(lambda), loglam = std::log(lambda);
    const double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
    const double invalpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
    while (true) {
      const double U = gen.uniform() - 0.5, V = gen.uniform();
      const double us = 0.5 - std::fabs(U);
      const auto k = static_cast<int64_t>(std::floor((2 * a / us + b) * U + lambda + 0.43));
      if (us >= 0.07 && V <= vr) return k;
      if (k < 0 || (us < 0.013 && V > us)) continue;
      if (std::log(V) + std::log(invalpha) - std::log(a / (us * us) + b) <=
          -lambda + double(k) * loglam - std::lgamma(double(k) + 1))
        return k;
    }
  }
  if (lambda == 0) return 0;
  const double enlam = std::exp(-lambda);
  int64_t x = 0;
  double prod = 1.0;
  while (true) {
    prod *= gen.uniform();
    if (prod > enlam)
      x += 1;
    else
      return x;
  }
}

// One Gamma(alpha, 1) draw as PyTorch 1.13's sample_gamma (ATen's Distributions.h): alpha < 1 is boosted by one
// and the draw scaled by U^(1/alpha); then Marsaglia and Tsang's acceptance-rejection. Uniforms and normals are the
// generator's (on the CPU, PyTorch's CPU draws: see CpuDraws in random_ops.cpp). `alpha` stays
// in the element type (float arithmetic for float32 shapes, as PyTorch's scalar_t), the rest is double.
template <class T, class G>
TSR_HD double sample_gamma(T alpha, G& gen) {
  double scale = 1.0;
  if (alpha < 1.0f) {
    if (alpha == 0.f) return 0.0;
    scale *= std::pow(1 - gen.uniform(), static_cast<double>(1.0f / alpha));
    alpha += 1.0f;
  }
  const double d = static_cast<double>(alpha - static_cast<T>(1.0f / 3.0f));
  const double c = 1.0 / std::sqrt(9.0 * d);
  while (true) {
    double x, y;
    do {
      x = gen.normal();
      y = 1.0 + c * x;
    } while (y <= 0);
    const double v = y * y * y;
    const double u = 1 - gen.uniform();
    const double xx = x * x;
    if (u < 1.0 - 0.0331 * xx * xx) return scale * d * v;
    if (std::log(u) < 0.5 * xx + d * (1.0 - v + std::log(v))) return scale * d * v;
  }
}

// digamma by Cephes' asymptotic series after pushing x to 10 or more (PyTorch's digamma_one<T, double>: x and the
// steps on it stay in the element type T, the sums are double).
template <class T>
TSR_HD T digamma_one(T x) {
  constexpr double kPsi10 = 2.25175258906672110764;
  if (x == 0) return static_cast<T>(INFINITY);
  double additional = 0;
  const bool is_integer = x == std::floor(x);
  if (x < 0) {
    if (is_integer) return static_cast<T>(INFINITY);
    const T pi = static_cast<T>(M_PI);
    additional = -pi / std::tan(pi * x);
    x = 1 - x;
  }
  double result = 0;
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  if (x == 10) return static_cast<T>(result + kPsi10 + additional);
  constexpr double A[] = {8.33333333333333333333E-2,  -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                          -4.16666666666666666667E-3, 3.96825396825396825397E-3,  -8.33333333333333333333E-3,
                          8.33333333333333333333E-2};
  double y = 0;
  if (x < 1.0e17f) {
    const double z = 1.0 / (x * x);
    double poly = A[0];
    for (int i = 1; i <= 6; ++i) poly = poly * z + A[i];
    y = z * poly;
  }
  return static_cast<T>(result + std::log(x) - (0.5f / x) - y + additional);
}

// -(d/dalpha cdf(x; alpha)) / pdf(x; alpha) for x drawn from Gamma(alpha, 1): a Taylor series for small x, Rice's
// saddle-point expansion for large alpha, else a bivariate rational approximation in log(x/alpha), log(alpha).
TSR_HD double standard_gamma_grad_one(double alpha, double x) {
  if (x < 0.8f) {
    double numer = 1, denom = alpha;
    double series1 = numer / denom, series2 = numer / (denom * denom);
    for (int i = 1; i <= 5; ++i) {
      numer *= -x / static_cast<double>(i);
      denom += 1;
      series1 += numer / denom;
      series2 += numer / (denom * denom);
    }
    const double pow_x_alpha = std::pow(x, alpha);
    const double gamma_pdf = std::pow(x, alpha - 1) * std::exp(-x);
    const double gamma_cdf = pow_x_alpha * series1;
    const double gamma_cdf_alpha = (std::log(x) - digamma_one<double>(alpha)) * gamma_cdf - pow_x_alpha * series2;
    const double result = -gamma_cdf_alpha / gamma_pdf;
    return std::isnan(result) ? 0.0 : result;
  }
  if (alpha > 8.0f) {
    if (0.9f * alpha <= x && x <= 1.1f * alpha) {
      const double numer_1 = 1 + 24 * alpha * (1 + 12 * alpha);
      const double numer_2 =
          1440 * (alpha * alpha) + 6 * x * (53 - 120 * x) - 65 * x * x / alpha + alpha * (107 + 3600 * x);
      const double denom = 1244160 * (alpha * alpha) * (alpha * alpha);
      return numer_1 * numer_2 / denom;
    }
    const double denom = std::sqrt(8 * alpha);
    const double term2 = denom / (alpha - x);
    const double term3 = std::pow(x - alpha - alpha * std::log(x / alpha), -1.5);
    const double term23 = (x < alpha) ? term2 - term3 : term2 + term3;
    const double term1 =
        std::log(x / alpha) * term23 - std::sqrt(2 / alpha) * (alpha + x) / ((alpha - x) * (alpha - x));
    const double stirling = 1 + 1 / (12 * alpha) * (1 + 1 / (24 * alpha));
    return -stirling * (x * term1) / denom;
  }
  const double u = std::log(x / alpha), v = std::log(alpha);
  constexpr double coef_uv[3][8] = {
      {0.16009398, -0.094634809, 0.025146376, -0.0030648343, 1, 0.32668115, 0.10406089, 0.0014179084},
      {0.53487893, 0.1298071, 0.065735949, -0.0015649758, 0.16639465, 0.020070113, -0.0035938915, -0.00058392623},
      {0.040121004, -0.0065914022, -0.0026286047, -0.0013441777, 0.017050642, -0.0021309326, 0.00085092367,
       -1.5247877e-07},
  };
  double coef_v[8];
  for (int i = 0; i < 8; ++i) coef_v[i] = coef_uv[0][i] + u * (coef_uv[1][i] + u * coef_uv[2][i]);
  const double p = coef_v[0] + v * (coef_v[1] + v * (coef_v[2] + v * coef_v[3]));
  const double q = coef_v[4] + v * (coef_v[5] + v * (coef_v[6] + v * coef_v[7]));
  return std::exp(p / q);
}

// d x / d alpha for x ~ Beta(alpha, beta) near 0, by a Taylor series (in the element type T, as PyTorch).
template <class T>
TSR_HD T beta_grad_alpha_small(T x, T alpha, T beta) {
  const T factor = digamma_one<T>(alpha) - digamma_one<T>(alpha + beta) - std::log(x);
  T numer = 1;
  T series = numer / alpha * (factor + 1 / alpha);
  for (int i = 1; i <= 10; ++i) {
    const T ci = static_cast<T>(i);
    numer *= (ci - beta) * x / ci;
    const T denom = alpha + ci;
    series += numer / denom * (factor + 1 / denom);
  }
  const T result = x * std::pow(1 - x, -beta) * series;
  return std::isnan(result) ? T(0) : result;
}

// d x / d beta for x ~ Beta(alpha, beta) near 0, by a Taylor series.
template <class T>
TSR_HD T beta_grad_beta_small(T x, T alpha, T beta) {
  const T factor = digamma_one<T>(alpha + beta) - digamma_one<T>(beta);
  T numer = 1, betas = 1, dbetas = 0, series = factor / alpha;
  for (int i = 1; i <= 8; ++i) {
    const T ci = static_cast<T>(i);
    numer *= -x / ci;
    dbetas = dbetas * (beta - ci) + betas;
    betas = betas * (beta - ci);
    series += numer / (alpha + ci) * (dbetas + factor * betas);
  }
  const T result = -std::pow(1 - x, 1 - beta) * series;
  return std::isnan(result) ? T(0) : result;
}

// d x / d alpha for large alpha and beta: Rice's saddle-point expansion, in double.
TSR_HD double beta_grad_alpha_mid(double x, double alpha, double beta) {
  const double total = alpha + beta;
  const double mean = alpha / total;
  const double std = std::sqrt(alpha * beta / (total + 1)) / total;
  if (mean - 0.1 * std <= x && x <= mean + 0.1 * std) {  // avoids the singularity at x = mean
    const double poly = 47 * x * (beta * beta) * (beta * beta) +
                        alpha * ((43 + 20 * (16 + 27 * beta) * x) * (beta * beta) * beta +
                                 alpha * (3 * (59 + 180 * beta - 90 * x) * (beta * beta) +
                                          alpha * ((453 + 1620 * beta * (1 - x) - 455 * x) * beta +
                                                   alpha * (8 * (1 - x) * (135 * beta - 11)))));
    const double prefactor_num = (1 + 12 * alpha) * (1 + 12 * beta) / (total * total);
    const double prefactor_den = 12960 * alpha * alpha * alpha * beta * beta * (1 + 12 * total);
    return prefactor_num / (1 - x) * poly / prefactor_den;
  }
  const double prefactor = -x / std::sqrt(2 * alpha * beta / total);
  const double stirling = (1 + 1 / (12 * alpha) + 1 / (288 * alpha * alpha)) *
                          (1 + 1 / (12 * beta) + 1 / (288 * beta * beta)) /
                          (1 + 1 / (12 * total) + 1 / (288 * total * total));
  const double term1_num = 2 * (alpha * alpha) * (x - 1) + alpha * beta * (x - 1) - x * (beta * beta);
  const double axbx = alpha * (x - 1) + beta * x;
  const double term1_den = std::sqrt(2 * alpha / beta) * std::pow(total, 1.5) * axbx * axbx;
  const double term1 = term1_num / term1_den;
  const double term2 = 0.5f * std::log(alpha / (total * x));
  const double term3 = std::sqrt(8 * alpha * beta / total) / (beta * x + alpha * (x - 1));
  const double term4_base = beta * std::log(beta / (total * (1 - x))) + alpha * std::log(alpha / (total * x));
  const double term4 = std::pow(term4_base, -1.5);
  const double term1234 = term1 + term2 * (term3 + (x < mean ? term4 : -term4));
  return stirling * prefactor * term1234;
}

// -(d/dalpha cdf(x; alpha, total - alpha)) / pdf / (1 - x) for x drawn from Beta(alpha, total - alpha): the
// Dirichlet's reparameterised gradient, by the approximation that fits the region (else a rational correction
// to an analytic approximation).
template <class T>
TSR_HD T dirichlet_grad_one(T x, T alpha, T total) {
  const double x_ = x, alpha_ = alpha, total_ = total;
  const T beta = total - alpha;
  const double beta_ = total_ - alpha_;
  const T boundary = total * x * (1 - x);
  if (x <= 0.5f && boundary < 2.5f) return beta_grad_alpha_small<T>(x, alpha, beta);
  if (x >= 0.5f && boundary < 0.75f) return -beta_grad_beta_small<T>(1 - x, beta, alpha);
  if (alpha > 6 && beta > 6) return static_cast<T>(beta_grad_alpha_mid(x_, alpha_, beta_));
  constexpr double c[2][3][3][4] = {
      {{{1.003668233, -0.01061107488, -0.0657888334, 0.01201642863},
        {0.6336835991, -0.3557432599, 0.05486251648, -0.001465281033},
        {-0.03276231906, 0.004474107445, 0.002429354597, -0.0001557569013}},
       {{0.221950385, -0.3187676331, 0.01799915743, 0.01074823814},
        {-0.2951249643, 0.06219954479, 0.01535556598, 0.001550077057},
        {0.02155310298, 0.004170831599, 0.001292462449, 6.976601077e-05}},
       {{-0.05980841433, 0.008441916499, 0.01085618172, 0.002319392565},
        {0.02911413504, 0.01400243777, -0.002721828457, 0.000751041181},
        {0.005900514878, -0.001936558688, -9.495446725e-06, 5.385558597e-05}}},
      {{{1, -0.02924021934, -0.04438342661, 0.007285809825},
        {0.6357567472, -0.3473456711, 0.05454656494, -0.002407477521},
        {-0.03301322327, 0.004845219414, 0.00231480583, -0.0002307248149}},
       {{0.5925320577, -0.1757678135, 0.01505928619, 0.000564515273},
        {0.1014815858, -0.06589186703, 0.01272886114, -0.0007316646956},
        {-0.007258481865, 0.001096195486, 0.0003934994223, -4.12701925e-05}},
       {{0.06469649321, -0.0236701437, 0.002902096474, -5.896963079e-05},
        {0.001925008108, -0.002869809258, 0.0008000589141, -6.063713228e-05},
        {-0.0003477407336, 6.959756487e-05, 1.097287507e-05, -1.650964693e-06}}},
  };
  const double u = std::log(x_);
  const double a = std::log(alpha_) - u;
  const double b = std::log(total_) - a;
  const double pow_u[3] = {1, u, u * u};
  const double pow_a[3] = {1, a, a * a};
  double p = 0.0, q = 0.0;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const double ua = pow_u[i] * pow_a[j];
      p += ua * (c[0][i][j][0] + b * (c[0][i][j][1] + b * (c[0][i][j][2] + b * c[0][i][j][3])));
      q += ua * (c[1][i][j][0] + b * (c[1][i][j][1] + b * (c[1][i][j][2] + b * c[1][i][j][3])));
    }
  }
  // digamma_one<T> takes the element type: PyTorch passes the double total_ and alpha_ through a T parameter
  const double approx = x_ * (digamma_one<T>(static_cast<T>(total_)) - digamma_one<T>(static_cast<T>(alpha_))) / beta_;
  return static_cast<T>(p / q * approx);
}

// Stirling's series tail log(k!) - [(k + 1/2) log(k + 1) - (k + 1) + log(2 pi)/2], tabulated for k <= 9.
TSR_HD double stirling_approx_tail(double k) {
  constexpr double kTail[] = {0.0810614667953272,  0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
                              0.0166446911898211,  0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
                              0.00925546218271273, 0.00833056343336287};
  if (k <= 9) return kTail[static_cast<size_t>(k)];
  const double kp1sq = (k + 1) * (k + 1);
  return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

// Binomial draws for count * prob < 10: geometric waiting times until they pass count. T is the element type (the
// arithmetic PyTorch's scalar_t does in it stays in it), uniforms and sums are double.
template <class T, class G>
TSR_HD T binomial_inversion(T count, T prob, G& gen) {
  double geom_sum = 0;
  T num_geom = 0;
  const double logprob = std::log1p(-prob);
  while (true) {
    const double geom = std::ceil(std::log(gen.uniform()) / logprob);
    geom_sum += geom;
    if (geom_sum > count) break;
    num_geom = num_geom + 1;
  }
  return num_geom;
}

// Hoermann's transformed rejection with squeeze (BTRS) for count * prob >= 10, prob <= 1/2.
template <class T, class G>
TSR_HD T binomial_btrs(T count, T prob, G& gen) {
  const double stddev = std::sqrt(count * prob * (1 - prob));
  const double b = 1.15 + 2.53 * stddev;
  const double a = -0.0873 + 0.0248 * b + 0.01 * prob;
  const double c = count * prob + 0.5;
  const double v_r = 0.92 - 4.2 / b;
  const double r = prob / (1 - prob);
  const double alpha = (2.83 + 5.1 / b) * stddev;
  const double m = std::floor((count + 1) * prob);
  while (true) {
    const double U = gen.uniform() - 0.5;
    double V = gen.uniform();
    const double us = 0.5 - std::abs(U);
    const T k = static_cast<T>(std::floor((2 * a / us + b) * U + c));
    if (k < 0 || k > count) continue;
    if (us >= 0.07 && V <= v_r) return k;
    V = std::log(V * alpha / (a / (us * us) + b));
    const double upperbound =
        ((m + 0.5) * std::log((m + 1) / (r * (count - m + 1))) +
         (count + 1) * std::log((count - m + 1) / (count - k + 1)) +
         (k + 0.5) * std::log(r * (count - k + 1) / (k + 1)) + stirling_approx_tail(m) +
         stirling_approx_tail(count - m) - stirling_approx_tail(k) - stirling_approx_tail(count - k));
    if (V <= upperbound) return k;
  }
}

template <class T, class G>
TSR_HD T sample_binomial(T count, T prob, G& gen) {
  if (count <= 0.0 || prob <= 0.0) return 0;
  if (prob >= 1.0) return count;
  if (prob <= 0.5)
    return count * prob >= 10.0 ? binomial_btrs<T>(count, prob, gen) : binomial_inversion<T>(count, prob, gen);
  if (prob > 0.5) {
    const T qprob = 1.0 - prob;
    return count -
           (count * qprob >= 10.0 ? binomial_btrs<T>(count, qprob, gen) : binomial_inversion<T>(count, qprob, gen));
  }
  return static_cast<T>(NAN);  // prob is NaN
}

}  // namespace tsr::tensor::samplers
