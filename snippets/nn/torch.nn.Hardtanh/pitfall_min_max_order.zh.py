import torch

# 想截断到 [-1, 1]，却把上下界写成了 (max, min)
act = torch.nn.Hardtanh(1.0, -1.0)
