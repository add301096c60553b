import torch

model = torch.nn.Linear(2, 1)
sched_cls = torch.optim.lr_scheduler

opt = torch.optim.SGD(model.parameters(), lr=0.1)
warmup = sched_cls.LinearLR(opt, start_factor=0.1, total_iters=3)
cosine = sched_cls.CosineAnnealingLR(opt, T_max=6)
chained = sched_cls.ChainedScheduler([warmup, cosine])  # expected: warm up, then cosine
rates = []
for step in range(7):
    rates.append(round(opt.param_groups[0]["lr"], 4))
    opt.step()
    chained.step()
print("ChainedScheduler", rates)  # never reaches 0.1

opt = torch.optim.SGD(model.parameters(), lr=0.1)
warmup = sched_cls.LinearLR(opt, start_factor=0.1, total_iters=3)
cosine = sched_cls.CosineAnnealingLR(opt, T_max=6)
sequential = sched_cls.SequentialLR(opt, [warmup, cosine], milestones=[3])
rates = []
for step in range(10):
    rates.append(round(opt.param_groups[0]["lr"], 4))
    opt.step()
    sequential.step()
print("SequentialLR    ", rates)
