import torch

preds = torch.tensor([0, 1, 2])
labels = torch.tensor([[0], [1], [1]])      # (N, 1), e.g. read from a column of a table

wrong = preds != labels                     # (3,) against (3, 1) broadcasts to (3, 3)
print(wrong.shape, wrong.sum().item())      # 6 "errors" out of 3 samples
print((preds != labels.squeeze(1)).sum().item())
