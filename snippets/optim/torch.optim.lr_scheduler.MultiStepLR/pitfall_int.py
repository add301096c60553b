import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# a single milestone passed as a bare int, as with StepLR's step_size
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=30)
