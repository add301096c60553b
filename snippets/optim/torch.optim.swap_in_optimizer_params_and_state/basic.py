import copy

import torch
from torch.optim import swap_in_optimizer_params_and_state

torch.manual_seed(0)
model = torch.nn.Linear(2, 1, bias=False)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
model(torch.ones(4, 2)).sum().backward()
opt.step()  # the state must exist before swapping
opt.zero_grad()

# Shadow copies of the parameters and of the optimizer state
shadow = {name: p.detach().clone() for name, p in model.named_parameters()}
shadow_state = copy.deepcopy(opt.state_dict())
shadow["weight"].grad = torch.ones_like(shadow["weight"])

live_before = model.weight.detach().clone()
with swap_in_optimizer_params_and_state(opt, shadow, shadow_state):
    opt.step()  # acts on the shadow tensors only

print(torch.equal(model.weight, live_before))  # live parameter untouched
print(shadow["weight"] - live_before)  # the shadow took the step
print(opt.state[model.weight]["step"], shadow_state["state"][0]["step"])
