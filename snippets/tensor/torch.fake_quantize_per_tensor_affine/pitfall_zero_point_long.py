import torch

w = torch.randn(4, 3)
scale = torch.full((4,), 0.05)
zero_point = torch.zeros(4, dtype=torch.long)  # also what torch.tensor([0, 0, 0, 0]) gives

torch.fake_quantize_per_channel_affine(w, scale, zero_point, 0, -128, 127)
