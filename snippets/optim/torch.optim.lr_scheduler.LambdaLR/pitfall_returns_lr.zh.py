import torch
from torch.optim.lr_scheduler import LambdaLR

opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=0.1)
# 本意是“lr = 0.1 * 0.5**epoch”，但 LambdaLR 会再乘一次 base_lr。
sched = LambdaLR(opt, lr_lambda=lambda epoch: 0.1 * 0.5**epoch)
print("expected 0.1, got", round(sched.get_last_lr()[0], 6))
