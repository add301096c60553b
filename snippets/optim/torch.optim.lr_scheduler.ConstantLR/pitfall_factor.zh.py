import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
# 想在前几个 epoch 把学习率“加倍”：被拒绝
sched = torch.optim.lr_scheduler.ConstantLR(opt, factor=2.0, total_iters=3)
