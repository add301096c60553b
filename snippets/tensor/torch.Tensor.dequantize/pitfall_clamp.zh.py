import torch

# quint8 存储 0..255；scale 为 0.1、zero_point 为 10 时，可表示 -1.0 .. 24.5
q = torch.quantize_per_tensor(torch.tensor([-5.0, 2.0, 30.0]), 0.1, 10, torch.quint8)
print(q.dequantize())          # -5.0 和 30.0 被截断到边界，没有任何警告
