import torch

q = torch.quantize_per_tensor(torch.tensor([0.5, 1.5]), 0.1, 0, torch.quint8)

x = q.float()                  # 通常这样就能拿回 float32……但这里不行
