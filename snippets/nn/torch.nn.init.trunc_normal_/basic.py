import torch

torch.manual_seed(0)
w = torch.empty(768, 768)

# ViT/BERT style: std 0.02, cut at +-2 std (a and b are ABSOLUTE values)
torch.nn.init.trunc_normal_(w, std=0.02, a=-0.04, b=0.04)
print(round(w.abs().max().item(), 4))  # never beyond 0.04
print(round(w.std().item(), 4))  # below 0.02: truncation removes the tails

torch.nn.init.trunc_normal_(w)  # defaults: N(0, 1) cut to [-2, 2]
print(round(w.min().item(), 2) >= -2, round(w.max().item(), 2) <= 2)
