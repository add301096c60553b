import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)

w.data.mul_(0.5)  # legacy escape hatch, bypasses autograd's checks
print(w)

w.mul_(0.5)  # refused outside torch.no_grad()
