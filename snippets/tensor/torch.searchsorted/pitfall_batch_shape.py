import torch

rows = torch.tensor([[1, 3, 5],
                     [10, 20, 30]])      # one sorted row per sample

print(torch.searchsorted(rows, torch.tensor([[4], [25]])))   # values shaped (2, 1)
torch.searchsorted(rows, torch.tensor([4, 25]))              # values shaped (2,)
