import torch
from torch.optim.lr_scheduler import LambdaLR

opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=0.1)
# Meant as "lr = 0.1 * 0.5**epoch", but LambdaLR multiplies by base_lr again.
sched = LambdaLR(opt, lr_lambda=lambda epoch: 0.1 * 0.5**epoch)
print("expected 0.1, got", round(sched.get_last_lr()[0], 6))
