import torch

x = torch.tensor([[1.0, 2.0, 3.0]])          # 形状为 (1, 3)
print(torch.vander(x.flatten()).shape)
torch.vander(x)
