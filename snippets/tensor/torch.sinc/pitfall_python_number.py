import torch

cutoff = 0.25
print(torch.sinc(torch.tensor(cutoff)))   # wrap the number
torch.sinc(cutoff)                        # a Python float is refused
