import copy

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.ones(2, device=device))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
w.grad = torch.ones_like(w)
opt.step()

best = opt.state_dict()  # "keep the best state in memory"
print(best["state"][0]["momentum_buffer"])
opt.step()  # training continues
print(best["state"][0]["momentum_buffer"])  # the saved "snapshot" changed too

w.grad = torch.ones_like(w)
frozen = copy.deepcopy(opt.state_dict())
opt.step()
print(frozen["state"][0]["momentum_buffer"])
