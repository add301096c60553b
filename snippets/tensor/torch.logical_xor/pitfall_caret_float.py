import torch

p = torch.tensor([0.0, 0.7, 0.2])
q = torch.tensor([0.9, 0.0, 0.4])
print(torch.logical_xor(p, q))   # works on floats
p ^ q                            # ^ is bitwise and has no float kernel
