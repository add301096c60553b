import copy

import torch
from torch.optim import swap_in_optimizer_params_and_state

torch.manual_seed(0)
model = torch.nn.Linear(2, 1, bias=False)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
model(torch.ones(4, 2)).sum().backward()
opt.step()  # 换入之前，优化器状态必须已经存在
opt.zero_grad()

# 参数和优化器状态的影子副本
shadow = {name: p.detach().clone() for name, p in model.named_parameters()}
shadow_state = copy.deepcopy(opt.state_dict())
shadow["weight"].grad = torch.ones_like(shadow["weight"])

live_before = model.weight.detach().clone()
with swap_in_optimizer_params_and_state(opt, shadow, shadow_state):
    opt.step()  # 只作用在影子张量上

print(torch.equal(model.weight, live_before))  # 真实参数没有变
print(shadow["weight"] - live_before)  # 影子参数走了一步
print(opt.state[model.weight]["step"], shadow_state["state"][0]["step"])
