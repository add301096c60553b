import torch
from torch.optim import swap_in_optimizer_params_and_state

model = torch.nn.Linear(2, 1, bias=False)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
model(torch.ones(1, 2)).sum().backward()
opt.step()
print(opt.state[model.weight]["step"])

shadow = {"weight": model.weight.detach().clone()}
shadow["weight"].grad = torch.ones_like(shadow["weight"])
# state_dict() holds the live state tensors themselves, not copies
with swap_in_optimizer_params_and_state(opt, shadow, opt.state_dict()):
    opt.step()

print(opt.state[model.weight]["step"])  # the live optimizer moved on too
