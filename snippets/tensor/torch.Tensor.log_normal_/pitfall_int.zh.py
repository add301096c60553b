import torch

torch.manual_seed(0)
print(torch.empty(3).log_normal_(0.0, 1.0))
torch.empty(3, dtype=torch.int64).log_normal_(0.0, 1.0)   # 只支持浮点
