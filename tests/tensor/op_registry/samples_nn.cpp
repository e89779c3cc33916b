// Samples of the matrix products and neural-network ops (kernels/cpu/linalg.cpp, conv.cpp, ops/composite.cpp,
// ops/nn_ops.cpp): activations, losses, normalisations, convolutions and pooling.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

TSR_OP_SAMPLES(linalg) {
  op("mm").sample({T({2, 3}), T({3, 4})}).sample({T({1, 2}), T({2, 1})});
  op("bmm").sample({T({2, 2, 3}), T({2, 3, 2})});
  op("matmul")
      .sample({T({2, 3}), T({3, 4})})
      .sample({T({3}), T({3})})
      .sample({T({2, 3}), T({3})})
      .sample({T({3}), T({3, 2})})
      .sample({T({2, 2, 3}), T({3, 2})})
      .sample({T({1, 2, 3}).expand({2, 2, 3}), T({2, 1, 3, 2})});
  op("addmm").sample({T({2, 4}), T({2, 3}), T({3, 4}), 1, 1}).sample({T({4}), T({2, 3}), T({3, 4}), 0.5, 2.0});
  op("dot").sample({T({3}), T({3})});
  op("mv").sample({T({2, 3}), T({3})});
  op("outer").sample({T({2}), T({3})});
}

