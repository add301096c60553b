import torch

act = torch.nn.Hardtanh(min_value=-2.0, max_value=2.0)  # 旧的关键字名
print(act)
