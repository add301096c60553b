import torch

a = torch.tensor([[1 + 2j, 3j]])
# nothing raises: T does not conjugate
print(a.T)
print(a.H)                            # conjugate transpose
