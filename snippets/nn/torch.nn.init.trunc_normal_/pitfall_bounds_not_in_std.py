import torch

torch.manual_seed(0)
w = torch.empty(768, 768)
torch.nn.init.trunc_normal_(w, std=0.02)  # a=-2, b=2 are absolute: 100 std away
print(round(w.abs().max().item(), 3))  # values beyond 2 std (0.04) are still there
print((w.abs() > 0.04).sum().item() > 0)
