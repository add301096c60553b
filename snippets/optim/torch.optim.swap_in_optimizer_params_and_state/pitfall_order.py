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
opt.step()  # momentum buffers: a -> 1, b -> 2
opt.zero_grad()

# Keys in another order than model.parameters(): the names are not read
params = {"b": torch.zeros(2), "a": torch.zeros(2)}
params["a"].grad = torch.ones(2)
params["b"].grad = torch.full((2,), 2.0)
with swap_in_optimizer_params_and_state(opt, params, copy.deepcopy(opt.state_dict())):
    opt.step()

print(params)  # expected a = -1.9, b = -3.8: the momentum buffers were swapped
