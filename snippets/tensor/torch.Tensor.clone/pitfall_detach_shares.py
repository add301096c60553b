import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
old = w.detach()          # no graph, but the SAME memory
with torch.no_grad():
    w.add_(10.0)          # e.g. an optimizer step
print(old)                # the "saved" value moved too

old = w.detach().clone()  # an independent snapshot
with torch.no_grad():
    w.add_(10.0)
print(old, w)