TSR_OP_SAMPLES(nn) {
  op("silu").sample({T({2, 3})}).sample({T({})});
  op("softplus").sample({T({2, 3}), 1, 20}).sample({T({2, 3}), 2.0, 1.0});
  op("leaky_relu").sample({T({2, 3}), 0.01}).sample({T({2, 3}), 0.2});
  op("elu").sample({T({2, 3}), 1, 1, 1}).sample({T({2, 3}), 0.5, 2.0, 1.5});
  op("celu").sample({T({2, 3}), 1.0}).sample({T({2, 3}), 0.5});
  op("mish").sample({T({2, 3})}).sample({T({5}).in(-4, 4)});
  op("log_sigmoid").sample({T({2, 3}).in(-4, 4)}).sample({T({9}).in(-30, 30)});
  for (const char* name : {"hardsigmoid", "hardswish"}) {
    OpInfo& info = op(name).sample({T({2, 3}).in(-2.5, 2.5)}).sample({T({4}).in(3.5, 6)}).sample({T({3}).in(-6, -3.5)});
    if (std::string(name) == "hardsigmoid")
      info.skip_gradgrad("hardsigmoid_backward has no derivative in PyTorch 1.13 (its error is raised)");
  }
  op("elu_backward")
      .sample({T({2, 3}), 1, 1, 1, false, T({2, 3})})
      .sample({T({2, 3}), 0.5, 2.0, 1.5, false, T({2, 3})})
      .sample({T({2, 3}), 0.5, 2.0, 1.5, true, T({2, 3}).in(-0.9, 2)});
  op("hardtanh").sample({T({2, 3}), -1, 1}).sample({T({2, 3}), -0.5, 0.5});
  op("hardtanh_backward").sample({T({2, 3}), T({2, 3}), -1, 1}).sample({T({4}), T({4}).in(-2, 2), -0.5, 0.5});
  for (const char* name : {"hardsigmoid_backward", "hardswish_backward"}) {
    OpInfo& info = op(name)
                       .sample({T({2, 3}), T({2, 3}).in(-2.5, 2.5)})
                       .sample({T({4}), T({4}).in(3.5, 6)})
                       .sample({T({3}), T({3}).in(-6, -3.5)});
    if (std::string(name) == "hardsigmoid_backward") info.skip_grad("no derivative in PyTorch 1.13 (its error is raised)");
  }
  op("glu").sample({T({2, 4}), -1}).sample({T({4, 3}), 0});
  op("glu_backward").sample({T({2, 2}), T({2, 4}), -1}).sample({T({2, 3}), T({4, 3}), 0});
  // grid points away from the pixel boundaries of the unnormalised positions, where bilinear sampling is smooth
  // (and nearest sampling constant)
  op("grid_sampler_2d")
      .sample({T({1, 2, 3, 4}), T({1, 2, 3, 2}).in(-0.95, 0.95), 0, 0, false})
      .sample({T({2, 1, 3, 3}), T({2, 2, 2, 2}).in(-1.3, 1.3), 0, 1, true})
      .sample({T({1, 2, 4, 3}), T({1, 3, 2, 2}).in(-1.4, 1.4), 0, 2, false})
      .sample({T({1, 1, 3, 4}), T({1, 2, 2, 2}).in(-0.9, 0.9), 1, 0, false})
      .skip_gradgrad("PyTorch 1.13's derivatives.yaml: grid_sampler_2d_backward is not_implemented, so is tsr's");
  op("grid_sampler_3d")
      .sample({T({1, 2, 2, 3, 4}), T({1, 2, 1, 2, 3}).in(-0.95, 0.95), 0, 0, false})
      .sample({T({2, 1, 3, 2, 2}), T({2, 1, 2, 2, 3}).in(-1.3, 1.3), 0, 1, true})
      .sample({T({1, 1, 2, 3, 3}), T({1, 2, 2, 1, 3}).in(-1.4, 1.4), 0, 2, false})
      .sample({T({1, 2, 2, 2, 3}), T({1, 1, 2, 2, 3}).in(-0.9, 0.9), 1, 0, false})
      .skip_gradgrad("PyTorch 1.13's derivatives.yaml: grid_sampler_3d_backward is not_implemented, so is tsr's");
  op("grid_sampler_3d_backward")
      .sample({T({1, 2, 1, 2, 2}), T({1, 2, 2, 3, 3}), T({1, 1, 2, 2, 3}).in(-0.95, 0.95), 0, 0, false})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"grid_sampler_3d_backward\"), so is tsr's");
  op("grid_sampler_2d_backward")
      .sample({T({1, 2, 3, 2}), T({1, 2, 3, 4}), T({1, 3, 2, 2}).in(-0.95, 0.95), 0, 0, false})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"grid_sampler_2d_backward\"), so is tsr's");
  // bags [0, 2), [2, 2) (empty), [2, 6): sum with and without per_sample_weights, mean with a padding row, max
  // (scale_grad_by_freq scales the gradient on purpose, so finite differences cannot check it: script test 856 does)
  op("_embedding_bag")
      .sample({T({5, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({3}, {0, 2, 2}), false, 0, false, None, false, -1})
      .sample({T({5, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({3}, {0, 2, 2}), false, 0, false, T({6}), false, -1})
      .sample({T({5, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({3}, {0, 2, 2}), false, 1, false, None, false, 2})
      .sample({T({5, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({4}, {0, 2, 2, 6}), false, 2, false, None, true, -1})
      .skip_gradgrad("PyTorch 1.13's derivatives.yaml: _embedding_bag_dense_backward is not_implemented, so is tsr's");
  // their arguments as EmbeddingBagBackward0 makes them for the bags above (offset2bag, bag_size, max_indices)
  op("_embedding_bag_dense_backward")
      .sample({T({3, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({6}, {0, 0, 2, 2, 2, 2}), Index({3}, {2, 0, 3}),
               Index({0}, {}), 5, false, 1, None, 4})
      .sample({T({3, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({6}, {0, 0, 2, 2, 2, 2}), Index({3}, {2, 0, 4}),
               Index({0}, {}), 5, true, 0, T({6}).constant(), -1})
      .sample({T({3, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({6}, {0, 0, 2, 2, 2, 2}), Index({3}, {2, 0, 4}),
               Index({3, 3}, {2, 0, 2, 0, 0, 0, 1, 4, 3}), 5, false, 2, None, -1})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"_embedding_bag_dense_backward\"), so is tsr's");
  op("_embedding_bag_per_sample_weights_backward")
      .sample({T({3, 3}), T({5, 3}), Index({6}, {0, 2, 4, 2, 1, 3}), Index({3}, {0, 2, 2}),
               Index({6}, {0, 0, 2, 2, 2, 2}), 0, 4})
      .skip_grad("PyTorch 1.13 has no derivative for _embedding_bag_per_sample_weights_backward (its error is raised)");
  op("threshold").sample({T({2, 3}), 0.1, 2.0}).sample({T({4}), -0.5, 0.0});
  for (const char* name : {"hardshrink", "softshrink"}) op(name).sample({T({2, 3}), 0.5}).sample({T({4}), 0.2});
  for (const char* name : {"hardshrink_backward", "softshrink_backward"})
    op(name).sample({T({2, 3}), T({2, 3}), 0.5}).sample({T({4}), T({4}), 0.2});
  op("mse_loss").sample({T({2, 3}), T({2, 3}), 1}).sample({T({2, 3}), T({2, 3}), 0}).sample({T({2, 3}), T({2, 3}), 2});
  op("mse_loss_backward").sample({T({}), T({2, 3}), T({2, 3}), 1}).sample({T({2, 3}), T({2, 3}), T({2, 3}), 0})
      .sample({T({}), T({2, 3}), T({2, 3}), 2});
  op("l1_loss").sample({T({2, 3}), T({2, 3}), 1}).sample({T({2, 3}), T({2, 3}), 0});
  op("smooth_l1_loss").sample({T({2, 3}), T({2, 3}), 1, 1.0}).sample({T({2, 3}), T({2, 3}), 0, 0.5});
  op("huber_loss").sample({T({2, 3}), T({2, 3}), 1, 1.0}).sample({T({2, 3}), T({2, 3}), 0, 0.5})
      .sample({T({20}).in(-3, 3), T({20}), 2, 0.7});
  op("nll_loss")
      .sample({T({3, 4}), Index({3}, {0, 3, 1}), None, 1, -100})
      .sample({T({3, 4}), Index({3}, {0, 3, 1}), T({4}).in(0.5, 1.5).constant(), 2, -100})
      .sample({T({3, 4}), Index({3}, {0, 3, 1}), None, 0, 3});
  op("nll_loss2d").sample({T({2, 3, 2, 2}), Index({2, 2, 2}, {0, 1, 2, 0, 2, 2, 1, 0}), None, 1, -100});
  // soft_margin_loss, the margin losses and rrelu_with_noise as PyTorch's ops (their targets and noise are not
  // differentiable; rrelu's training draws are random, so its samples are eval's slope and the backward's noise)
  op("soft_margin_loss").sample({T({2, 3}), T({2, 3}).constant(), 1}).sample({T({2, 3}), T({3}).constant(), 0})
      .sample({T({4}), T({4}).constant(), 2});
  op("soft_margin_loss_backward").sample({T({}), T({2, 3}), T({2, 3}).constant(), 1})
      .sample({T({2, 3}), T({2, 3}), T({2, 3}).constant(), 0}).sample({T({}), T({4}), T({4}).constant(), 2});
  op("multi_margin_loss").sample({T({3, 4}), Index({3}, {0, 3, 1}), 1, 1.0, None, 1})
      .sample({T({3, 4}), Index({3}, {2, 0, 1}), 2, 0.5, T({4}).in(0.5, 1.5).constant(), 0})
      .sample({T({4}), Index({}, {2}), 1, 0.7, None, 2})
      .skip_gradgrad("PyTorch 1.13's derivatives.yaml: multi_margin_loss_backward is not_implemented, so is tsr's");
  op("multi_margin_loss_backward").sample({T({}), T({3, 4}), Index({3}, {0, 3, 1}), 1, 1.0, None, 1})
      .sample({T({3}), T({3, 4}), Index({3}, {2, 0, 1}), 2, 0.5, T({4}).in(0.5, 1.5).constant(), 0})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"multi_margin_loss_backward\"), so is tsr's");
  for (const char* name : {"multilabel_margin_loss", "multilabel_margin_loss_forward"})
    op(name).sample({T({2, 4}), Index({2, 4}, {3, 0, -1, 1, 1, 2, 3, 0}), 1})
        .sample({T({2, 4}), Index({2, 4}, {-1, 0, 0, 0, 2, -1, 3, 0}), 0}).sample({T({4}), Index({4}, {2, 1, -1, 0}), 2})
        .skip_gradgrad("PyTorch 1.13's derivatives.yaml: multilabel_margin_loss_backward is not_implemented, so is "
                       "tsr's");
  op("multilabel_margin_loss_backward")
      .sample({T({}), T({2, 4}), Index({2, 4}, {3, 0, -1, 1, 1, 2, 3, 0}), 1,
               T({2, 4}).of({1, 0, 0, 1, 0, 1, 1, 0}).constant()})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"multilabel_margin_loss_backward\"), so is tsr's");
  op("rrelu_with_noise").sample({T({2, 3}), T({2, 3}).constant(), 0.1, 0.3, false, None});
  op("rrelu_with_noise_backward").sample({T({2, 3}), T({2, 3}), T({2, 3}).in(0.1, 0.3).constant(), 0.1, 0.3, true, false})
      .sample({T({2, 3}), T({2, 3}), T({2, 3}).constant(), 0.1, 0.3, false, false});
  op("binary_cross_entropy")
      .sample({T({2, 3}).in(0.1, 0.9), T({2, 3}).in(0.0, 1.0), None, 1})
      .sample({T({2, 3}).in(0.1, 0.9), T({2, 3}).in(0.0, 1.0), T({3}).in(0.5, 1.5).constant(), 0})
      .sample({T({2, 3}).in(0.1, 0.9), T({2, 3}).in(0.0, 1.0), None, 2});
  op("binary_cross_entropy_with_logits")
      .sample({T({2, 3}), T({2, 3}).in(0.0, 1.0), None, None, 1})
      .sample({T({2, 3}), T({2, 3}).in(0.0, 1.0), T({3}).in(0.5, 1.5).constant(), T({3}).in(0.5, 2.0).constant(), 0})
      .sample({T({2, 3}), T({2, 3}).in(0.0, 1.0), None, T({3}).in(0.5, 2.0).constant(), 2})
      .known_gap("weight and pos_weight get no gradient, silently, where PyTorch 1.13 refuses inputs that "
                 "require grad there");
  op("layer_norm")
      .sample({T({2, 4}), ints({4}), T({4}), T({4}), 1e-5, true})
      .sample({T({2, 2, 3}), ints({2, 3}), None, None, 1e-5, true});
  op("group_norm")
      .sample({T({2, 4, 3}), 2, T({4}), T({4}), 1e-5, true})
      .sample({T({3, 6}), 3, None, None, 1e-5, true})
      .sample({T({2, 4, 2, 3}), 4, None, T({4}), 1e-5, true});
  op("batch_norm")
      .sample({T({3, 2, 2}), T({2}), T({2}), None, None, true, 0.1, 1e-5, false})
      .sample({T({3, 2}), None, None, T({2}).constant(), T({2}).in(0.5, 1.5).constant(), false, 0.1, 1e-5, false})
      // eval mode with a weight: the input's gradient depends on the weight (a second derivative's path)
      .sample({T({2, 3, 2}), T({3}), T({3}), T({3}).constant(), T({3}).in(0.5, 1.5).constant(), false, 0.1, 1e-5,
               false});
  // (grad_out, input, weight, running_mean, running_var, save_mean, save_invstd, train, eps, output_mask) in eval
  // mode with a weight: training's save_mean / save_invstd are the input's own statistics, which no sample of drawn
  // values is, and without a weight the weight's gradient (made when output_mask asks) has no derivative, as in
  // PyTorch; script test 236 differentiates both through batch_norm
  op("native_batch_norm_backward")
      .sample({T({3, 2, 2}), T({3, 2, 2}), T({2}), T({2}).constant(), T({2}).in(0.5, 1.5).constant(), None, None, false,
               1e-5, ints({1, 1, 1})})
      .sample({T({4, 3}), T({4, 3}), T({3}), T({3}).constant(), T({3}).in(0.5, 1.5).constant(), None, None, false, 1e-5,
               ints({1, 1, 1})});
  op("constant_pad_nd").sample({T({2, 3}), ints({1, 2}), 0.5}).sample({T({2, 3}), ints({0, 1, 1, 0}), 0});
  op("conv2d")
      .sample({T({1, 2, 4, 4}), T({3, 2, 2, 2}), T({3}), ints({1}), ints({1}), ints({1}), 1})
      .sample({T({2, 2, 3, 3}), T({2, 2, 2, 2}), None, ints({2}), ints({0}), ints({1}), 1})
      .sample({T({2, 4, 4}), T({2, 2, 2, 2}), T({2}), ints({1}), ints({0}), ints({1}), 1})
      .sample({T({1, 4, 3, 3}), T({6, 2, 2, 2}), T({6}), ints({1}), ints({1}), ints({1}), 2})
      .sample({T({1, 3, 3, 3}), T({3, 1, 2, 2}), None, ints({1}), ints({0}), ints({1}), 3});
  // (kernel_size, dilation, padding, stride); col2im's output_size first
  op("im2col")
      .sample({T({1, 2, 5, 5}), ints({3, 3}), ints({1, 1}), ints({1, 1}), ints({2, 2})})
      .sample({T({2, 4, 4}), ints({2, 3}), ints({1, 1}), ints({0, 1}), ints({1, 1})})
      .sample({T({2, 1, 6, 5}), ints({2, 2}), ints({2, 1}), ints({1, 0}), ints({1, 2})});
  op("col2im")
      .sample({T({1, 18, 9}), ints({5, 5}), ints({3, 3}), ints({1, 1}), ints({1, 1}), ints({2, 2})})
      .sample({T({24, 12}), ints({4, 4}), ints({2, 3}), ints({1, 1}), ints({0, 1}), ints({1, 1})})
      .sample({T({2, 4, 12}), ints({6, 5}), ints({2, 2}), ints({2, 1}), ints({1, 0}), ints({1, 2})});
  op("conv_transpose2d.input")
      .sample({T({1, 2, 3, 3}), T({2, 3, 2, 2}), T({3}), ints({1}), ints({0}), ints({0}), 1, ints({1})})
      .sample({T({2, 2, 2, 3}), T({2, 2, 3, 2}), None, ints({2}), ints({1}), ints({1}), 1, ints({1})})
      .sample({T({2, 3, 3}), T({2, 1, 2, 2}), T({1}), ints({1}), ints({1}), ints({0}), 1, ints({2})})
      .sample({T({1, 4, 2, 3}), T({4, 1, 2, 2}), T({2}), ints({2}), ints({0}), ints({1}), 2, ints({1})});
  op("_weight_norm_interface")
      .sample({T({3, 2, 2}), T({3, 1, 1}), 0})
      .sample({T({2, 4}), T({1, 4}), 1})
      .skip_grad("PyTorch's formula takes the gradient of w only and ignores the norms output's (derivatives.yaml), "
                 "so finite differences over both outputs disagree; w's gradient is compared with PyTorch's in script "
                 "test 450")
      .skip_gradgrad("as skip_grad");
  // the resampling family: each forward op with and without scales, each backward op (the adjoint)
  op("upsample_nearest1d").sample({T({1, 2, 3}), ints({5}), None}).sample({T({1, 2, 4}), ints({6}), 1.5});
  op("upsample_nearest2d").sample({T({1, 2, 2, 3}), ints({3, 5}), None, None}).sample({T({1, 1, 2, 2}), ints({4, 4}), 2.0, 2.0});
  op("upsample_nearest3d").sample({T({1, 1, 2, 2, 3}), ints({3, 3, 4}), None, None, None});
  op("_upsample_nearest_exact1d").sample({T({1, 2, 3}), ints({5}), None}).sample({T({1, 2, 4}), ints({6}), 1.5});
  op("_upsample_nearest_exact2d").sample({T({1, 2, 2, 3}), ints({3, 5}), None, None});
  op("_upsample_nearest_exact3d").sample({T({1, 1, 2, 2, 3}), ints({3, 3, 4}), None, None, None});
  op("upsample_linear1d").sample({T({1, 2, 3}), ints({5}), false, None}).sample({T({1, 2, 4}), ints({6}), true, None})
      .sample({T({1, 2, 4}), ints({6}), false, 1.5});
  op("upsample_bilinear2d").sample({T({1, 2, 2, 3}), ints({3, 5}), false, None, None})
      .sample({T({1, 1, 3, 3}), ints({2, 4}), true, None, None});
  op("upsample_trilinear3d").sample({T({1, 1, 2, 2, 3}), ints({3, 3, 4}), false, None, None, None});
  op("upsample_bicubic2d").sample({T({1, 2, 3, 3}), ints({4, 5}), false, None, None})
      .sample({T({1, 1, 3, 4}), ints({5, 3}), true, None, None});
  op("upsample_nearest1d_backward").sample({T({1, 2, 5}), ints({5}), ints({1, 2, 3}), None});
  op("upsample_nearest2d_backward").sample({T({1, 2, 3, 5}), ints({3, 5}), ints({1, 2, 2, 3}), None, None});
  op("upsample_nearest3d_backward").sample({T({1, 1, 3, 3, 4}), ints({3, 3, 4}), ints({1, 1, 2, 2, 3}), None, None, None});
  op("_upsample_nearest_exact1d_backward").sample({T({1, 2, 5}), ints({5}), ints({1, 2, 3}), None});
  op("_upsample_nearest_exact2d_backward").sample({T({1, 2, 3, 5}), ints({3, 5}), ints({1, 2, 2, 3}), None, None});
  op("_upsample_nearest_exact3d_backward")
      .sample({T({1, 1, 3, 3, 4}), ints({3, 3, 4}), ints({1, 1, 2, 2, 3}), None, None, None});
  op("upsample_linear1d_backward").sample({T({1, 2, 5}), ints({5}), ints({1, 2, 3}), false, None});
  op("upsample_bilinear2d_backward").sample({T({1, 2, 3, 5}), ints({3, 5}), ints({1, 2, 2, 3}), true, None, None});
  op("upsample_trilinear3d_backward")
      .sample({T({1, 1, 3, 3, 4}), ints({3, 3, 4}), ints({1, 1, 2, 2, 3}), false, None, None, None});
  op("upsample_bicubic2d_backward").sample({T({1, 2, 4, 5}), ints({4, 5}), ints({1, 2, 3, 3}), false, None, None});
  // reflection and replication padding (kernels/cpu/padding.cpp): batched and unbatched, a negative pad crops
  op("reflection_pad1d").sample({T({1, 2, 5}), ints({2, 1})}).sample({T({2, 4}), ints({-1, 3})});
  op("reflection_pad2d").sample({T({1, 2, 3, 4}), ints({1, 2, 2, 0})}).sample({T({2, 3, 3}), ints({-1, 1, 1, 1})});
  op("reflection_pad3d").sample({T({1, 1, 2, 3, 3}), ints({1, 2, 1, 0, 1, 1})});
  op("replication_pad1d").sample({T({1, 2, 3}), ints({4, 1})}).sample({T({2, 4}), ints({-1, 3})});
  op("replication_pad2d").sample({T({1, 2, 3, 2}), ints({3, 1, 0, 2})}).sample({T({2, 3, 3}), ints({1, -1, 2, 1})});
  op("replication_pad3d").sample({T({1, 1, 2, 2, 3}), ints({1, 2, 1, 0, 3, 1})});
  op("reflection_pad1d_backward").sample({T({1, 2, 8}), T({1, 2, 5}), ints({2, 1})});
  op("reflection_pad2d_backward").sample({T({1, 2, 6, 7}), T({1, 2, 3, 4}), ints({1, 2, 2, 1})});
  op("reflection_pad3d_backward").sample({T({1, 1, 4, 5, 6}), T({1, 1, 2, 3, 3}), ints({1, 2, 1, 1, 1, 1})});
  op("replication_pad1d_backward").sample({T({1, 2, 8}), T({1, 2, 3}), ints({4, 1})});
  op("replication_pad2d_backward").sample({T({1, 2, 5, 6}), T({1, 2, 3, 2}), ints({3, 1, 0, 2})});
  op("replication_pad3d_backward").sample({T({1, 1, 6, 3, 6}), T({1, 1, 2, 2, 3}), ints({1, 2, 1, 0, 3, 1})});
  op("conv1d").sample({T({1, 2, 5}), T({3, 2, 2}), T({3}), ints({1}), ints({0}), ints({1}), 1});
  op("conv2d_backward")
      .sample({T({1, 3, 5, 5}), T({1, 2, 4, 4}), T({3, 2, 2, 2}), ints({1}), ints({1}), ints({1})})
      .sample({T({2, 2, 1, 1}), T({2, 2, 3, 3}), T({2, 2, 2, 2}), ints({2}), ints({0}), ints({1})})
      .sample({T({1, 2, 3, 3}), T({1, 1, 5, 5}), T({2, 1, 2, 2}), ints({1}), ints({0}), ints({2})})
      .sample({T({2, 4, 2, 2}), T({2, 4, 3, 3}), T({4, 2, 2, 2}), ints({1}), ints({0}), ints({1}), 2});
  op("max_pool2d").sample({T({1, 1, 4, 4}), ints({2}), ints({}), ints({0}), ints({1}), false})
      .sample({T({1, 2, 3, 3}), ints({2}), ints({1}), ints({1}), ints({1}), false});
  op("max_pool3d").sample({T({1, 1, 2, 4, 4}), ints({2}), ints({}), ints({0}), ints({1}), false})
      .sample({T({1, 2, 3, 3, 3}), ints({2}), ints({1}), ints({1}), ints({1}), true});
  op("max_pool3d_with_indices").sample({T({1, 2, 2, 3}), ints({2}), ints({}), ints({0}), ints({1}), false});
  op("avg_pool3d").sample({T({1, 1, 2, 4, 4}), ints({2}), ints({}), ints({0}), false, true, None})
      .sample({T({1, 2, 3, 3, 3}), ints({2, 2, 3}), ints({1}), ints({1}), true, false, None})
      .sample({T({2, 2, 2, 2}), ints({2}), ints({1}), ints({0}), false, true, 3});
  op("max_pool2d_with_indices_backward")
      .sample({T({1, 1, 2, 2}), T({1, 1, 4, 4}).constant(), ints({2}), ints({}), ints({0}), ints({1}), false,
               Index({1, 1, 2, 2}, {0, 3, 9, 14})});
  op("avg_pool2d_backward").sample({T({1, 1, 2, 2}), T({1, 1, 4, 4}).constant(), ints({2}), ints({}), ints({0}), false,
                                    true, None})
      .sample({T({1, 2, 4, 4}), T({1, 2, 3, 3}).constant(), ints({2}), ints({1}), ints({1}), false, false, None});
  op("max_pool3d_with_indices_backward")
      .sample({T({1, 1, 1, 2, 2}), T({1, 1, 2, 4, 4}).constant(), ints({2}), ints({}), ints({0}), ints({1}), false,
               Index({1, 1, 1, 2, 2}, {0, 3, 9, 26})});
  op("avg_pool3d_backward").sample({T({1, 1, 1, 2, 2}), T({1, 1, 2, 4, 4}).constant(), ints({2}), ints({}), ints({0}), false,
                                    true, None});
  op("max_pool2d_with_indices").sample({T({1, 1, 4, 4}), ints({2}), ints({}), ints({0}), ints({1}), false});
  op("avg_pool2d").sample({T({1, 1, 4, 4}), ints({2}), ints({}), ints({0}), false, true, None})
      .sample({T({1, 2, 3, 3}), ints({2}), ints({1}), ints({1}), false, false, None});
  // conv3d: on oneDNN (float32, a batch of two), slow_conv3d (one sample; the walker's double), grouped, strided,
  // padded, dilated (the composed form), unbatched
  op("conv3d")
      .sample({T({2, 2, 3, 4, 3}), T({3, 2, 2, 2, 2}), T({3}), ints({1}), ints({0}), ints({1}), 1})
      .sample({T({1, 4, 4, 3, 4}), T({4, 2, 2, 1, 2}), None, ints({2, 1, 1}), ints({1, 0, 1}), ints({1}), 2})
      .sample({T({1, 2, 5, 3, 3}), T({2, 2, 2, 2, 2}), T({2}), ints({1}), ints({1}), ints({2, 1, 1}), 1})
      .sample({T({2, 3, 3, 3}), T({2, 2, 2, 2, 2}), None, ints({1}), ints({0}), ints({1}), 1});
  op("conv3d_backward")
      .sample({T({1, 3, 2, 3, 2}), T({1, 2, 3, 4, 3}), T({3, 2, 2, 2, 2}), ints({1}), ints({0}), ints({1}), 1})
      .sample({T({2, 2, 2, 2, 2}), T({2, 2, 3, 3, 3}), T({2, 1, 2, 2, 2}), ints({2}), ints({1}), ints({1}), 2});
  op("conv_transpose1d")
      .sample({T({1, 2, 4}), T({2, 3, 2}), T({3}), ints({1}), ints({0}), ints({0}), 1, ints({1})})
      .sample({T({2, 4, 3}), T({4, 1, 3}), None, ints({2}), ints({1}), ints({1}), 2, ints({1})})
      .sample({T({2, 3}), T({2, 2, 2}), T({2}), ints({1}), ints({1}), ints({0}), 1, ints({2})});
  op("pixel_shuffle").sample({T({2, 8, 2, 3}), 2}).sample({T({9, 2, 2}), 3});
  op("pixel_unshuffle").sample({T({2, 2, 4, 6}), 2}).sample({T({1, 3, 3}), 3});
  // the adaptive pools: overlapping windows (5 -> 3), uneven ones (4 -> 3), unbatched inputs, a 1x1 output (a mean)
  op("_adaptive_avg_pool2d").sample({T({2, 3, 5, 4}), ints({3, 2})}).sample({T({2, 7, 5}), ints({4, 3})});
  op("_adaptive_avg_pool3d").sample({T({1, 2, 3, 4, 5}), ints({2, 3, 2})}).sample({T({2, 3, 4, 3}), ints({2, 2, 2})});
  op("adaptive_avg_pool2d").sample({T({1, 2, 4, 4}), ints({1, 1})}).sample({T({1, 2, 4, 5}), ints({2, 3})});
  op("adaptive_avg_pool3d").sample({T({1, 2, 3, 3, 3}), ints({1, 1, 1})}).sample({T({2, 3, 4, 3}), ints({2, 2, 2})});
  op("_adaptive_avg_pool2d_backward").sample({T({1, 2, 2, 3}), T({1, 2, 4, 5}).constant()});
  op("_adaptive_avg_pool3d_backward").sample({T({1, 1, 2, 2, 2}), T({1, 1, 3, 4, 3}).constant()});
  op("adaptive_max_pool2d").sample({T({2, 3, 5, 4}), ints({3, 2})}).sample({T({2, 7, 5}), ints({4, 3})});
  op("adaptive_max_pool3d").sample({T({1, 2, 3, 4, 3}), ints({2, 2, 2})});
  op("adaptive_max_pool2d_backward")
      .sample({T({1, 1, 2, 2}), T({1, 1, 4, 4}).constant(), Index({1, 1, 2, 2}, {0, 3, 9, 14})});
  op("adaptive_max_pool3d_backward")
      .sample({T({1, 1, 1, 2, 2}), T({1, 1, 2, 4, 4}).constant(), Index({1, 1, 1, 2, 2}, {0, 3, 9, 26})});
  op("bilinear").sample({T({2, 3}), T({2, 4}), T({5, 3, 4}), T({5})}).sample({T({2, 3}), T({2, 4}), T({5, 3, 4}), None});
  op("dropout").sample({T({2, 3}), 0.5, false});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
