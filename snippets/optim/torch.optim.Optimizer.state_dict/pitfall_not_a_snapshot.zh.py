import copy

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.ones(2, device=device))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
w.grad = torch.ones_like(w)
opt.step()

best = opt.state_dict()  # “把最好的状态留在内存里”
print(best["state"][0]["momentum_buffer"])
opt.step()  # 训练继续进行
print(best["state"][0]["momentum_buffer"])  # 保存下来的“快照”也跟着变了

w.grad = torch.ones_like(w)
frozen = copy.deepcopy(opt.state_dict())
opt.step()
print(frozen["state"][0]["momentum_buffer"])
