import torch

log_p = torch.tensor([-1.0, -2.0])
print(torch.logaddexp(log_p, torch.tensor(0.0)))   # 0 维张量可以广播
torch.logaddexp(log_p, 0.0)                        # 不接受 Python 数
