import torch

x = torch.randn(8)

# An unsigned (uint8) zero point with a signed int8 range.
torch.fake_quantize_per_tensor_affine(x, 0.02, 128, -128, 127)
