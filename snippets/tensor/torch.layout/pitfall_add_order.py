import torch

dense = torch.ones(2, 2)
update = torch.tensor([[0.0, 2.0],
                       [3.0, 0.0]]).to_sparse()

print(dense + update)                  # dense + sparse works
update + dense                         # sparse + dense does not
