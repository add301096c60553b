import torch
from torch.optim import swap_in_optimizer_params_and_state

model = torch.nn.Linear(2, 1, bias=False)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
model(torch.ones(1, 2)).sum().backward()
opt.step()
print(opt.state[model.weight]["step"])

shadow = {"weight": model.weight.detach().clone()}
shadow["weight"].grad = torch.ones_like(shadow["weight"])
# state_dict() 里装的就是优化器正在用的状态张量，不是副本
with swap_in_optimizer_params_and_state(opt, shadow, opt.state_dict()):
    opt.step()

print(opt.state[model.weight]["step"])  # 真实的优化器也跟着走了一步
