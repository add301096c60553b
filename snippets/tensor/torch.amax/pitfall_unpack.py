import torch

scores = torch.tensor([[1.0, 5.0, 3.0],
                       [7.0, 2.0, 4.0]])

values, indices = scores.max(dim=1)     # max(dim) returns a pair
print(values, indices)

values, indices = scores.amax(dim=1)    # amax returns ONE tensor: this unpacks its two rows
print(values, indices)                  # 5. and 7.: no indices at all, and no error
