import copy

import torch
from torch.optim import swap_in_optimizer_params_and_state


class Two(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Parameter(torch.zeros(2))
        self.b = torch.nn.Parameter(torch.zeros(2))


model = Two()
opt = torch.optim.SGD(model.parameters(), lr=1.0, momentum=0.9)
(model.a * 1 + model.b * 2).sum().backward()
opt.step()  # 动量缓冲：a -> 1，b -> 2
opt.zero_grad()

# 键的顺序与 model.parameters() 不同：名字根本不会被读取
params = {"b": torch.zeros(2), "a": torch.zeros(2)}
params["a"].grad = torch.ones(2)
params["b"].grad = torch.full((2,), 2.0)
with swap_in_optimizer_params_and_state(opt, params, copy.deepcopy(opt.state_dict())):
    opt.step()

print(params)  # 应为 a = -1.9、b = -3.8：两个动量缓冲被对调了
