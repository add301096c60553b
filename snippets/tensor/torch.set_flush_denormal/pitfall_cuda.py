import torch

device = torch.device("cuda")
x = torch.tensor([1e-39], device=device)     # made before the mode is switched on
print(torch.set_flush_denormal(True))
print((x * 1).cpu().view(torch.int32) != 0)   # the GPU computed with the denormal all the same
torch.set_flush_denormal(False)
