import torch

w = torch.tensor([1e-39])
torch.set_flush_denormal(True)
print(w, w.item())                           # reads as zero...
print(w.view(torch.int32))                   # ...but the stored bits are unchanged
torch.set_flush_denormal(False)
print(w)                                     # and the value is back once the mode is off
