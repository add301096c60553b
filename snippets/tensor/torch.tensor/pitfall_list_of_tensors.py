import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

rows = [torch.ones(2, device=device), torch.zeros(2, device=device)]
print(torch.stack(rows).shape)   # the right tool
torch.tensor(rows)               # fails: elements are multi-element tensors
