import torch
from torch.autograd.profiler import KinetoStepTracker
from torch.profiler import profile, schedule

model = torch.nn.Linear(4, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

with profile(schedule=schedule(wait=0, warmup=1, active=1)) as prof:
    for _ in range(3):
        model(torch.randn(2, 4)).sum().backward()
        optimizer.step()
        prof.step()

print("prof.step_num:", prof.step_num)
print("KinetoStepTracker.current_step():", KinetoStepTracker.current_step())
