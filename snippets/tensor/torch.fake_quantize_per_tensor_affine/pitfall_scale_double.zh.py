import torch

w = torch.randn(4, 3)
scale = torch.tensor([0.1, 0.2, 0.1, 0.3], dtype=torch.float64)  # 例如由 NumPy 算出来的
zero_point = torch.zeros(4, dtype=torch.int32)

torch.fake_quantize_per_channel_affine(w, scale, zero_point, 0, -128, 127)
