import torch

w = torch.nn.Parameter(torch.ones(2))

print(type(w) is torch.Tensor)        # exact-type check rejects the Parameter
print(type(w).__name__)
print(torch.is_tensor(w), isinstance(w, torch.Tensor))
