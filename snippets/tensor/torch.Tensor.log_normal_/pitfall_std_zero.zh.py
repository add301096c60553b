import torch

torch.manual_seed(0)
sigma = 0.0                                   # 例如关闭了的增强强度
print(torch.full((3,), 1.0) if sigma == 0 else torch.empty(3).log_normal_(0.0, sigma))
torch.empty(3).log_normal_(0.0, sigma)        # std 必须严格大于 0
