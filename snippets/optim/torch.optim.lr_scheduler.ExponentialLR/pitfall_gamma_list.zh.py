import torch
from torch.optim.lr_scheduler import ExponentialLR

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
opt = torch.optim.SGD(
    [{"params": model[0].parameters()}, {"params": model[1].parameters()}], lr=0.1
)
sched = ExponentialLR(opt, gamma=[0.9, 0.5])  # 每组一个 gamma：构造时没有报错
print("constructed")

opt.step()
sched.step()  # 第一次 step 时才失败
