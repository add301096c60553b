import torch

x = torch.tensor([[1.0, 2.0, 3.0]])          # shape (1, 3)
print(torch.vander(x.flatten()).shape)
torch.vander(x)
