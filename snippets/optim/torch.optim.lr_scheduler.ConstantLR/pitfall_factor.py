import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
# a "boost" for the first epochs: refused
sched = torch.optim.lr_scheduler.ConstantLR(opt, factor=2.0, total_iters=3)
