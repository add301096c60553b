import torch
from torch.optim import swap_in_optimizer_params_and_state

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # 不带动量
model(torch.ones(1, 2)).sum().backward()
opt.step()
print(len(opt.state))  # 普通 SGD 根本不保存逐参数的状态

with swap_in_optimizer_params_and_state(opt, dict(model.named_parameters()), opt.state_dict()):
    opt.step()
