import torch

scores = torch.tensor([[0.9, 0.1, 0.8],
                       [0.2, 0.7, 0.3]])
keep = scores > 0.5                   # 2 kept in row 0, 1 in row 1
flat = scores.masked_select(keep)
print(flat.shape)                     # the row structure is gone
# keep the shape by filling the rest instead
print(scores.masked_fill(~keep, 0.0))
