import torch
from torch.optim.lr_scheduler import LambdaLR

model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warmup = 3
# lambda 返回的是一个系数：lr = base_lr * factor(epoch)
sched = LambdaLR(opt, lr_lambda=lambda epoch: min(1.0, (epoch + 1) / warmup))

for epoch in range(5):
    print(epoch, round(sched.get_last_lr()[0], 4))
    opt.step()  # （训练步放在这里）
    sched.step()
