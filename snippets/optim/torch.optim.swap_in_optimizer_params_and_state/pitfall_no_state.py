import torch
from torch.optim import swap_in_optimizer_params_and_state

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # no momentum
model(torch.ones(1, 2)).sum().backward()
opt.step()
print(len(opt.state))  # plain SGD keeps no per-parameter state at all

with swap_in_optimizer_params_and_state(opt, dict(model.named_parameters()), opt.state_dict()):
    opt.step()
