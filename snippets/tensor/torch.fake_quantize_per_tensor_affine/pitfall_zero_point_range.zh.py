import torch

x = torch.randn(8)

# 无符号（uint8）的零点配上了有符号 int8 的范围。
torch.fake_quantize_per_tensor_affine(x, 0.02, 128, -128, 127)
