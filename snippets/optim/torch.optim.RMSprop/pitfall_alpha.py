import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
# meant: learning rate 1e-3 (many texts call the learning rate alpha)
opt = torch.optim.RMSprop([w], alpha=1e-3)
print(opt.param_groups[0]["lr"], opt.param_groups[0]["alpha"])  # lr is still the default

# alpha = 1.0 is accepted too: the squared-gradient average never leaves 0
w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.RMSprop([w], lr=0.01, alpha=1.0)
(0.5 * w).sum().backward()
opt.step()
print(w.item())  # the step was divided by eps alone
