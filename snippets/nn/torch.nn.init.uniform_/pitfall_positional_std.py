import torch

torch.manual_seed(0)
w = torch.empty(256, 256)
torch.nn.init.normal_(w, 0.02)  # meant std=0.02, but the 2nd argument is the MEAN
print(round(w.mean().item(), 2), round(w.std().item(), 2))  # mean 0.02, std 1.0

torch.nn.init.normal_(w, std=0.02)  # pass std by keyword
print(round(w.std().item(), 2))
