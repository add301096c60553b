import torch

w = 3 + 4j
print(w.real)                          # a Python complex has .real already
print(torch.real(torch.tensor(w)))     # the tensor function needs a tensor
torch.real(w)                          # a Python complex is refused
